import taskYieldPlugin from './task-yield-plugin';
import { nextTask } from '../boot/import-in-turn';

jest.mock('../boot/import-in-turn', () => ({ nextTask: jest.fn() }));

/** The yields asked for, each held until the test releases it (the next task). */
const held: Array<() => void> = [];
beforeEach(() => {
  held.length = 0;
  jest.mocked(nextTask).mockImplementation(() => new Promise<void>((resolve) => held.push(resolve)));
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return done;
};

describe('taskYieldPlugin', () => {
  const hooks = ['afterResolve', 'beforeInitContainer', 'beforeGetExpose', 'beforeLoadShare', 'beforeExecuteFactory'] as const;

  it.each(hooks)('%s goes on in the next task, with its arguments unchanged', async (name) => {
    const hook = taskYieldPlugin()[name] as unknown as (args: object) => Promise<unknown>;
    const args = { id: 'games/./HomePage', origin: {} };
    const result = hook(args);
    expect(held).toHaveLength(1);
    expect(await settled(result)).toBe(false);
    held[0]();
    await expect(result).resolves.toBe(args);
  });

  it('adds no other hook (the load policy stays in runtime-plugin)', () => {
    const { name, ...rest } = taskYieldPlugin();
    expect(name).toBe('vitrine-task-yield');
    expect(Object.keys(rest).sort()).toEqual([...hooks].sort());
  });
});
