/**
 * The host's side of contributed menu entries: labels in each contributor's namespace (else the
 * label remotes.json carries, so a remote that is down keeps its entries named), badge
 * counts, and what activating an entry does (a route link, or the member centre on a page with
 * the centre's rules: a visitor is asked to log in, a trial account to open a real one).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, Button, canOpenMemberCentre, carriedMenuLabel, getMember, getSession, getToken, isTrialAccount, member$, menuNamespaces, session$, useMenuEntries, useNavBadge, useObservable, type ButtonVariant, type MenuEntry, type NavPlacement, type SessionState } from '@vitrine/shared';

const readSignedIn = () => Boolean(getToken());

/**
 * A placement's entries for the current player, with their labels. A menu renders again when
 * what it shows changes (signing in or out, the manifest, a language, the VIP rank it names), not
 * on every change to the session or the member: those come in synchronous renders during a
 * logged-in load (issue 9). Badge counts are read per entry (useEntryBadge), so a count redraws
 * its own entry only.
 */
export function useMenu(placement: NavPlacement) {
  const signedIn = useObservable(session$, readSignedIn);
  const entries = useMenuEntries(placement, signedIn);
  // The member's rank names the `vipRank` entry: read only by a menu that has one.
  const namesRank = entries.some((entry) => entry.caption === 'vipRank');
  const rankLabel = useObservable(member$, () => (namesRank ? (getMember()?.rankLabel ?? '') : ''));
  // No suspense: the chrome stays while a contributor's labels load (the entry keeps its place).
  const { t, i18n } = useTranslation('host', { useSuspense: false });
  useContributorTexts(i18n, menuNamespaces(entries).join(','));
  const languages = i18n.languages?.length ? i18n.languages : [i18n.language];
  // While the contributor's locale file is not loaded (loading, or its remote is down), the label
  // the release carried in remotes.json for this language (or its fallbacks).
  const label = (entry: MenuEntry): string => {
    if (entry.caption === 'vipRank') return signedIn && rankLabel ? rankLabel : '- -';
    // Else the host's own word for the entry (`nav_<key>`, e.g. nav_home), if it has one.
    const fallback = carriedMenuLabel(entry, languages) || t(`nav_${entry.key}`, { ns: 'host', defaultValue: '' });
    return t(entry.labelKey, { ns: entry.namespace, defaultValue: fallback });
  };
  const badgeText = (entry: MenuEntry, count: number): string =>
    entry.badgeLabelKey ? t(entry.badgeLabelKey, { ns: entry.namespace, count }) : t('menu_badge_count', { ns: 'host', count });
  return { entries, label, badgeText };
}

/**
 * The contributors' own texts for the menu's labels, asked in a task of their own once the menu is
 * on screen; the menu renders again when they are in. Until then (or when a contributor is down)
 * each entry shows the label its release carried in remotes.json. Asking from react-i18next's own
 * effect put the locale requests of every contributor (a fetch each, and i18next's queue) in the
 * one long task that runs the page's effects after the app's first commit (issue 9).
 */
function useContributorTexts(i18n: i18n, namespacesKey: string): void {
  const [, setLoads] = useState(0);
  const language = i18n.language;
  useEffect(() => {
    const missing = namespacesKey.split(',').filter((namespace) => namespace && !i18n.hasLoadedNamespace(namespace));
    if (!missing.length) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void i18n.loadNamespaces(missing).then(
        () => live && setLoads((n) => n + 1),
        () => undefined,
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [i18n, namespacesKey, language]);
}

/** An entry's badge count (0 without a badge): call it in the component that draws the entry. */
export const useEntryBadge = (entry: MenuEntry): number => useNavBadge(entry.badge);

/** Open a member-centre page the way every menu does. */
export function openMemberPage(page: string, session: SessionState = getSession()): void {
  if (!session.token) return bus.publish('session/login-required', { reason: page });
  if (!canOpenMemberCentre(session) && isTrialAccount(session)) return bus.publish('session/true-account-required', { feature: page });
  bus.publish('member-centre/open', { page });
}

interface MenuEntryControlProps {
  entry: MenuEntry;
  className?: string;
  testId: string;
  onDone?: () => void;
  title?: string;
  /** Draw a member-page entry as the shared Button in this variant (small). */
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * An entry as a link (route) or a button (member page); `onDone` runs first (e.g. close the drawer).
 * The session is read at the click, so a session change does not render every entry again.
 */
export function MenuEntryControl({ entry, className, testId, onDone, title, variant, children }: MenuEntryControlProps) {
  if (entry.path)
    return (
      <Link className={className} to={entry.path} onClick={onDone} data-testid={testId} data-menu-entry={entry.key} title={title} aria-label={title}>
        {children}
      </Link>
    );
  const page = entry.memberPage ?? '';
  const Control = variant ? Button : 'button';
  return (
    <Control
      type="button"
      variant={variant}
      size={variant ? 'sm' : undefined}
      className={className}
      data-testid={testId}
      data-menu-entry={entry.key}
      title={title}
      aria-label={title}
      onClick={() => {
        onDone?.();
        openMemberPage(page);
      }}
    >
      {children}
    </Control>
  );
}
