import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './server';

const started = process.hrtime.bigint();

/**
 * The control API is a development tool that must be asked for (SANDBOX_CONTROL=1; `pnpm dev` and
 * the e2e stack set it). Its key is SANDBOX_CONTROL_KEY, else a new random one per run, written
 * (mode 0600) to SANDBOX_CONTROL_KEY_FILE (default <repo>/.data/sandbox-control.key).
 */
export function controlFromEnv(env: NodeJS.ProcessEnv = process.env): { key: string; file?: string } | undefined {
  if (env.SANDBOX_CONTROL !== '1') return undefined;
  if (env.SANDBOX_CONTROL_KEY) return { key: env.SANDBOX_CONTROL_KEY };
  const key = crypto.randomBytes(24).toString('base64url');
  const file = env.SANDBOX_CONTROL_KEY_FILE ?? path.resolve(__dirname, '../../.data/sandbox-control.key');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return { key, file };
}

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  const dbFile = process.env.SANDBOX_DB ?? path.resolve(__dirname, '../../.data/sandbox.db');
  const control = controlFromEnv();
  const app = await buildServer({ dbFile, seed: true, logger: process.env.SANDBOX_LOG === '1', control });
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
  console.log(`sandbox listening on http://${host}:${port} (cold start ${ms} ms)`);
  console.log(
    control
      ? `sandbox database: ${dbFile}; control API: http://${host}:${port}/__sandbox/ (send X-Sandbox-Key: ${control.file ? `the key in ${control.file}` : '$SANDBOX_CONTROL_KEY'})`
      : `sandbox database: ${dbFile}; control API off (SANDBOX_CONTROL=1 turns it on)`,
  );
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module)
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
