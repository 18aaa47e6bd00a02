/**
 * Every route of spec section 2. The host serves the ones it owns; the remotes contribute the
 * others (each with its chrome); a path nobody contributes gets the host's not-found page.
 */

export const HOST_ROUTES = ['/register', '/register.html', '/noticePage', '/login'] as const;

export const SPEC_ROUTES = [
  '/index',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/download',
  '/join',
  '/sports',
  '/esports',
  '/elott',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/game',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
] as const;

/**
 * Whether a path nobody serves is a page of the spec whose remote is not live (refused from
 * remotes.json, or the manifest could not be read): the player sees "unavailable", not "not found".
 */
export function isUnavailableSpecPage(path: string, manifestFailed: boolean): boolean {
  return manifestFailed || ((SPEC_ROUTES as readonly string[]).includes(path) && !(HOST_ROUTES as readonly string[]).includes(path));
}

/** The optional guard: paths a visitor may open when loginedToHomePage is on. */
export const GUARD_EXEMPT = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function guardRedirect(path: string, loggedIn: boolean, loginedToHomePage: boolean): string | null {
  if (!loginedToHomePage || loggedIn) return null;
  return GUARD_EXEMPT.includes(path) ? null : '/login';
}
