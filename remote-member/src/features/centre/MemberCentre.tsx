/**
 * The member-centre shell (spec "Member area"): the shared centre frame with the panels every live
 * remote contributes (read from the manifest), the selected one on the right. Every panel, this
 * remote's own included, mounts through the one shared loader.
 */
import styled from '@emotion/styled';
import { useMemo } from 'react';
import {
  CentreLayout,
  contributedMemberPanels,
  EmptyState,
  endpoints,
  isModuleEnabled,
  RemoteBoundary,
  useApiQuery,
  useBoot,
  useCentrePages,
  readSessionValue,
  useManifest,
  useSession,
  type CentrePanelProps,
  type CentreShellProps,
} from '@vitrine/shared';

/** The spec's default page of the member centre. */
export const DEFAULT_MEMBER_PAGE = 'securityCenter';

const Version = styled.small`
  font-size: inherit;
`;

/** Pages shown only to some players: transfer to upline needs an upline (session `toUpline`). */
export function panelsFor<T extends { page: string }>(items: T[], hasUpline: boolean): T[] {
  return items.filter((item) => item.page !== 'transferUpline' || hasUpline);
}

/** The missions entry carries the open-mission count (spec: badge when above 0). */
export function withMissionBadge<T extends { page: string }>(entries: T[], openCount: number | undefined, label: (count: number) => string) {
  return entries.map((entry) =>
    entry.page === 'missionLeaderboard' && openCount && openCount > 0 ? { ...entry, badge: openCount, badgeLabel: label(openCount) } : entry,
  );
}

export function MemberCentre({ page, onClose }: CentreShellProps) {
  const manifest = useManifest();
  const session = useSession();
  // The host stores the member info's toUpline in the session ('' when there is none).
  const hasUpline = Boolean(session.token && readSessionValue('toUpline'));
  const items = useMemo(() => panelsFor(contributedMemberPanels(manifest), hasUpline), [manifest, hasUpline]);
  const { t, ready, active, current, unavailable, entries, navigate } = useCentrePages(
    'member',
    items,
    page,
    DEFAULT_MEMBER_PAGE,
  );
  const boot = useBoot();
  const listsMissions = entries.some((entry) => entry.page === 'missionLeaderboard');
  // Same query as the missions page, so a claim there updates the badge here.
  const missions = useApiQuery(endpoints.missionSummary, undefined, {
    enabled: listsMissions && Boolean(session.token) && isModuleEnabled('MISSION3', boot),
    staleTime: 30_000,
  });
  const menu = withMissionBadge(entries, missions.data?.openCount, (count) => t('promotions:ms_open_count', { count }));

  return (
    <CentreLayout
      testId="member-centre"
      title={t('member:member_centre')}
      closeLabel={t('member:close_centre')}
      loaded={manifest !== null && ready}
      entries={menu}
      active={active}
      onSelect={navigate}
      onClose={onClose}
      footer={
        <Version data-testid="remote-version" data-remote="member">
          member {__VITRINE_VERSION__}
        </Version>
      }
    >
      {current ? (
        <RemoteBoundary<CentrePanelProps>
          key={`${current.remote}:${current.page}`}
          remote={current.remote}
          expose={current.expose}
          kind="panel"
          props={{ page: current.page, navigate }}
        />
      ) : unavailable ? (
        <EmptyState message={t('common:centre_page_unavailable')} testId="centre-page-unavailable" />
      ) : (
        <EmptyState message={t('member:no_panels')} />
      )}
    </CentreLayout>
  );
}
