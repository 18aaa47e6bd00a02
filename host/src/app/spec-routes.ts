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

/** The optional guard: paths a visitor may open when loginedToHomePage is on. */
export const GUARD_EXEMPT = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function guardRedirect(path: string, loggedIn: boolean, loginedToHomePage: boolean): string | null {
  if (!loginedToHomePage || loggedIn) return null;
  return GUARD_EXEMPT.includes(path) ? null : '/login';
}
