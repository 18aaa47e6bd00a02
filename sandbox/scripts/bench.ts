/**
 * Loopback benchmark: starts the sandbox on a temp file DB (cold start measured, 5,000+ game seed)
 * and runs autocannon against the game list and login routes. Prints requests/s.
 *
 *   npx tsx sandbox/scripts/bench.ts            (10 s per route, 50 connections)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npx tsx sandbox/scripts/bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/server';
import { encryptForSandbox } from '../test/util';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function run(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: seconds, connections, ...opts });
  const non2xx = result.non2xx;
  console.log(`${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}   non-2xx ${non2xx}`);
  return result;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const t0 = process.hrtime.bigint();
  const app = await buildServer({ dbFile: path.join(dir, 'sandbox.db'), seed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const coldMs = Number((process.hrtime.bigint() - t0) / 1_000_000n);
  const games = (app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  console.log(`cold start (migrate + seed ${games} games + RSA key + routes): ${coldMs} ms`);

  const t1 = process.hrtime.bigint();
  const warm = await buildServer({ dbFile: path.join(dir, 'sandbox.db'), seed: true });
  console.log(`warm start (existing DB): ${Number((process.hrtime.bigint() - t1) / 1_000_000n)} ms`);
  await warm.close();

  const headers = { 'content-type': 'application/json', Merchant: 'VITRINE', Language: 'PT' };
  await run('POST GCSGAME_gameList (page 1)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ pageNo: 1, pageSize: 24 }) });
  await run('POST GCSGAME_gameList (PG, p3)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ pageNo: 3, pageSize: 24, vassalage: 'PG' }) });
  await run('POST GCSGAME_gameList (name)', { url: `${url}/wps/relay/GCSGAME_gameList`, method: 'POST', headers, body: JSON.stringify({ gameName: 'tiger', pageSize: 24 }) });
  const pem = app.sandbox.keys.publicPem;
  const enc = encryptForSandbox({ username: 'demo', password: 'Demo1234', type: 'username' }, pem);
  await run('POST session/login (encrypted)', { url: `${url}/wps/session/login`, method: 'POST', headers: { ...headers, ...enc.headers }, body: JSON.stringify(enc.payload) });
  await run('GET system/status', { url: `${url}/wps/system/status`, method: 'GET', headers });
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
