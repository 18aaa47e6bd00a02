/**
 * What the host learned at boot from `GET /wps/system/status` (brand, whitelabel modules,
 * CDNs, location), readable by every app. The host writes it once per boot.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { BootInfo, SystemStatus, WhitelabelNode } from '../api/endpoints/system';
import { useObservable } from '../state/use-observable';

export interface BootState {
  status: SystemStatus['status'];
  info: BootInfo;
  /** `modId → enabled`, flattened once from the whitelabel tree. */
  modules: Record<string, boolean>;
  /** One image CDN and one launch CDN, picked at random once per boot. */
  imageCdn: string;
  launchCdn: string;
}

const state = new BehaviorSubject<BootState | null>(null);
export const boot$: Observable<BootState | null> = state.asObservable();
export const getBoot = (): BootState | null => state.getValue();

export function flattenWhitelabel(nodes: WhitelabelNode[] | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (list: WhitelabelNode[] | undefined, parentOn: boolean) => {
    for (const node of list ?? []) {
      const on = parentOn && node.enabled === '1';
      out[node.modId] = on;
      walk(node.childrenNodes, on);
    }
  };
  walk(nodes, true);
  return out;
}

const pick = (list: string[] | undefined, random: () => number): string =>
  list && list.length ? list[Math.floor(random() * list.length)] : '';

export function toBootState(status: SystemStatus, random: () => number = Math.random): BootState {
  return {
    status: status.status,
    info: status.info,
    modules: flattenWhitelabel(status.info?.whitelabel),
    imageCdn: pick(status.info?.imageCDNs, random),
    launchCdn: pick(status.info?.launchGameCDNs, random),
  };
}

/** Is a whitelabel module on? Unknown modules count as off. */
export function isModuleEnabled(modId: string, boot: BootState | null = getBoot()): boolean {
  return Boolean(boot?.modules[modId]);
}

/** Resolve an image path from the API against the picked image CDN. */
export function imageUrl(path: string | undefined | null, boot: BootState | null = getBoot()): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const base = boot?.imageCdn ?? '';
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export const bootWriters = {
  set(value: BootState): void {
    state.next(value);
  },
};

export function useBoot(): BootState | null {
  return useObservable(boot$, getBoot);
}
