import { waitFor } from '@testing-library/react';
import vitrineRuntimePlugin, { allowRuntimePreloads, chunkIntegrity, entryIntegrity, manifestIntegrity, REMOTE_ENTRY_TIMEOUT_MS, scriptIntegrity, UNPINNED } from './runtime-plugin';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };

describe('remote entry scripts', () => {
  const createScript = vitrineRuntimePlugin().createScript as unknown as CreateScript;

  it('load with the spec timeout of 120 s (not the runtime default of 20 s)', () => {
    expect(REMOTE_ENTRY_TIMEOUT_MS).toBe(120_000);
    const { script, timeout } = createScript({ url: 'http://localhost/remotes/games/1.0.0/remoteEntry.js', attrs: { crossorigin: 'anonymous' } });
    expect(timeout).toBe(120_000);
    expect(script.src).toBe('http://localhost/remotes/games/1.0.0/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('carry the integrity from remotes.json when there is one', () => {
    entryIntegrity.set('http://localhost/remotes/member/1.0.0/remoteEntry.js', 'sha384-abc');
    const { script } = createScript({ url: 'http://localhost/remotes/member/1.0.0/remoteEntry.js' });
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
  });
});

describe('remote mf-manifest.json', () => {
  type Fetch = (url: string, init: RequestInit) => Promise<Response> | undefined;
  const hook = vitrineRuntimePlugin().fetch as unknown as Fetch;
  const original = globalThis.fetch;
  let calls: { url: string; init: RequestInit }[] = [];
  const answer = (body: unknown) => {
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
  };
  beforeEach(() => {
    calls = [];
    manifestIntegrity.clear();
  });
  afterAll(() => {
    globalThis.fetch = original;
  });

  it('is fetched with the integrity remotes.json gives it, so the browser refuses other bytes', async () => {
    manifestIntegrity.set('http://localhost/remotes/games/1.0.0/mf-manifest.json', 'sha384-pinned');
    answer({ name: 'games', metaData: { publicPath: 'auto' } });
    const response = await hook('/remotes/games/1.0.0/mf-manifest.json', { method: 'GET' });
    expect(calls[0].init.integrity).toBe('sha384-pinned');
    expect(await response!.json()).toEqual({ name: 'games', metaData: { publicPath: 'auto' } });
  });

  it('is refused when it carries getPublicPath, which the runtime would run as code', async () => {
    manifestIntegrity.set('http://localhost/remotes/games/1.0.0/mf-manifest.json', 'sha384-pinned');
    answer({ name: 'games', metaData: { getPublicPath: 'function(){ window.__pwned = 1; return "/" }' } });
    await expect(hook('/remotes/games/1.0.0/mf-manifest.json', {})).rejects.toThrow(/getPublicPath/);
  });

  it('takes the chunk hashes of a verified manifest; a file of that remote with no hash is refused', async () => {
    manifestIntegrity.set('http://localhost/remotes/promotions/2.0.0/mf-manifest.json', 'sha384-pinned');
    answer({ name: 'promotions', metaData: { publicPath: 'auto', chunkIntegrity: { '12.abc.js': 'sha256-chunk', 'bad.js': 'md5-x', 'sub/7.def.js': 'sha256-sub', '../up.js': 'sha256-up' } } });
    await hook('/remotes/promotions/2.0.0/mf-manifest.json', {});
    expect(scriptIntegrity('http://localhost/remotes/promotions/2.0.0/12.abc.js')).toBe('sha256-chunk');
    expect(scriptIntegrity('/remotes/promotions/2.0.0/99.def.js')).toBe(UNPINNED);
    expect(scriptIntegrity('/remotes/promotions/2.0.0/bad.js')).toBe(UNPINNED);
    // A name with a path resolves as a URL against the manifest's folder.
    expect(scriptIntegrity('http://localhost/remotes/promotions/2.0.0/sub/7.def.js')).toBe('sha256-sub');
    expect(scriptIntegrity('http://localhost/remotes/promotions/up.js')).toBe('sha256-up');
    expect(scriptIntegrity('http://localhost/remotes/promotions/2.0.0/up.js')).toBe(UNPINNED);
    const createScript = vitrineRuntimePlugin().createScript as unknown as (a: { url: string }) => { script: HTMLScriptElement };
    expect(createScript({ url: '/remotes/promotions/2.0.0/12.abc.js' }).script.integrity).toBe('sha256-chunk');
    // A remote not pinned (a development override) is left alone.
    expect(scriptIntegrity('http://localhost:3001/remoteEntry.js')).toBeNull();
    chunkIntegrity.clear();
  });

  it('leaves other requests to the runtime', () => {
    expect(hook('/remotes/games/1.0.0/remoteEntry.js', {})).toBeUndefined();
  });
});

describe("the runtime's own preload of a module's chunks", () => {
  // A remote whose HomePage needs two chunks of its own, as its mf-manifest.json lists them.
  const manifest = {
    id: 'games',
    name: 'games',
    metaData: {
      name: 'games',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: 'games' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'games',
      pluginVersion: '2.0.0',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'games:HomePage',
        name: 'HomePage',
        path: './HomePage',
        assets: { js: { sync: ['11.home.js', '22.home.js'], async: ['33.later.js'] }, css: { sync: [], async: [] } },
      },
    ],
  };
  const original = globalThis.fetch;
  beforeEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers(),
      text: async () => JSON.stringify(manifest),
      json: async () => manifest,
    })) as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = original;
  });

  /** The scripts the runtime has put in the page while the remote entry is still loading. */
  async function scriptsWhileLoading(plugin: ReturnType<typeof vitrineRuntimePlugin>, name: string) {
    const { createInstance } = await import('@module-federation/enhanced/runtime');
    const entry = `http://localhost/remotes/${name}/1.0.0/mf-manifest.json`;
    const federation = createInstance({ name: `host-${name}`, remotes: [{ name: 'games', entry }], plugins: [plugin] });
    // The entry never loads in jsdom: the load stays pending, as it is before the entry has run.
    void federation.loadRemote('games/HomePage').catch(() => undefined);
    const base = `http://localhost/remotes/${name}/1.0.0/`;
    await waitFor(() => expect(document.querySelector(`script[src="${base}remoteEntry.js"]`)).not.toBeNull());
    return [...document.querySelectorAll('script')].map((s) => s.src.replace(base, ''));
  }

  afterEach(() => allowRuntimePreloads(false));

  it('is declined while the page boots: the first load of a module appends its remote entry only', async () => {
    expect(await scriptsWhileLoading(vitrineRuntimePlugin(), 'declined')).toEqual(['remoteEntry.js']);
  });

  it('is back once the app is shown: the chunks download beside the entry', async () => {
    allowRuntimePreloads();
    expect((await scriptsWhileLoading(vitrineRuntimePlugin(), 'allowed')).sort()).toEqual(['11.home.js', '22.home.js', 'remoteEntry.js']);
  });
});
