/**
 * The CDN folder's state: the live `remotes.json`, the append-only `release-history.jsonl`, the
 * lock that serialises writers, and `commit` (validate, swap remotes.json atomically, append the
 * history line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateManifest, type RemoteManifest } from '../../../shared/src/federation/manifest';
import { writeFileAtomicCompressed } from '../fsutil';
import type { RemoteName } from '../paths';
import { Refusal, parseJsonFile, rel } from './refusal';

export const MANIFEST = 'remotes.json';
export const HISTORY = 'release-history.jsonl';

export interface HistoryEntry {
  at: string;
  /** release: made live; canary: offered to `percent` of browsers; rollback: back to `version` (or canary withdrawn). */
  action: 'release' | 'rollback' | 'canary';
  percent?: number;
  remote: RemoteName;
  version: string;
  previous: string | null;
  integrity?: string;
  manifestIntegrity?: string;
}

/** The current `remotes.json` (an empty manifest when none was written yet). */
export function readLiveManifest(cdn: string): RemoteManifest {
  const file = path.join(cdn, MANIFEST);
  if (!fs.existsSync(file)) return { schema: 1, remotes: {} };
  // Entries released before manifest hashes existed are read as they are; what is written is checked.
  const result = validateManifest(parseJsonFile(file, 'the live remotes.json'), { requireIntegrity: false });
  if (!result.ok)
    throw new Refusal(
      `the live remotes.json is invalid (${result.errors.join('; ')}); fix it before releasing`,
    );
  return result.manifest;
}

export function readHistory(cdn: string): HistoryEntry[] {
  const file = path.join(cdn, HISTORY);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** The stack of live versions of one remote, replayed from the history (last = live). */
export function liveStack(history: HistoryEntry[], remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const h of history) {
    if (h.remote !== remote || h.action === 'canary') continue;
    if (h.action === 'release') {
      if (stack[stack.length - 1] !== h.version) stack.push(h.version);
    } else {
      while (stack.length && stack[stack.length - 1] !== h.version) stack.pop();
      if (!stack.length) stack.push(h.version);
    }
  }
  return stack;
}

/**
 * Serialise writers of one CDN folder: a lock file created exclusively, removed afterwards. A lock
 * older than a minute is considered left over by a crashed run.
 */
export function withLock<T>(cdn: string, fn: () => T): T {
  fs.mkdirSync(cdn, { recursive: true });
  const lock = path.join(cdn, '.release.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lock).mtimeMs;
      if (age > 60_000) fs.rmSync(lock, { force: true });
      else if (attempt > 50) throw new Refusal(`another release is running (${rel(lock)}); try again`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Make `manifest` live (atomic swap of remotes.json) and record `history`. Call inside `withLock`. */
export function commit(cdn: string, manifest: RemoteManifest, history: HistoryEntry): void {
  // Every entry this release or rollback writes is pinned (integrity of entry and manifest); the
  // other live entries are checked for shape only, so older entries do not block a release.
  const pinned = validateManifest({ schema: 1, remotes: { [history.remote]: manifest.remotes[history.remote] } });
  if (!pinned.ok) throw new Refusal(`the new remotes.json would be invalid: ${pinned.errors.join('; ')}`);
  const checked = validateManifest(manifest, { requireIntegrity: false });
  if (!checked.ok) throw new Refusal(`the new remotes.json would be invalid: ${checked.errors.join('; ')}`);
  // Compressed siblings too: remotes.json (about 15 KB) is on every page's critical path.
  writeFileAtomicCompressed(path.join(cdn, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.appendFileSync(path.join(cdn, HISTORY), `${JSON.stringify(history)}\n`);
}
