import path from 'node:path';
import { buildServer } from './server';

const started = process.hrtime.bigint();

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  const dbFile = process.env.SANDBOX_DB ?? path.resolve(__dirname, '../../.data/sandbox.db');
  const app = await buildServer({ dbFile, seed: true, logger: process.env.SANDBOX_LOG === '1' });
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
  console.log(`sandbox listening on http://${host}:${port} (cold start ${ms} ms)`);
  console.log(`sandbox database: ${dbFile}; control API: http://${host}:${port}/__sandbox/`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
