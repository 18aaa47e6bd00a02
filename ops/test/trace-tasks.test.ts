// The long-task reading of bench:long-tasks (e2e/perf/trace-tasks.cjs), on made-up traces.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tasks = require('../../e2e/perf/trace-tasks.cjs');

const PAGE = { pid: 7, tid: 1 };
const NAV = 5_000_000; // trace µs
/** A complete ('X') event on the page's main thread, `at` and `ms` in ms since navigation start. */
function x(name: string, at: number, ms: number, url?: string, where = PAGE) {
  return { ...where, ph: 'X', name, ts: NAV + at * 1000, dur: ms * 1000, args: url ? { data: { url } } : {} };
}
const threads = [
  { pid: 7, tid: 1, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { pid: 9, tid: 1, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { pid: 7, ph: 'R', name: 'navigationStart', ts: NAV, args: {} },
];

describe('blockingAt4x', () => {
  it('counts what a task lasts over 50 ms once four times slower', () => {
    expect(tasks.blockingAt4x(12.5)).toBe(0);
    expect(tasks.blockingAt4x(10)).toBe(0);
    expect(tasks.blockingAt4x(20)).toBe(30);
    expect(tasks.LONG_AT_4X_MS).toBe(12.5);
  });
});

describe('longTasks', () => {
  const trace = [
    ...threads,
    // Before the first paint (at 100 ms): not counted.
    x('RunTask', 40, 30),
    x('ParseHTML', 41, 25),
    // Long: main.js 8 ms of its own, then microtasks 6 at its end, then 5 of layout.
    x('RunTask', 200, 24),
    x('EvaluateScript', 201, 14, 'http://localhost:8080/main.js?v=1'),
    x('RunMicrotasks', 206, 6),
    x('Layout', 216, 5),
    // Short at 4×: left out.
    x('RunTask', 300, 12),
    x('FunctionCall', 300, 11, 'http://localhost:8080/3262.js'),
    // A stray top-level event after a long task is not that task's.
    x('RunTask', 400, 20),
    x('UpdateLayoutTree', 401, 15),
    x('ThreadControllerImpl::RunTask', 430, 40),
    // Microtasks with no script around them.
    x('RunTask', 500, 16),
    x('RunMicrotasks', 500, 15),
    // Another page's thread with less work: ignored.
    x('RunTask', 200, 10, undefined, { pid: 9, tid: 1 }),
  ];

  it('keeps the main thread’s tasks after the first paint that are long at 4×, split by kind, microtasks apart', () => {
    const long = tasks.longTasks(trace, { fromMs: 100 });
    expect(long.map((t: { start: number }) => t.start)).toEqual([200, 400, 500]);
    const [script, style, microtasks] = long;
    expect(script.duration).toBe(24);
    expect(script.blocking).toBe(46);
    expect(script.kinds['script /main.js']).toBeCloseTo(8);
    expect(script.kinds['microtasks after /main.js']).toBeCloseTo(6);
    expect(script.kinds['style & layout']).toBeCloseTo(5);
    expect(script.kinds.other).toBeCloseTo(5);
    expect(script.cause).toBe('script /main.js');
    expect(style.cause).toBe('style & layout');
    expect(style.kinds.other).toBeCloseTo(5);
    expect(microtasks.cause).toBe('microtasks');
  });

  it('counts a task that began before the first paint and ends after it', () => {
    expect(tasks.longTasks(trace, { fromMs: 60 }).map((t: { start: number }) => t.start)).toEqual([40, 200, 400, 500]);
  });

  it('finds nothing in a trace without a renderer main thread', () => {
    expect(tasks.longTasks([x('RunTask', 0, 100)])).toEqual([]);
  });
});

describe('blockingByCause', () => {
  it('averages each cause’s blocking and task count over the runs, largest first', () => {
    const runs = [
      [
        { cause: 'script /main.js', blocking: 40 },
        { cause: 'paint', blocking: 10 },
      ],
      [{ cause: 'script /main.js', blocking: 80 }],
    ];
    expect(tasks.blockingByCause(runs)).toEqual([
      { cause: 'script /main.js', blockingPerRun: 60, tasksPerRun: 1 },
      { cause: 'paint', blockingPerRun: 5, tasksPerRun: 0.5 },
    ]);
  });
});

describe('fileOf', () => {
  it('keeps the path of a URL, without origin or query', () => {
    expect(tasks.fileOf('https://cdn.example/remotes/games/1.0.0/remoteEntry.js?x=1#y')).toBe('/remotes/games/1.0.0/remoteEntry.js');
    expect(tasks.fileOf(undefined)).toBe('');
  });
});
