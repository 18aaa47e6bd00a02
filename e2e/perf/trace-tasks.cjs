// The main thread's long tasks in a Chrome trace (Lighthouse's own), each with what it spent its
// time on: for work on total blocking time (issue 9). Pure functions over trace events; the CLI is
// long-tasks.mjs, the tests ops/test/trace-tasks.test.ts.
//
// Lighthouse's mobile simulation runs each main-thread task 4× slower than observed and counts the
// part of every task over 50 ms. So a task observed at 12.5 ms or more is a long task there, and
// its blocking time is 4 × duration − 50. The estimate here is per task of the observed trace; the
// score itself comes from Lighthouse's simulated graph, so the two differ, but what dominates one
// dominates the other.

const CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;
/** The observed duration from which a task is long at Lighthouse's 4×. */
const LONG_AT_4X_MS = BLOCKING_THRESHOLD_MS / CPU_SLOWDOWN;

/** The blocking time a task of `durationMs` (observed) counts for at Lighthouse's 4×. */
function blockingAt4x(durationMs) {
  return Math.max(0, durationMs * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS);
}

/** A URL without its origin and query: the file that ran. */
function fileOf(url) {
  if (!url) return '';
  return String(url)
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '');
}

const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'PrePaint', 'Layerize', 'ScheduleStyleRecalculation', 'IntersectionObserverController::computeIntersections', 'HitTest']);
const PAINT = new Set(['Paint', 'PaintImage', 'Commit', 'Decode Image', 'Decode LazyPixelRef', 'ImageDecodeTask', 'RasterTask', 'CompositeLayers']);
const HTML = new Set(['ParseHTML', 'DecodedDataDocumentParser::AppendBytes', 'DocumentLoader::CommitNavigation', 'DocumentLoader::FinishedLoading', 'DocumentLoader::CreateParserPostCommit']);
/** Script events; any other `v8.*` / `V8.*` event (compile, interrupts, deopts) is script work too. */
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ScriptCatchup', 'ScriptCompiled']);

/**
 * What an event's own time is counted as. Script work is named by the file it runs in, taken
 * from the event or the nearest enclosing script event that names one ('script' when none does).
 * A microtask checkpoint runs whatever promise callbacks are due, not only the enclosing script's
 * (at the end of a boot-script timer: the app's module loading, say), so it is 'microtasks', or
 * 'microtasks after <file>' when it ran at the end of that file's script.
 */
function kindOf(event, scriptFile) {
  const name = event.name;
  if (name === 'RunMicrotasks') return scriptFile ? `microtasks after ${scriptFile}` : 'microtasks';
  if (/GC|garbage/i.test(name)) return 'gc';
  if (STYLE_LAYOUT.has(name)) return 'style & layout';
  if (PAINT.has(name)) return 'paint';
  if (HTML.has(name)) return 'html';
  if (SCRIPT.has(name) || /^v8\./i.test(name)) return scriptFile ? `script ${scriptFile}` : 'script';
  return 'other';
}

/** The renderer main thread that did the most work: the page's. */
function mainThreadOf(events) {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args && e.args.name === 'CrRendererMain');
  let best = null;
  let bestWork = -1;
  for (const thread of threads) {
    let work = 0;
    for (const e of events) if (e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask') work += e.dur || 0;
    if (work > bestWork) {
      best = thread;
      bestWork = work;
    }
  }
  return best ? { pid: best.pid, tid: best.tid } : null;
}

/**
 * The main thread's top-level tasks that end after `fromMs` (since navigation start) and last at
 * least `minMs`, each with its own time split by kind (see kindOf). Times in ms.
 * @returns {{start: number, duration: number, blocking: number, kinds: Record<string, number>, cause: string}[]}
 */
function longTasks(events, { fromMs = 0, minMs = LONG_AT_4X_MS } = {}) {
  const thread = mainThreadOf(events);
  if (!thread) return [];
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid) || events.find((e) => e.name === 'navigationStart');
  const origin = navigation ? navigation.ts : 0;
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  /** The open events, outermost first, each with the script file it is in. */
  const stack = [];
  let task = null;
  const charge = (entry, micros) => {
    if (!task) return;
    const kind = kindOf(entry.event, entry.file);
    task.kinds[kind] = (task.kinds[kind] || 0) + micros / 1000;
  };
  for (const event of own) {
    while (stack.length && stack[stack.length - 1].event.ts + stack[stack.length - 1].event.dur <= event.ts) stack.pop();
    if (stack.length === 0 && event.name !== 'RunTask') task = null;
    if (event.name === 'RunTask' && stack.length === 0) {
      const start = (event.ts - origin) / 1000;
      const duration = event.dur / 1000;
      task = start + duration > fromMs && duration >= minMs ? { start, duration, blocking: blockingAt4x(duration), kinds: {}, cause: '' } : null;
      if (task) tasks.push(task);
    } else if (stack.length) {
      charge(stack[stack.length - 1], -event.dur);
    }
    const parent = stack[stack.length - 1];
    const named = event.args && event.args.data && event.args.data.url ? fileOf(event.args.data.url) : '';
    const entry = { event, file: named || (parent ? parent.file : '') };
    charge(entry, event.dur);
    stack.push(entry);
  }
  for (const t of tasks) {
    const ranked = Object.entries(t.kinds).sort((a, b) => b[1] - a[1]);
    t.cause = ranked.length ? ranked[0][0] : 'other';
  }
  return tasks;
}

/**
 * Over several runs: for each cause (the kind a long task spent most on), the blocking time per
 * run at 4× and how many tasks per run, largest first.
 */
function blockingByCause(runs) {
  const count = Math.max(1, runs.length);
  const byCause = new Map();
  for (const tasks of runs)
    for (const t of tasks) {
      const row = byCause.get(t.cause) || { cause: t.cause, blockingPerRun: 0, tasksPerRun: 0 };
      row.blockingPerRun += t.blocking / count;
      row.tasksPerRun += 1 / count;
      byCause.set(t.cause, row);
    }
  return [...byCause.values()].sort((a, b) => b.blockingPerRun - a.blockingPerRun);
}

module.exports = { CPU_SLOWDOWN, LONG_AT_4X_MS, blockingAt4x, fileOf, kindOf, mainThreadOf, longTasks, blockingByCause };
