/**
 * Every route of spec section 2. The host serves the ones it owns; a route no remote contributes
 * yet shows the "coming soon" state in the chrome (lottery routes with the header only).
 */
import type { RouteChrome } from '@vitrine/shared';

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

const LOTTERY = new Set(['/lottery', '/vnlottery', '/seaLottery', '/elott']);

export function specChrome(path: string): RouteChrome {
  return LOTTERY.has(path) ? { header: true, footer: false, sideMenu: false } : { header: true, footer: true, sideMenu: true };
}

/** The optional guard: paths a visitor may open when loginedToHomePage is on. */
export const GUARD_EXEMPT = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function guardRedirect(path: string, loggedIn: boolean, loginedToHomePage: boolean): string | null {
  if (!loginedToHomePage || loggedIn) return null;
  return GUARD_EXEMPT.includes(path) ? null : '/login';
}
