/**
 * Where things live. The repo root is two levels above this file (ops/src/paths.ts); every folder
 * can be moved by an environment variable so tests and CI can point the tools elsewhere.
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The remotes ops knows about, with their workspace folder and package name. */
export const REMOTES = {
  games: { folder: 'remote-games', pkg: '@vitrine/remote-games' },
  member: { folder: 'remote-member', pkg: '@vitrine/remote-member' },
  agent: { folder: 'remote-agent', pkg: '@vitrine/remote-agent' },
  promotions: { folder: 'remote-promotions', pkg: '@vitrine/remote-promotions' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName =>
  Object.prototype.hasOwnProperty.call(REMOTES, name);

/** Resolve a path the user typed relative to where they typed it (pnpm runs scripts at the root). */
export const fromUserCwd = (p: string): string => path.resolve(process.env.INIT_CWD || process.cwd(), p);

export const cdnDir = (): string =>
  process.env.CDN_DIR ? fromUserCwd(process.env.CDN_DIR) : path.join(REPO_ROOT, '.cdn');
export const hostDir = (): string =>
  process.env.HOST_DIR ? fromUserCwd(process.env.HOST_DIR) : path.join(REPO_ROOT, 'host', 'dist');
export const remoteDistDir = (name: RemoteName): string => path.join(REPO_ROOT, REMOTES[name].folder, 'dist');

export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';
export const sandboxUrl = (): string => process.env.SANDBOX_URL || DEFAULT_SANDBOX_URL;
