import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './RemoteBoundary';
import { federationWriters, loadedRemoteModule, loadRemoteModule } from './loader';

// The real loader, with `loadedRemoteModule` observable (one test makes it miss once).
jest.mock('./loader', () => {
  const actual = jest.requireActual<typeof import('./loader')>('./loader');
  return { ...actual, loadedRemoteModule: jest.fn(actual.loadedRemoteModule) };
});
import { bus } from '../bus/bus';
import { renderWithProviders } from '../testing';

function Page({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

let explode = false;
function Fragile() {
  if (explode) throw new Error('boom');
  return <p>fine now</p>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  explode = false;
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('mounts the exposed component with the given props', async () => {
    federationWriters.installLoader(async () => ({ default: Page }));
    renderWithProviders(<RemoteBoundary remote="games" expose="./HomePage" props={{ label: 'Lobby' }} />);
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it('a module already loaded (prefetched) shows in the first render: no loading frame', async () => {
    federationWriters.installLoader(async () => ({ default: Page }));
    await loadRemoteModule('promotions', './PromotionsPage');
    renderWithProviders(<RemoteBoundary remote="promotions" expose="./PromotionsPage" props={{ label: 'Promos' }} />);
    // Synchronously, right after the render: the page, never the loading state.
    expect(screen.getByRole('heading', { name: 'Promos' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
    // Not prefetched: the loading state first, then the page.
    renderWithProviders(<RemoteBoundary remote="promotions" expose="./VipPage" props={{ label: 'VIP' }} />);
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeInTheDocument();
  });

  it('a load that finishes between the render and its effect still shows the page (no endless loading)', async () => {
    federationWriters.installLoader(async () => ({ default: Page }));
    await loadRemoteModule('member', './HelpPage');
    // The render sees the module not loaded yet; by the effect it is (a prefetch landed in between).
    const peek = jest.mocked(loadedRemoteModule).mockImplementationOnce(() => undefined);
    renderWithProviders(<RemoteBoundary remote="member" expose="./HelpPage" props={{ label: 'Help' }} />);
    expect(peek).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  it('shows a retry when the remote cannot be loaded, tagged and logged, and recovers on retry', async () => {
    const failures: string[] = [];
    const off = bus.on('federation/remote-failed', (e) => failures.push(`${e.remote}:${e.phase}`));
    let attempts = 0;
    federationWriters.installLoader(async () => {
      attempts++;
      if (attempts === 1) throw new Error('entry 404');
      return { default: Page };
    });
    renderWithProviders(<RemoteBoundary remote="promotions" expose="./PromotionsPage" props={{ label: 'Promos' }} />);
    const failure = await screen.findByTestId('remote-failure');
    expect(failure).toHaveAttribute('data-remote', 'promotions');
    expect(failures).toEqual(['promotions:load']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[remote:promotions] load of ./PromotionsPage failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Promos' })).toBeInTheDocument();
    off();
  });

  it('contains a render failure of the remote and offers a retry', async () => {
    explode = true;
    federationWriters.installLoader(async () => ({ default: Fragile }));
    renderWithProviders(
      <div>
        <p>chrome</p>
        <RemoteBoundary remote="member" expose="./MemberCentre" kind="panel" props={{}} />
      </div>,
    );
    expect(await screen.findByTestId('remote-failure')).toHaveAttribute('data-remote', 'member');
    expect(screen.getByText('chrome')).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fine now')).toBeInTheDocument();
  });

  it('an area (the category nav) shows nothing while loading and a one-row retry under its own test id when it fails', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    federationWriters.installLoader(
      () =>
        new Promise((resolve, reject) => {
          release = () => (fail ? reject(new Error('entry 404')) : resolve({ default: Page }));
        }),
    );
    const { container } = renderWithProviders(<RemoteBoundary remote="games" expose="./CategoryNav" kind="area" props={{ label: 'Categories' }} failureTestId="category-nav-failure" />);
    expect(container.querySelector('[data-remote-mount="games"]')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
    release();
    const failure = await screen.findByTestId('category-nav-failure');
    expect(failure).toHaveAttribute('data-remote', 'games');
    expect(failure.querySelector('p')).toBeNull();
    expect(screen.queryByTestId('remote-failure')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    release();
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
  });

  it('the first load is plain; a retry tells the loader to start afresh', async () => {
    const calls: Array<{ retry?: boolean } | undefined> = [];
    let fail = true;
    federationWriters.installLoader(async (_remote, _expose, options) => {
      calls.push(options);
      if (fail) throw new Error('entry 404');
      return { default: Page };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<RemoteBoundary remote="games" expose="./HomePage" props={{ label: 'Home' }} />);
    await screen.findByTestId('remote-failure');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(calls).toEqual([{ retry: false }, { retry: true }]);
  });
});

describe('loadRemoteModule', () => {
  it('shares one load between concurrent callers and forgets failures', async () => {
    let calls = 0;
    federationWriters.installLoader(async () => {
      calls++;
      if (calls === 1) throw new Error('flaky');
      return { default: Page };
    });
    await expect(loadRemoteModule('agent', './A')).rejects.toThrow('flaky');
    const [a, b] = await Promise.all([loadRemoteModule('agent', './A'), loadRemoteModule('agent', './A')]);
    expect(a).toBe(b);
    expect(calls).toBe(2);
  });
});
