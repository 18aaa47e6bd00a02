/** Small file helpers shared by release, start and budgets: listing, hashing, compressing, atomic writes. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Every file under `dir`, as sorted POSIX-style relative paths. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

export const sha256 = (data: Buffer | string): string =>
  crypto.createHash('sha256').update(data).digest('hex');

/** Subresource-integrity value of a file: `sha384-<base64>`. */
export const integrityOf = (file: string): string =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** A `.br` / `.gz` file whose uncompressed original sits beside it (our own precompressed sibling). */
export const isCompressedSibling = (rel: string, all: Set<string>): boolean =>
  (rel.endsWith('.br') || rel.endsWith('.gz')) && all.has(rel.slice(0, -3));

/**
 * Checksum of each file under `dir` (relative path → sha256). Precompressed siblings are left out
 * (they are derived), and so is the build timestamp of `build-info.json`, so that a rebuild of
 * identical code compares equal.
 */
export function contentDigest(dir: string): Map<string, string> {
  const files = listFiles(dir);
  const all = new Set(files);
  const digest = new Map<string, string>();
  for (const rel of files) {
    if (isCompressedSibling(rel, all)) continue;
    let data: Buffer | string = fs.readFileSync(path.join(dir, rel));
    if (rel === 'build-info.json') {
      try {
        const { builtAt: _builtAt, ...rest } = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
        data = JSON.stringify(rest);
      } catch {
        // keep raw bytes: a malformed file simply compares by content
      }
    }
    digest.set(rel, sha256(data));
  }
  return digest;
}

/** The files whose content differs between two digests (added, removed or changed). */
export function digestDifferences(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

/** Checksum of every file under `dir` including derived ones (tests and audits: "nothing changed"). */
export function treeChecksum(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(listFiles(dir).map((rel) => [rel, sha256(fs.readFileSync(path.join(dir, rel)))]));
}

export function copyDir(from: string, to: string, skip: (rel: string) => boolean = () => false): void {
  for (const rel of listFiles(from)) {
    if (skip(rel)) continue;
    const target = path.join(to, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, rel), target);
  }
}

const COMPRESSIBLE = /\.(js|mjs|cjs|json|css|html|svg|txt|map|xml|webmanifest|wasm|ico|ttf|otf)$/i;
export const isCompressible = (file: string): boolean => COMPRESSIBLE.test(file);

/**
 * Write `.br` and `.gz` siblings for every compressible file under `dir` (at least `minBytes` long).
 * With `onlyIfStale`, a sibling newer than its original is kept. Returns how many files were written.
 */
export function precompress(dir: string, { minBytes = 256, onlyIfStale = false } = {}): number {
  let written = 0;
  const files = listFiles(dir);
  const all = new Set(files);
  for (const rel of files) {
    if (!isCompressible(rel) || isCompressedSibling(rel, all)) continue;
    const file = path.join(dir, rel);
    const stat = fs.statSync(file);
    if (stat.size < minBytes) continue;
    const data = fs.readFileSync(file);
    const variants: Array<[string, () => Buffer]> = [
      [
        `${file}.br`,
        () =>
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
      ],
      [`${file}.gz`, () => zlib.gzipSync(data, { level: 9 })],
    ];
    for (const [target, compress] of variants) {
      if (onlyIfStale && fs.existsSync(target) && fs.statSync(target).mtimeMs >= stat.mtimeMs) continue;
      fs.writeFileSync(target, compress());
      written += 1;
    }
  }
  return written;
}

export const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const tempName = (target: string): string =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );

/** Write a file atomically: a temp file in the same folder, flushed, then renamed over the target. */
export function writeFileAtomic(target: string, content: string | Buffer): void {
  const tmp = tempName(target);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, target);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * Write `target` atomically with its `.br` and `.gz` siblings (the gateway and nginx's
 * `brotli_static`/`gzip_static` serve those), each renamed into place after the original, so a
 * sibling is never older than the file it compresses.
 */
export function writeFileAtomicCompressed(target: string, content: string | Buffer): void {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  writeFileAtomic(target, data);
  writeFileAtomic(
    `${target}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  writeFileAtomic(`${target}.gz`, zlib.gzipSync(data, { level: 9 }));
}

/** A fresh temp folder next to `target` (same file system, so a rename can publish it). */
export const tempDirBeside = (target: string): string => {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  return fs.mkdtempSync(`${path.join(path.dirname(target), `.${path.basename(target)}.tmp-`)}`);
};

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
