import { pageSettled, revealApp, revealWhenSettled } from './first-paint';
import vitrineRuntimePlugin, { allowRuntimePreloads } from '../federation/runtime-plugin';

function page(fp: boolean) {
  document.documentElement.setAttribute('data-fp', 'pt dark');
  document.body.innerHTML = `${fp ? '<div id="fp"><h1>Jogue</h1></div>' : ''}<div id="root"></div>`;
  return document.getElementById('root')!;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('data-fp');
});

test('pageSettled: a host page once drawn; a remote page once past its loading state', () => {
  const root = page(true);
  expect(pageSettled(root)).toBe(false);
  root.innerHTML = '<main id="content"></main>';
  expect(pageSettled(root)).toBe(false);
  root.innerHTML = '<main id="content"><p>login</p></main>';
  expect(pageSettled(root)).toBe(true);
  root.innerHTML = '<main id="content"><div data-remote-mount="games"><div data-testid="remote-loading"></div></div></main>';
  expect(pageSettled(root)).toBe(false);
  root.innerHTML = '<main id="content"><div data-remote-mount="games"><div data-testid="home-page"><div data-testid="remote-loading"></div></div></div></main>';
  expect(pageSettled(root)).toBe(true);
  root.innerHTML = '<main id="content"><div data-remote-mount="games"><div data-testid="remote-failure"></div></div></main>';
  expect(pageSettled(root)).toBe(true);
});

test('the first paint stays until the remote page is drawn, then goes', async () => {
  const root = page(true);
  revealWhenSettled(root);
  root.innerHTML = '<main id="content"><div data-remote-mount="games"><div data-testid="remote-loading"></div></div></main>';
  await tick();
  expect(document.getElementById('fp')).not.toBeNull();
  expect(document.documentElement.hasAttribute('data-fp')).toBe(true);
  root.querySelector('[data-remote-mount]')!.innerHTML = '<div data-testid="home-page"><h1>Jogue</h1></div>';
  await tick();
  await tick();
  expect(document.getElementById('fp')).toBeNull();
  expect(document.documentElement.hasAttribute('data-fp')).toBe(false);
});

test('the swap runs in a task of its own, after the work that drew the page', () => {
  jest.useFakeTimers();
  const root = page(true);
  root.innerHTML = '<main id="content"><p>login</p></main>';
  // Called from React's effects with the page already drawn: the first paint is still there when
  // that work ends, and goes in the next task.
  revealWhenSettled(root);
  expect(document.getElementById('fp')).not.toBeNull();
  expect(document.documentElement.hasAttribute('data-fp')).toBe(true);
  jest.advanceTimersByTime(0);
  expect(document.getElementById('fp')).toBeNull();
  expect(document.documentElement.hasAttribute('data-fp')).toBe(false);
});

test('a wait cancelled after the page settled, before the swap, never reveals', () => {
  jest.useFakeTimers();
  const root = page(true);
  root.innerHTML = '<main id="content"><p>login</p></main>';
  const cancel = revealWhenSettled(root);
  cancel();
  jest.advanceTimersByTime(5000);
  expect(document.getElementById('fp')).not.toBeNull();
});

test('a remote that hangs holds the app back no longer than the timeout', () => {
  jest.useFakeTimers();
  const root = page(true);
  revealWhenSettled(root, 4000);
  root.innerHTML = '<main id="content"><div data-remote-mount="games"><div data-testid="remote-loading"></div></div></main>';
  jest.advanceTimersByTime(3999);
  expect(document.getElementById('fp')).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(document.getElementById('fp')).toBeNull();
});

test('no first paint in the page: the app shows at once; a cancelled wait never reveals', () => {
  page(false);
  revealWhenSettled(document.getElementById('root')!);
  expect(document.documentElement.hasAttribute('data-fp')).toBe(false);

  jest.useFakeTimers();
  const root = page(true);
  const cancel = revealWhenSettled(root, 100);
  cancel();
  jest.advanceTimersByTime(200);
  expect(document.getElementById('fp')).not.toBeNull();
  revealApp();
  revealApp();
  expect(document.getElementById('fp')).toBeNull();
});

test("showing the app lets the federation runtime preload a module's chunks again", () => {
  allowRuntimePreloads(false);
  const decide = vitrineRuntimePlugin().beforePreloadRemote as unknown as (args: { preloadOps: unknown[] }) => void;
  const atBoot = [{ nameOrAlias: 'promotions', exposes: ['./PromotionsPage'] }];
  decide({ preloadOps: atBoot });
  expect(atBoot).toEqual([]);
  page(true);
  revealApp();
  const later = [{ nameOrAlias: 'promotions', exposes: ['./PromotionsPage'] }];
  decide({ preloadOps: later });
  expect(later).toHaveLength(1);
  allowRuntimePreloads(false);
});
