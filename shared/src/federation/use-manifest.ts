import { useSyncExternalStore } from 'react';
import { getManifest, manifest$ } from './loader';
import type { RemoteManifest } from './manifest';

export function useManifest(): RemoteManifest | null {
  return useSyncExternalStore(
    (onChange) => {
      const sub = manifest$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    getManifest,
    getManifest,
  );
}
