import crypto from 'node:crypto';
import { analyticsCsp, contentSecurityPolicy, cspConfigFromEnv, htmlSecurityHeaders, inlineScriptHashes, mergeCsp, nginxCspInclude, sourceList } from '../src/csp';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('csp', () => {
  it('hashes every inline script as served, not external scripts or data blocks', () => {
    const boot = '\n      window.__VITRINE_CONFIG__ = {"apiBase":""};\n    ';
    const html = `<html><head><script>${boot}</script><script defer src="/main.js"></script><script type="application/json">{"a":1}</script><script type="module">import "/x.js";</script><SCRIPT>b()</SCRIPT></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha('import "/x.js";'), sha('b()')]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('the policy: self, the hashes and the configured origins; the fixed directives', () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"], {
      scriptSrc: ['https://cdn.example'],
      connectSrc: ['https://cdn.example', 'wss://push.example'],
      imgSrc: ['https://img.example'],
      frameSrc: ['https://games.example', 'https://chat.example'],
    });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'sha256-abc' https://cdn.example",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https://img.example",
      'font-src': "'self' data:",
      'connect-src': "'self' https://cdn.example wss://push.example",
      'frame-src': "'self' https://games.example https://chat.example",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'media-src': "'self'",
      'frame-ancestors': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'self'",
    });
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('configuration from env: origins only (paths dropped), bad entries refused', () => {
    expect(
      cspConfigFromEnv({
        CDN_PUBLIC_URL: 'https://cdn.example/storefront/',
        CSP_FRAME_SRC: 'https://games.example/launch, https://chat.example',
        CSP_IMG_SRC: 'https://img.example',
      }),
    ).toEqual({
      scriptSrc: ['https://cdn.example'],
      connectSrc: ['https://cdn.example'],
      imgSrc: ['https://img.example'],
      frameSrc: ['https://games.example', 'https://chat.example'],
    });
    expect(() => sourceList('javascript:alert(1)//x')).toThrow(/CSP source/);
    expect(() => sourceList('not a url')).toThrow(/CSP source/);
    expect(mergeCsp({ frameSrc: ['https://a.example'] }, { frameSrc: ['https://b.example'] }).frameSrc).toEqual(['https://a.example', 'https://b.example']);
  });

  it('analytics: the gtag origins only when a valid GTAG_ID is configured', () => {
    expect(analyticsCsp({})).toEqual({});
    expect(cspConfigFromEnv({}).scriptSrc).toEqual([]);
    expect(contentSecurityPolicy([], cspConfigFromEnv({}))).not.toMatch(/google/);
    const google = cspConfigFromEnv({ GTAG_ID: 'G-ABC1234' });
    expect(google.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(google.connectSrc).toContain('https://*.google-analytics.com');
    expect(google.imgSrc).toContain('https://*.google-analytics.com');
    // The e2e stand-in on loopback: its origin alone, path and query dropped.
    expect(analyticsCsp({ GTAG_ID: 'UA-1234567-1', GTAG_SCRIPT_URL: 'http://127.0.0.1:4180/__sandbox/cdn/gtag/js?x=1' })).toEqual({
      scriptSrc: ['http://127.0.0.1:4180'],
      connectSrc: ['http://127.0.0.1:4180'],
    });
    expect(() => analyticsCsp({ GTAG_ID: "G-1' 'unsafe-inline" })).toThrow(/not a Google tag id/);
    expect(() => analyticsCsp({ GTAG_ID: 'G-OK1234', GTAG_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/CSP source/);
  });

  it('HTML headers and the nginx include agree', () => {
    const html = '<script>boot()</script>';
    const headers = htmlSecurityHeaders(html, { frameSrc: ['https://games.example'] });
    expect(headers['Content-Security-Policy']).toContain(sha('boot()'));
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(nginxCspInclude(html, { frameSrc: ['https://games.example'] })).toContain(`set $vitrine_csp "${headers['Content-Security-Policy']}";`);
  });
});
