import vitrineRuntimePlugin, { entryIntegrity, REMOTE_ENTRY_TIMEOUT_MS } from './runtime-plugin';

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
    entryIntegrity.set('/remotes/member/1.0.0/remoteEntry.js', 'sha384-abc');
    const { script } = createScript({ url: 'http://localhost/remotes/member/1.0.0/remoteEntry.js' });
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
  });
});
