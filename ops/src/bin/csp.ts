/**
 * `pnpm csp [--host <dir>] [--out <file>]`: the nginx include of the storefront's CSP for a
 * deployed host (its index.html's inline script hashes, origins from CSP_* / CDN_PUBLIC_URL env).
 * Run after every host release; nginx includes it as /srv/vitrine/csp.conf (see nginx/vitrine.conf).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cspConfigFromEnv, nginxCspInclude } from '../csp';
import { hostDir } from '../paths';

try {
  const { values } = parseArgs({ options: { host: { type: 'string' }, out: { type: 'string' } } });
  const index = path.join(values.host ?? hostDir(), 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${index} does not exist (build the host first)`);
  const text = nginxCspInclude(fs.readFileSync(index, 'utf8'), cspConfigFromEnv());
  if (values.out) {
    fs.writeFileSync(`${values.out}.tmp`, text);
    fs.renameSync(`${values.out}.tmp`, values.out);
    console.error(`csp: wrote ${values.out}`);
  } else process.stdout.write(text);
} catch (error) {
  console.error(`csp: ${(error as Error).message}`);
  process.exit(1);
}
