/**
 * Development: `/remotes.json` generated per request, the released manifest (if any) with each
 * remote served live from its build folder pointing at `/__dev/<name>/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../paths';

export function devManifest(cdnDir: string, devRemotes: Partial<Record<RemoteName, string>>): unknown {
  const file = path.join(cdnDir, 'remotes.json');
  type Loose = { schema: 1; remotes: Record<string, unknown> };
  const manifest: Loose = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Loose)
    : { schema: 1, remotes: {} };
  for (const [name, dir] of Object.entries(devRemotes)) {
    try {
      const contribution = JSON.parse(fs.readFileSync(path.join(dir, 'contribution.json'), 'utf8'));
      const info = JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as {
        version: string;
        requires?: Record<string, string>;
      };
      manifest.remotes[name] = {
        version: `${info.version}+dev`,
        entry: `/__dev/${name}/mf-manifest.json`,
        requires: info.requires,
        contribution,
      };
    } catch {
      // not built yet (webpack --watch is still compiling): keep the released entry, if any
    }
  }
  return manifest;
}
