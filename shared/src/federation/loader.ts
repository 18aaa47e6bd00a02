/**
 * One cached load per exposed module. The host installs the actual loader (the Module
 * Federation runtime's `loadRemote`) through @vitrine/shared/internal; remotes and the host both
 * load through here, so a remote can show another remote's module (a slot) without importing it.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { RemoteId } from './contract';
import type { RemoteManifest } from './manifest';

export interface LoadOptions {
  /** The player asked to try again after this module failed: the loader starts afresh. */
  retry?: boolean;
}

export type ModuleLoader = (remote: RemoteId, expose: string, options?: LoadOptions) => Promise<unknown>;

let installed: ModuleLoader | null = null;
const inFlight = new Map<string, Promise<unknown>>();
/** Modules whose load has finished (prefetched or shown before): what `loadedRemoteModule` answers. */
const loaded = new Map<string, unknown>();
const manifest = new BehaviorSubject<RemoteManifest | null>(null);

const keyOf = (remote: RemoteId, expose: string) => `${remote}/${expose.replace(/^\.\//, '')}`;

/** Load an exposed module; concurrent and repeated calls share one load. Failed loads are forgotten. */
export function loadRemoteModule<T = unknown>(remote: RemoteId, expose: string, options: LoadOptions = {}): Promise<T> {
  const key = keyOf(remote, expose);
  let pending = inFlight.get(key);
  if (!pending) {
    if (!installed) return Promise.reject(new Error(`[remote:${remote}] no module loader installed`));
    pending = installed(remote, expose, options).then((mod) => {
      if (mod === null || mod === undefined) throw new Error(`[remote:${remote}] ${expose} could not be loaded`);
      if (inFlight.get(key) === pending) loaded.set(key, mod);
      return mod;
    });
    pending.catch(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending as Promise<T>;
}

/**
 * The module, when its load has already finished (a prefetched page); undefined otherwise. Lets a
 * mount show a prefetched page in the same render as the navigation, with no loading frame.
 */
export function loadedRemoteModule<T = unknown>(remote: RemoteId, expose: string): T | undefined {
  return loaded.get(keyOf(remote, expose)) as T | undefined;
}

/** Host-only. */
export const federationWriters = {
  installLoader(loader: ModuleLoader): void {
    installed = loader;
    inFlight.clear();
    loaded.clear();
  },
  setManifest(value: RemoteManifest): void {
    manifest.next(value);
  },
};

/** The live manifest (contributions of every remote), as the host read it at boot. */
export const manifest$: Observable<RemoteManifest | null> = manifest.asObservable();
export const getManifest = (): RemoteManifest | null => manifest.getValue();
