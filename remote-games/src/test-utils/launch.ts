import { launchOf, type StoredLaunch } from '../features/launch/launch-store';

/** The launch a `/game?launch=<id>` address names (null when the address is not one). */
export function launchAt(address: string | null | undefined): StoredLaunch | null {
  const match = /^\/game\?launch=([0-9a-f]{24})$/.exec(address ?? '');
  return match ? launchOf(match[1]) : null;
}
