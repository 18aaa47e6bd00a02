/**
 * The one catalogue of bus events. Every event any app publishes or listens to is declared here,
 * with its payload type. Add events; never change or remove one a released remote may use
 * (shared is a runtime singleton: remotes built last month run against today's host).
 */
import type { RemoteId } from '../federation/contract';

export interface BusEvents {
  /** A player logged in (host publishes after the session is stored). */
  'session/logged-in': { account: string; isAgent: number };
  /** The session ended: logout, or the server said the token is invalid. */
  'session/logged-out': { reason: 'logout' | 'token-invalid' };
  /** Something needs a logged-in player: the host opens the login popup. */
  'session/login-required': { reason?: string };
  /** Ask the host to open the register modal. */
  'session/register-requested': { referralCode?: string };
  /** A player logged in for the first time (firstTimeLogin): the first-login action runs. */
  'session/first-login': { account: string };
  /** Ask the host to open the change-password modal (old password asked). */
  'session/change-password-requested': Record<string, never>;
  /** Ask the host to log out (it asks for confirmation first). */
  'session/logout-requested': Record<string, never>;
  /**
   * The player already chose to log out (reality check "Log out", or a time-out/self-exclusion that
   * ended every session on the server): the host logs out at once, without asking again.
   */
  'session/logout-confirmed': Record<string, never>;
  /**
   * The member's own details changed (avatar, nickname, contacts): the host re-reads the member
   * info and avatar it shows in the header.
   */
  'session/member-changed': Record<string, never>;
  /** Ask the host to open the forgot-password modal. */
  'session/forgot-password-requested': Record<string, never>;
  /** A trial account (isAgent 4) tried a real-account feature: host shows in_need_true_account. */
  'session/true-account-required': { feature: string };
  /** The wallet balance changed (live socket, refresh or a game round). */
  'wallet/balance-changed': { sumBalance: number };
  /** Ask the host to re-read the balance from the server. */
  'wallet/refresh-requested': Record<string, never>;
  /** Open the member centre on a page key of the spec (securityCenter, transferFund, …). */
  'member-centre/open': { page?: string };
  /**
   * A menu badge's count changed (unread messages, rewards available, open missions…): every menu
   * entry (and centre page) whose `badge` is this id shows it; 0 hides it. The owning remote's
   * `badgeSource` publishes (see `usePublishedBadge`); no remote names another's page. Ids in use:
   * `messages-unread` (member), `rewards-available` and `open-missions` (promotions).
   */
  'nav/badge-changed': { badge: string; count: number };
  'member-centre/close': Record<string, never>;
  /** Open the agent centre on an item key (agentTeamOverview, …). */
  'agent-centre/open': { page?: string };
  'agent-centre/close': Record<string, never>;
  /**
   * Open the chat room (live chat, or the VIP customer-service channel above rank 4). The host
   * asks for a login when logged out and shows in_need_true_account to trial accounts.
   */
  'chat-room/open': Record<string, never>;
  /** Ask the games remote to start a game (login checks, lottery routing, launch). */
  'game/launch-requested': { vassalage: string; gameCode?: string; nodeId?: string; freePlay?: boolean };
  /** Language changed (host publishes after i18next switched and <html lang dir> is set). */
  'i18n/language-changed': { language: string; dir: 'ltr' | 'rtl' };
  /** Theme changed. */
  'theme/changed': { theme: 'dark' | 'light' };
  /** A toast/notice for the player, shown by the host. */
  'ui/notify': { kind: 'info' | 'success' | 'warning' | 'error'; message: string };
  /** A remote failed to load or render (logged and shown by its boundary). */
  'federation/remote-failed': { remote: RemoteId; expose: string; phase: 'load' | 'render'; message: string };
}

export type BusEventName = keyof BusEvents;
export type BusEvent<K extends BusEventName = BusEventName> = { type: K; payload: BusEvents[K] };
