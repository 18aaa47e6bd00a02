/**
 * Search benchmark: time per keystroke to updated results on the full catalogue.
 *
 *   (cd sandbox && npx tsx ../remote-games/bench/search-bench.ts)                 # catalogue from the sandbox seed
 *   (cd sandbox && npx tsx ../remote-games/bench/search-bench.ts --url http://localhost:8080)   # from a running stack
 *
 * Catalogue: every top-level game, fetched from a running sandbox/gateway exactly as the search
 * page does (GCSGAME_gameList, pageSize 200, all pages), or — without --url — produced by the
 * sandbox's own seed in an in-memory database (the same 5,310 games).
 *
 * One keystroke's work is what the search page does between an input event and new results:
 * run the searcher on the new text (narrowing from the previous matches when typing forward) and
 * cut the first page of results (24 tiles; the DOM is bounded, so render cost does not grow with
 * the catalogue). Each scenario types a query character by character, then deletes it back to
 * nothing; a second pass runs every keystroke from scratch (no narrowing), as after a paste.
 * Prints median, p95 and worst per keystroke. Target: < 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { buildIndex, createSearcher, type Searchable } from '../src/features/search/search-index';
import { RESULTS_PER_PAGE } from '../src/features/search/constants';

interface Game extends Searchable {
  gameType: string;
}

async function fromGateway(base: string): Promise<Game[]> {
  const page = async (pageNo: number) => {
    const response = await fetch(`${base}/wps/relay/GCSGAME_gameList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Device: 'web', Language: 'en' },
      body: JSON.stringify({ clientType: 3, platform: 'html5-desktop', pageNo, pageSize: 200 }),
    });
    const envelope = (await response.json()) as {
      success: boolean;
      value: { games: Game[]; totalPages: number };
    };
    if (!envelope.success) throw new Error(`gameList page ${pageNo} failed`);
    return envelope.value;
  };
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.games);
}

async function fromSeed(): Promise<Game[]> {
  // The sandbox's own seed, in memory (run from sandbox/ so its dependencies resolve).
  const { openDb } = await import('../../sandbox/src/db');
  const { seed } = await import('../../sandbox/src/seed');
  const { Ledger } = await import('../../sandbox/src/services/ledger');
  const { BalanceBus } = await import('../../sandbox/src/services/bus');
  const db = openDb(':memory:');
  seed(db, new Ledger(db, new BalanceBus()));
  const rows = db
    .prepare(
      'SELECT node_id, game_name, vassalage, game_type FROM games WHERE parent_node_id IS NULL ORDER BY is_hot DESC, sort, node_id',
    )
    .all() as {
    node_id: string;
    game_name: string;
    vassalage: string;
    game_type: string;
  }[];
  return rows.map((r) => ({
    nodeId: r.node_id,
    gameName: r.game_name,
    vassalage: r.vassalage,
    gameType: r.game_type,
  }));
}

const QUERIES = [
  'fortune tiger',
  'golden',
  'speed baccarat',
  'dragon',
  'mega 6/45',
  'thunder',
  'pg',
  'zzz nothing',
  'o',
];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), worst: sorted[sorted.length - 1] };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

async function main() {
  const urlArg = process.argv.indexOf('--url');
  const base = urlArg > 0 ? process.argv[urlArg + 1] : process.env.CATALOGUE_URL;
  const started = performance.now();
  const games = base ? await fromGateway(base.replace(/\/$/, '')) : await fromSeed();
  console.log(
    `catalogue: ${games.length} games from ${base ? base : 'the sandbox seed'} (${ms(performance.now() - started)})`,
  );

  let t = performance.now();
  const index = buildIndex(games);
  console.log(`index: built in ${ms(performance.now() - t)}`);

  // Warm the JIT a little, as a page would after its first few keystrokes.
  const warm = createSearcher(index);
  for (const q of QUERIES) for (let i = 1; i <= q.length; i++) warm(q.slice(0, i));

  const typing: number[] = [];
  const scratch: number[] = [];
  let shown = 0;
  for (const query of QUERIES) {
    const search = createSearcher(index);
    const steps = [
      ...Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)),
      ...Array.from({ length: query.length }, (_, i) => query.slice(0, query.length - 1 - i)),
    ];
    for (const text of steps) {
      t = performance.now();
      const result = search(text);
      shown += result.games.slice(0, RESULTS_PER_PAGE).length;
      typing.push(performance.now() - t);
    }
    for (const text of steps) {
      const fresh = createSearcher(index);
      t = performance.now();
      const result = fresh(text);
      shown += result.games.slice(0, RESULTS_PER_PAGE).length;
      scratch.push(performance.now() - t);
    }
    console.log(`  "${query}": ${createSearcher(index)(query).total} matches`);
  }
  const a = stats(typing);
  const b = stats(scratch);
  console.log(
    `typing (narrowing): ${a.n} keystrokes, median ${ms(a.median)}, p95 ${ms(a.p95)}, worst ${ms(a.worst)}`,
  );
  console.log(
    `from scratch:       ${b.n} keystrokes, median ${ms(b.median)}, p95 ${ms(b.p95)}, worst ${ms(b.worst)}`,
  );
  console.log(
    `target < 50 ms per keystroke: ${Math.max(a.worst, b.worst) < 50 ? 'met' : 'NOT met'} (results rendered per keystroke: at most ${RESULTS_PER_PAGE} tiles; ${shown} tiles cut in total)`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
