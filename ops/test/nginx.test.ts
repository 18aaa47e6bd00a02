/** The nginx config parses (when nginx is installed; Debian: apt-get install nginx libnginx-mod-http-brotli-static). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './fixtures';
import { PERMISSIONS_POLICY, REFERRER_POLICY, nginxCspInclude } from '../src/csp';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) =>
  fs.existsSync(p),
);
const brotli = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
].find((p) => fs.existsSync(p));
const read = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'nginx', name), 'utf8');
const conf = read('vitrine.conf');
const devUpstream = read('sandbox-upstream.dev.conf');
const devLocations = read('sandbox.dev.conf');
/** The config without its comments (what nginx reads). */
const directives = (text: string) => text.replace(/#.*$/gm, '');

describe('nginx/vitrine.conf', () => {
  it('has the one-origin rules', () => {
    expect(conf).toMatch(/location = \/remotes\.json[\s\S]*?Cache-Control "no-cache"/);
    expect(directives(conf)).toMatch(/location \^~ \/remotes\/ \{[^}]*add_header Cache-Control \$vitrine_forever always;/);
    expect(conf).toMatch(/\^\/\(wps\|lgw\|lotto\)/);
    expect(conf).toContain('proxy_set_header Upgrade $http_upgrade');
    expect(conf).toContain('"code":"gateway_unavailable"');
    expect(conf).toContain('brotli_static on');
    expect(conf).toContain('gzip_static on');
    expect(conf).toContain('try_files $uri /index.html');
  });

  it('caches for good only files that exist: versioned remote files and hashed host files; their errors are revalidated', () => {
    const text = directives(conf);
    const map = text.slice(text.indexOf('map $status $vitrine_forever {'));
    const block = map.slice(0, map.indexOf('}') + 1);
    for (const status of ['200', '206', '304']) expect(block).toMatch(new RegExp(`\\n\\s*${status}\\s+"public, max-age=31536000, immutable";`));
    expect(block).toMatch(/\n\s*default\s+"no-cache";/);
    // Nothing sends the immutable header as a literal, which would also go out with a 404.
    expect(text.match(/add_header Cache-Control "[^"]*immutable/g)).toBeNull();
    const hashed = text.slice(text.indexOf('location ~* "\\.[0-9a-f]{10}'));
    expect(hashed.slice(0, hashed.indexOf('try_files'))).toContain('add_header Cache-Control $vitrine_forever always;');
  });

  it('serves the service worker and the web app manifest no-cache (install as an app)', () => {
    const text = directives(conf);
    for (const location of ['location = /sw.js', 'location = /manifest.webmanifest']) {
      const start = text.indexOf(location);
      const block = text.slice(start, text.indexOf('try_files', start) + 30);
      expect(block).toContain('add_header Cache-Control "no-cache" always;');
      expect(block).toContain('try_files $uri =404;');
    }
    expect(text).toMatch(/location = \/manifest\.webmanifest \{[^}]*types \{ \}[^}]*default_type application\/manifest\+json;/);
  });

  it('production: no /__sandbox location and no upstream of its own (none on the sandbox port)', () => {
    const text = directives(conf);
    expect(text).not.toMatch(/__sandbox/);
    expect(text).not.toMatch(/\bupstream\b/);
    expect(text).not.toMatch(/:4010\b/);
    expect(text).toContain('proxy_pass http://vitrine_backend;');
    expect(text).toContain('include /srv/vitrine/nginx.d/*.conf;');
  });

  it('HTML locations send the generated CSP and the same Referrer-/Permissions-Policy as the gateway; HSTS guidance for the TLS terminator', () => {
    const text = directives(conf);
    expect(text).toContain('include /srv/vitrine/csp.conf;');
    for (const location of ['location = /index.html', 'location / ']) {
      const block = text.slice(text.indexOf(location), text.indexOf('}', text.indexOf(location)));
      expect(block).toContain('add_header Content-Security-Policy $vitrine_csp always;');
      expect(block).toContain(`add_header Referrer-Policy "${REFERRER_POLICY}" always;`);
      expect(block).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`);
    }
    expect(conf).toMatch(/#\s+add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;/);
  });

  it('the sandbox lives only in the dev includes, which say so', () => {
    expect(devUpstream).toMatch(/^# DEVELOPMENT \/ TEST ONLY/);
    expect(devLocations).toMatch(/^# DEVELOPMENT \/ TEST ONLY/);
    expect(directives(devUpstream)).toMatch(/upstream vitrine_backend \{\s*server 127\.0\.0\.1:4010;/);
    expect(directives(devLocations)).toContain('location ^~ /__sandbox');
  });

  /** nginx -t on the config as an operator (or a dev machine) assembles it. */
  const check = (dev: boolean) => {
    const dir = tempDir('vitrine-nginx-');
    try {
      const site = conf
        .replace(/\/srv\/vitrine\/host/g, path.join(dir, 'host'))
        .replace(/\/srv\/vitrine\/cdn/g, path.join(dir, 'cdn'))
        .replace(/\/srv\/vitrine\/nginx\.d/g, path.join(dir, 'nginx.d'));
      const body = brotli ? site : site.replace(/^\s*brotli_static on;$/m, '');
      fs.mkdirSync(path.join(dir, 'nginx.d'));
      if (dev) fs.writeFileSync(path.join(dir, 'nginx.d', 'sandbox.conf'), devLocations);
      fs.writeFileSync(path.join(dir, 'site.conf'), body.replace(/\/srv\/vitrine\/csp\.conf/g, path.join(dir, 'csp.conf')));
      fs.writeFileSync(path.join(dir, 'csp.conf'), nginxCspInclude('<script>boot()</script>', { frameSrc: ['https://games.example'] }));
      const upstream = dev ? devUpstream : 'upstream vitrine_backend { server 127.0.0.1:9; }\n';
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `${brotli ? `load_module ${brotli};\n` : ''}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${upstream}\n  include ${dir}/site.conf;\n}\n`,
      );
      const result = spawnSync(nginx as string, ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  (nginx ? it : it.skip)('passes nginx -t in front of an operator API', () => check(false));
  (nginx ? it : it.skip)('passes nginx -t with the sandbox dev includes', () => check(true));
});
