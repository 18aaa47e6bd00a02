/** The refusal every release/rollback step throws, and the small file helpers the steps share. */
import fs from 'node:fs';
import path from 'node:path';

/** A release or rollback that was refused; `message` is the one-line reason shown to the user. */
export class Refusal extends Error {
  override name = 'Refusal';
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A path as the user should read it: relative to the current folder. */
export const rel = (p: string): string => path.relative(process.cwd(), p) || '.';

/** Read a JSON file; a missing or unparsable file is a `Refusal` naming `label`. */
export function parseJsonFile(file: string, label: string): unknown {
  if (!fs.existsSync(file)) throw new Refusal(`${label} is missing (${rel(file)})`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Refusal(`${label} is not valid JSON (${rel(file)}): ${(error as Error).message}`);
  }
}
