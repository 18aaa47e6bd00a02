import { useObservable } from '../state/use-observable';
import { getManifest, manifest$ } from './loader';
import type { RemoteManifest } from './manifest';

export function useManifest(): RemoteManifest | null {
  return useObservable(manifest$, getManifest);
}
