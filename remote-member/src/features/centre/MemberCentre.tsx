/**
 * The member-centre shell (spec "Member area"): the shared centre frame with the panels every live
 * remote contributes (read from the manifest), the selected one on the right. Every panel, this
 * remote's own included, mounts through the one shared loader. A panel whose contribution names a
 * `badge` (e.g. the promotions remote's missions, `open-missions`) shows the count its owner
 * publishes on `nav/badge-changed` (useCentrePages reads it); this shell names no other remote's page.
 */
import styled from '@emotion/styled';
import { useMemo } from 'react';
import {
  CentreLayout,
  contributedMemberPanels,
  EmptyState,
  RemoteBoundary,
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

  return (
    <CentreLayout
      testId="member-centre"
      title={t('member:member_centre')}
      closeLabel={t('member:close_centre')}
      loaded={manifest !== null && ready}
      entries={entries}
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
