/** The nginx config parses (when nginx is installed; Debian: apt-get install nginx libnginx-mod-http-brotli-static). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './fixtures';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) =>
  fs.existsSync(p),
);
const brotli = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
].find((p) => fs.existsSync(p));
const conf = fs.readFileSync(path.join(__dirname, '..', 'nginx', 'vitrine.conf'), 'utf8');

describe('nginx/vitrine.conf', () => {
  it('has the one-origin rules', () => {
    expect(conf).toMatch(/location = \/remotes\.json[\s\S]*?Cache-Control "no-cache"/);
    expect(conf).toMatch(/location \^~ \/remotes\/[\s\S]*?public, max-age=31536000, immutable/);
    expect(conf).toMatch(/\^\/\(wps\|lgw\|lotto\)/);
    expect(conf).toContain('location ^~ /__sandbox');
    expect(conf).toContain('proxy_set_header Upgrade $http_upgrade');
    expect(conf).toContain('"code":"gateway_unavailable"');
    expect(conf).toContain('brotli_static on');
    expect(conf).toContain('gzip_static on');
    expect(conf).toContain('try_files $uri /index.html');
  });

  (nginx ? it : it.skip)('passes nginx -t', () => {
    const dir = tempDir('vitrine-nginx-');
    try {
      const site = conf
        .replace(/\/srv\/vitrine\/host/g, path.join(dir, 'host'))
        .replace(/\/srv\/vitrine\/cdn/g, path.join(dir, 'cdn'));
      const body = brotli ? site : site.replace(/^\s*brotli_static on;$/m, '');
      fs.writeFileSync(path.join(dir, 'site.conf'), body);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `${brotli ? `load_module ${brotli};\n` : ''}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
      );
      const result = spawnSync(nginx as string, ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
