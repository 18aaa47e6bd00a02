/**
 * The host's side of contributed menu entries: labels in each contributor's namespace (else the
 * label remotes.json carries, so a remote that is down keeps its entries named), badge
 * counts, and what activating an entry does (a route link, or the member centre on a page with
 * the centre's rules: a visitor is asked to log in, a trial account to open a real one).
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, Button, canOpenMemberCentre, carriedMenuLabel, isTrialAccount, menuNamespaces, useMember, useMenuEntries, useNavBadges, useSession, type ButtonVariant, type MenuEntry, type NavPlacement } from '@vitrine/shared';

/** A placement's entries for the current player, with their labels and badge counts. */
export function useMenu(placement: NavPlacement) {
  const session = useSession();
  const member = useMember();
  const entries = useMenuEntries(placement, Boolean(session.token));
  const namespacesKey = ['host', ...menuNamespaces(entries)].join(',');
  const namespaces = useMemo(() => namespacesKey.split(','), [namespacesKey]);
  // No suspense: the chrome stays while a contributor's labels load (the entry keeps its place).
  const { t, i18n } = useTranslation(namespaces, { useSuspense: false });
  const badges = useNavBadges();
  const languages = i18n.languages?.length ? i18n.languages : [i18n.language];
  // While the contributor's locale file is not loaded (loading, or its remote is down), the label
  // the release carried in remotes.json for this language (or its fallbacks).
  const label = (entry: MenuEntry): string => {
    if (entry.caption === 'vipRank') return session.token && member?.rankLabel ? member.rankLabel : '- -';
    // Else the host's own word for the entry (`nav_<key>`, e.g. nav_home), if it has one.
    const fallback = carriedMenuLabel(entry, languages) || t(`nav_${entry.key}`, { ns: 'host', defaultValue: '' });
    return t(entry.labelKey, { ns: entry.namespace, defaultValue: fallback });
  };
  const badge = (entry: MenuEntry): number => (entry.badge ? (badges[entry.badge] ?? 0) : 0);
  const badgeText = (entry: MenuEntry, count: number): string =>
    entry.badgeLabelKey ? t(entry.badgeLabelKey, { ns: entry.namespace, count }) : t('menu_badge_count', { ns: 'host', count });
  return { entries, label, badge, badgeText };
}

/** Open a member-centre page the way every menu does. */
export function openMemberPage(page: string, session: ReturnType<typeof useSession>): void {
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

/** An entry as a link (route) or a button (member page); `onDone` runs first (e.g. close the drawer). */
export function MenuEntryControl({ entry, className, testId, onDone, title, variant, children }: MenuEntryControlProps) {
  const session = useSession();
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
        openMemberPage(page, session);
      }}
    >
      {children}
    </Control>
  );
}
