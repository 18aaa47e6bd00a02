/**
 * What a remote offers the host, and the props the host gives what it mounts. A remote declares
 * its contribution in one typed file (`src/contribution.ts`); the build emits it as
 * `contribution.json` beside `mf-manifest.json`; the release step copies it into `remotes.json`.
 * The host builds its route table and slots from `remotes.json` alone (no remote code at boot).
 */
import type { ComponentType } from 'react';
import type { ModuleId } from '../api/endpoint';
import type { IconName } from '../ui/icon-paths';

export const REMOTE_IDS = ['games', 'member', 'agent', 'promotions'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/** Which parts of the chrome a route shows (spec: lottery routes show only the header). */
export interface RouteChrome {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}

/** Who may open a route. */
export type RouteAccess = 'anyone' | 'member' | 'account-centre';

export interface RouteContribution {
  /** Route path, e.g. `/index`, `/promotions`. Paths are matched exactly (query strings are free). */
  path: string;
  /** Exposed module that renders the page, e.g. `./HomePage` (default export: `RemotePage`). */
  expose: string;
  chrome: RouteChrome;
  access?: RouteAccess;
  /** Translation key (in the remote's namespace) of the page title. */
  titleKey?: string;
}

/** A page of the member centre (spec "Member area" table). */
export interface MemberPanelContribution {
  /** The spec's page key, e.g. `securityCenter`, `transferFund`. */
  page: string;
  /** The spec's label key, e.g. `in_my_account` (in the contributing remote's namespace). */
  labelKey: string;
  expose: string;
  order: number;
  /**
   * Shown only when this whitelabel module is on (spec: cashback `manualRebate` needs MANPLAYREB3).
   * Unknown or not-yet-loaded modules count as off. Optional: panels without it always show.
   */
  requiresFlag?: ModuleId;
  /**
   * Badge id: the count published on `nav/badge-changed` with this id shows on the centre's menu
   * entry (e.g. `open-missions`, published by the remote's `badgeSource`).
   */
  badge?: string;
  /** What a screen reader hears for the badge (key in the remote's namespace, with `{{count}}`); the count alone when omitted. */
  badgeLabelKey?: string;
}

/** An item of the agent centre (spec "Agent centre" list). */
export interface AgentItemContribution {
  page: string;
  labelKey: string;
  expose: string;
  order: number;
  /** Shown only when this agent feature is enabled (spec: enableCt, salary, hourSalary, agentRealtimeSalary). */
  requires?: 'enableCt' | 'salary' | 'hourSalary' | 'agentRealtimeSalary';
}

/**
 * Where a menu entry shows: the bottom (category) nav, the side menu, the signed-in header bar
 * (`header`), or the desktop header's main links beside the logo (`main`, route entries, every player;
 * new in shared 1.10.0: a remote built against it requires `^1.10.0`, so the release refuses it
 * on an older host, whose manifest check does not know `main`).
 */
export type NavPlacement = 'bottom' | 'side' | 'header' | 'main';
export const NAV_PLACEMENTS: readonly NavPlacement[] = ['bottom', 'side', 'header', 'main'];

/**
 * The side menu's groups, top to bottom: `wallet` (money buttons under the balance, signed in),
 * `main` (the first list), `games` (the game centre), `account`, `more`.
 */
export type SideMenuGroup = 'wallet' | 'main' | 'games' | 'account' | 'more';
export const SIDE_MENU_GROUPS: readonly SideMenuGroup[] = ['wallet', 'main', 'games', 'account', 'more'];

/**
 * A menu entry (spec section 2, header / side menu / bottom nav), declared by the remote that owns
 * the page it leads to. The host draws every menu from `remotes.json` alone; no page key of a
 * remote is written in the host. An entry leads to a route (`path`) or to a member-centre page
 * (`memberPage`, opened in the host's member-centre slot, which asks a visitor to log in and a trial
 * account to open a real one).
 */
export interface NavContribution {
  /** Menu id: unique within its placement across live remotes (the release refuses a collision). */
  key: string;
  /** Translation key of the label, in the contributing remote's namespace. */
  labelKey: string;
  /** A route of the storefront, e.g. `/promotions`. One of `path` and `memberPage`. */
  path?: string;
  /** A member-centre page key, e.g. `depositv2`. One of `path` and `memberPage`. */
  memberPage?: string;
  placement: NavPlacement;
  /** Position within its placement (and side-menu group); lower first. */
  order: number;
  /** Icon from the shared set (`ICON_NAMES`); `games` when omitted. */
  icon?: IconName;
  /** Side menu only: the group it sits in (`main` when omitted). */
  group?: SideMenuGroup;
  /** Shown only while this whitelabel module is on (`isModuleEnabled`: unknown counts as off). */
  requiresFlag?: ModuleId;
  /** `member`: shown to signed-in players only. Default `anyone` (a member page still asks a visitor to log in). */
  audience?: 'anyone' | 'member';
  /** Badge source id: the count published on `nav/badge-changed` with this id shows on the entry. */
  badge?: string;
  /** What a screen reader hears for the badge (key in the remote's namespace, with `{{count}}`); a generic "New: n" when omitted. */
  badgeLabelKey?: string;
  /** Header only: `primary` (money button with its label), `labelled` (label beside the icon on wide screens), `icon` (default). */
  emphasis?: 'primary' | 'labelled' | 'icon';
  /** Show the signed-in player's VIP rank label instead of the label ('- -' for a visitor). */
  caption?: 'vipRank';
}

/** Everything one remote contributes. */
export interface RemoteContribution {
  remote: RemoteId;
  /** Translation namespace the labels live in. */
  namespace: string;
  routes: RouteContribution[];
  memberPanels?: MemberPanelContribution[];
  agentItems?: AgentItemContribution[];
  nav?: NavContribution[];
  /** Exposed shells the host mounts in its slots, e.g. `{ memberCentre: './MemberCentre' }`. */
  slots?: Partial<Record<SlotName, string>>;
  /**
   * The labels of the `nav` entries in every language the build ships: language → label key →
   * text. Written into `remotes.json` by the release tool from the build's locale files (never
   * by hand), so the menus keep their labels when the remote's own locale files cannot be
   * loaded. Older manifests have none: the menus then show the label once the namespace loads.
   */
  menuLabels?: Record<string, Record<string, string>>;
}

/**
 * Slots the host renders; a remote fills one by naming an exposed module for it.
 * `gameLauncher` is mounted once, invisibly, inside the router: it answers `game/launch-requested`.
 * `playerSafety` is mounted once inside the router on every route (the `/game` frame too): the
 * responsible-gaming guard of the logged-in player (reality check, limit warnings, risk notice); the
 * host mounts it only while a session is present.
 * `categoryNav` is mounted inside the host's bottom (category) nav, between the contributed entries
 * ordered below 10 (Home) and the others (Promotions, Rewards, VIP): the game categories from the
 * vendor list with their vendor dropdowns, as `<li>` items (props: `CategoryNavProps`). The host
 * reserves the area's height while it loads and shows a small retry there when it fails; its own
 * entries stay either way.
 * `sideMenuGames` is mounted in the side menu's game centre, above the contributed `games` group
 * entries: the game categories from the vendor list (props: `SideMenuGamesProps`; the host passes
 * what closes the drawer). `footerGames` is mounted in the footer: the game-provider logo strip
 * (props: `FooterGamesProps`). Both come from the same vendor list and route table as
 * `categoryNav`; the host reserves their space while they load. When they fail, the side menu's
 * shows a small retry and the footer's nothing; the host's own entries stay either way.
 * `badgeSource` is the one slot every remote may fill at once: the host mounts each remote's,
 * invisibly, while a player is logged in. It publishes that remote's counts on
 * `nav/badge-changed` (with `usePublishedBadge`), for the menu entries and centre pages that name
 * the badge id; the host computes no count itself.
 */
export type SlotName = 'memberCentre' | 'agentCentre' | 'gameLauncher' | 'playerSafety' | 'categoryNav' | 'badgeSource' | 'sideMenuGames' | 'footerGames';

/** Props of the `categoryNav` slot's widget (none yet: it reads the vendor list and route itself). */
export type CategoryNavProps = Record<string, never>;

/** Props of the `sideMenuGames` slot's widget. */
export interface SideMenuGamesProps {
  /** Called when the player follows one of the widget's links (the host closes the side menu). */
  onNavigate: () => void;
}

/** Props of the `footerGames` slot's widget (none: it reads the vendor list itself). */
export type FooterGamesProps = Record<string, never>;

/** Props of every remote page root (the fixed set the host passes). */
export interface RemotePageProps {
  remote: RemoteId;
  route: RouteContribution;
}
export type RemotePage = ComponentType<RemotePageProps>;

/** Props of the member-centre and agent-centre shells. */
export interface CentreShellProps {
  /** Page key to show first. */
  page?: string;
  onClose: () => void;
}
export type CentreShell = ComponentType<CentreShellProps>;

/** Props of a member-centre panel or agent-centre item. */
export interface CentrePanelProps {
  page: string;
  /** Switch the centre to another page key. */
  navigate: (page: string) => void;
}
export type CentrePanel = ComponentType<CentrePanelProps>;

/** An exposed module's shape: a default-exported component. */
export interface ExposedComponent<P> {
  default: ComponentType<P>;
}

/** Helper for a remote's contribution file: checks the shape at compile time. */
export const defineContribution = (contribution: RemoteContribution): RemoteContribution => contribution;
