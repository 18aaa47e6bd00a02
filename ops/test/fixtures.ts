/** Small fake builds for the ops tests (no webpack needed). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const tempDir = (prefix = 'vitrine-ops-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

const write = (file: string, content: string | object): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
};

export const HOST_SHARED = {
  react: '19.2.0',
  'react-dom/client': '19.2.0',
  rxjs: '7.8.2',
  '@vitrine/shared': '1.0.0',
};

/** A host dist: index.html, main.js, one hashed chunk and mf-manifest.json with shared versions. */
export function makeHost(dir: string, shared: Record<string, string> = HOST_SHARED): string {
  write(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script><script defer src="/vendor.0123456789.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(path.join(dir, 'main.js'), `console.log("host main");\n${'// padding\n'.repeat(100)}`);
  write(
    path.join(dir, 'vendor.0123456789.js'),
    `console.log("vendor chunk");\n${'// padding\n'.repeat(100)}`,
  );
  write(path.join(dir, 'assets', 'logo.abcdef0123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write(path.join(dir, 'mf-manifest.json'), {
    id: 'host',
    name: 'host',
    metaData: { name: 'host', remoteEntry: { name: '', path: '' } },
    shared: Object.entries(shared).map(([name, version]) => ({
      id: `host:${name}`,
      name,
      version,
      singleton: true,
      requiredVersion: `^${version}`,
    })),
    remotes: [],
    exposes: [],
  });
  return dir;
}

export interface RemoteFixture {
  name?: string;
  version?: string;
  requires?: Record<string, string>;
  marker?: string;
}

/** A remote dist: remoteEntry.js, one exposed page chunk, mf-manifest.json, contribution.json, build-info.json. */
export function makeRemote(
  dir: string,
  {
    name = 'games',
    version = '1.0.0',
    requires = { react: '^19.0.0', 'react-dom': '^19.0.0', rxjs: '^7.8.0', '@vitrine/shared': '^1.0.0' },
    marker = version,
  }: RemoteFixture = {},
): string {
  const chunk = `page.${(marker + '0000000000').replace(/[^0-9a-z]/gi, '').slice(0, 10)}.js`;
  write(
    path.join(dir, 'remoteEntry.js'),
    `var ${name}; /* remote entry ${name} ${marker} */\n${'// padding\n'.repeat(60)}`,
  );
  write(path.join(dir, chunk), `export default "page ${name} ${marker}";\n${'// padding\n'.repeat(60)}`);
  write(path.join(dir, 'mf-manifest.json'), {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:HomePage`,
        name: 'HomePage',
        path: './HomePage',
        assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });
  write(path.join(dir, 'contribution.json'), {
    remote: name,
    namespace: name,
    routes: [
      { path: `/${name}`, expose: './HomePage', chrome: { header: true, footer: true, sideMenu: true } },
    ],
  });
  write(path.join(dir, 'build-info.json'), { name, version, requires, builtAt: new Date().toISOString() });
  return dir;
}
