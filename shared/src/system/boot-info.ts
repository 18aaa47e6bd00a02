/**
 * What the host learned at boot from `GET /wps/system/status` (brand, whitelabel modules,
 * CDNs, location), readable by every app. The host writes it once per boot.
 *
 * The whitelabel tree comes from the status answer, not from `GET /wps/system/whitelabel` (issue 14
 * item 19, decided): the spec lists the tree in the permission (status) response itself (section 3),
 * the host must have that answer before the first render anyway (maintenance, region restriction,
 * brand, CDNs) and starts it from the inline boot script while main.js downloads, so the flags cost
 * no second round trip on the critical path, and one answer is one source of truth: a second call
 * could disagree with the first (a flag flipped between them) or fail alone. `endpoints.whitelabel`
 * stays declared for tools; the sandbox answers both from the same state (sandbox test
 * brand-config.test.ts). Flag default unchanged: a module missing from the tree is off.
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

/**
 * `preferredImageCdn`: the image CDN the first-paint HTML already used (`data-fp-image-cdn`), kept
 * when the status lists it, so the app shows the same picture URL instead of downloading it again.
 */
export function toBootState(status: SystemStatus, random: () => number = Math.random, preferredImageCdn?: string | null): BootState {
  const imageCdns = status.info?.imageCDNs;
  return {
    status: status.status,
    info: status.info,
    modules: flattenWhitelabel(status.info?.whitelabel),
    imageCdn: preferredImageCdn && imageCdns?.includes(preferredImageCdn) ? preferredImageCdn : pick(imageCdns, random),
    launchCdn: pick(status.info?.launchGameCDNs, random),
  };
}

/** Is a whitelabel module on? Unknown modules count as off. */
export function isModuleEnabled(modId: string, boot: BootState | null = getBoot()): boolean {
  return Boolean(boot?.modules[modId]);
}

/** A raster image inlined as base64 (no SVG: an inline SVG document is markup, not a picture). */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,[a-z0-9+/=]+$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An absolute image URL from the server, or null when it may not be used: https always, http only on
 * a page that is itself served over http (a local stack; never mixed content on the live site).
 * `javascript:`, `data:` of anything but a raster image, and every other scheme are refused.
 */
function checkedAbsolute(url: string, pageProtocol = pageProtocolHere()): string | null {
  if (url.startsWith('data:')) return RASTER_DATA_URL.test(url) ? url : null;
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && pageProtocol === 'http:') return parsed.href;
  return null;
}

/** This page's scheme (`https:` where there is no page; globalThis so Node code can import this file). */
const pageProtocolHere = () => (globalThis as { location?: { protocol?: string } }).location?.protocol ?? 'https:';

/** The image CDN from the boot answer: a checked absolute URL, or a path on this origin. */
function checkedBase(cdn: string, pageProtocol = pageProtocolHere()): string | null {
  const value = cdn.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return checkedAbsolute(value, pageProtocol);
}

/**
 * Resolve an image path from the API against the picked image CDN. Both come from the server, so
 * both are checked (issue 14: never trust a server URL unchecked): an absolute URL must pass
 * `checkedAbsolute`, a relative path may not carry a scheme, a backslash or control characters, and
 * a CDN base that fails the check is not used. A refused value gives '' (the caller's placeholder).
 */
export function imageUrl(path: string | undefined | null, boot: BootState | null = getBoot()): string {
  return resolveImageUrl(path, boot?.imageCdn ?? '', pageProtocolHere());
}

/**
 * `imageUrl` for a given image CDN and page scheme (`'https:'` or `'http:'`), for code that has no
 * boot state or no page: the gateway resolves the first banner of its first-paint HTML with it.
 */
export function resolveImageUrl(path: string | undefined | null, imageCdn: string, pageProtocol: string): string {
  if (typeof path !== 'string') return '';
  const value = path.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return '';
  if (value.startsWith('//') || SCHEME.test(value)) return checkedAbsolute(value, pageProtocol) ?? '';
  const base = imageCdn ? checkedBase(imageCdn, pageProtocol) : null;
  const relative = value.replace(/^\/+/, '');
  return base ? `${base.replace(/\/$/, '')}/${relative}` : `/${relative}`;
}

export const bootWriters = {
  set(value: BootState): void {
    state.next(value);
  },
};

export function useBoot(): BootState | null {
  return useObservable(boot$, getBoot);
}
