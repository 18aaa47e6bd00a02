/**
 * Loopback benchmark: starts the sandbox as its own process (`tsx src/main.ts`) on a temp file DB,
 * measures the cold start (spawn → first answer of /wps/system/status, with the 5,000+ game seed)
 * and a warm start (same DB), then runs autocannon from this process against the game list and
 * login routes. Prints requests/s.
 *
 *   npx tsx sandbox/scripts/bench.ts            (10 s per route, 50 connections)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npx tsx sandbox/scripts/bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encryptForSandbox } from '../test/util';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function run(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: seconds, connections, ...opts });
  const non2xx = result.non2xx;
  console.log(`${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}   non-2xx ${non2xx}`);
  return result;
}

const PORT = Number(process.env.BENCH_PORT ?? 4099);
const url = `http://127.0.0.1:${PORT}`;

/** Spawns the sandbox; resolves with the child and the ms until /wps/system/status answered. */
async function startSandbox(dbFile: string): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = Date.now();
  const tsx = path.join(__dirname, '../node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(__dirname, '../src/main.ts')], { env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_DB: dbFile }, stdio: ['ignore', 'inherit', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error('sandbox exited');
    try {
      const r = await fetch(`${url}/wps/system/status`);
      if (r.ok) return { child, ms: Date.now() - t0 };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const dbFile = path.join(dir, 'sandbox.db');
  const cold = await startSandbox(dbFile);
  console.log(`cold start, new DB (process spawn + tsx + migrate + seed + RSA key → first answer): ${cold.ms} ms`);
  await stop(cold.child);
  const { child, ms } = await startSandbox(dbFile);
  console.log(`warm start, existing DB: ${ms} ms`);

  const headers = { 'content-type': 'application/json', Merchant: 'VITRINE', Language: 'PT' };
  try {
    await run('POST GCSGAME_gameList (page 1)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ pageNo: 1, pageSize: 24 }) });
    await run('POST GCSGAME_gameList (PG, p3)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ pageNo: 3, pageSize: 24, vassalage: 'PG' }) });
    await run('POST GCSGAME_gameList (name)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ gameName: 'tiger', pageSize: 24 }) });
    const pem = ((await (await fetch(`${url}/wps/session/key/rsa`)).json()) as { value: string }).value;
    const enc = encryptForSandbox({ username: 'demo', password: 'Demo1234', type: 'username' }, pem);
    await run('POST session/login (encrypted)', { url: `${url}/wps/session/login`, method: 'POST', headers: { ...headers, ...enc.headers }, body: JSON.stringify(enc.payload) });
    await run('GET system/status', { url: `${url}/wps/system/status`, method: 'GET', headers });
  } finally {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
