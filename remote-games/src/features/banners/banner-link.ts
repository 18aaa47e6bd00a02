/** Where a banner click goes: a route of this storefront, another site (new tab), or nowhere. */
export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Read an announcement's `linkUrl` (a route such as `/promotions` or `/rng?page=PG`, or a URL).
 * Only http(s) targets are followed: `javascript:`, `data:` and the like give no link at all.
 * Same-origin URLs become router paths, so they open without reloading the storefront.
 */
export function bannerTarget(
  linkUrl: string | null | undefined,
  origin: string = window.location.origin,
): BannerTarget {
  const raw = linkUrl?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
