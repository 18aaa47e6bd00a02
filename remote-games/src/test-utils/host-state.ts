// Tests play the host's part: they write the session and boot state the host writes at run time.
// eslint-disable-next-line no-restricted-imports -- tests stand in for the host (the only writer)
import { bootWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';

export function setFreePlay(enabled: boolean): void {
  bootWriters.set(
    toBootState({
      status: 0,
      info: {
        whitelabel: [
          {
            modId: 'COMM3',
            enabled: '1',
            childrenNodes: [{ modId: 'FREEPLAY3', enabled: enabled ? '1' : '0' }],
          },
        ],
        imageCDNs: ['https://img.test'],
        launchGameCDNs: [LAUNCH_CDN],
      },
    } as never),
  );
}

/** The launch CDN of `setFreePlay`'s boot: a path-only launch answer resolves against it. */
export const LAUNCH_CDN = 'https://games.test';

export function logIn(): void {
  sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
}

export function logOut(): void {
  sessionWriters.clear();
}

/** Boot state with these whitelabel modules on (and, optionally, the brand's announcement types). */
export function setBoot({
  modules = [],
  announcementTypes,
  launchGameCDNs,
  esports,
}: { modules?: string[]; announcementTypes?: string[]; launchGameCDNs?: string[]; esports?: string[] } = {}): void {
  bootWriters.set(
    toBootState({
      status: 0,
      info: {
        whitelabel: modules.map((modId) => ({ modId, enabled: '1' })),
        imageCDNs: ['https://img.test'],
        ...(launchGameCDNs ? { launchGameCDNs } : {}),
        ...(announcementTypes || esports ? { brand: { announcementTypes, announcementExecution: 'B', esports } } : {}),
      },
    } as never),
  );
}

export function clearBoot(): void {
  bootWriters.set(null as never);
}
