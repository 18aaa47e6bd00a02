/**
 * The agent-centre shell (spec "Agent centre"): a left menu titled 'invite and earn' with a close
 * button, the selected item on the right, default page agentTeamOverview. The menu lists the items
 * every live remote contributes (read from the manifest), hides items whose agent feature is off
 * (dividend, daily, hourly and real-time salary, from the contract info), and shows only once
 * loaded. Every item, this remote's own included, mounts through the one shared loader.
 */
import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contributedAgentItems,
  endpoints,
  EmptyState,
  RemoteBoundary,
  Skeleton,
  useApiQuery,
  useManifest,
  type AgentItemContribution,
  type CentrePanelProps,
  type CentreShellProps,
  type ContributedAgentItem,
} from '@vitrine/shared';
import { useContributorNamespaces } from './use-contributor-namespaces';

/** The spec's default page of the agent centre. */
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

type Feature = NonNullable<AgentItemContribution['requires']>;
const FEATURE_FLAG: Record<Feature, keyof endpoints.ContractInfo['enabled']> = {
  enableCt: 'dividend',
  salary: 'salary',
  hourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

const Shell = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: 720px) {
    border-inline-end: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const SideHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.gold};
  }
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  @media (max-width: 720px) {
    grid-auto-flow: column;
    grid-auto-columns: max-content;
    overflow-x: auto;
    overflow-y: hidden;
  }
`;

const MenuButton = styled.button<{ active: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: start;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme, active }) => (active ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  color: ${({ theme, active }) => (active ? theme.color.primaryText : theme.color.text)};
  background: ${({ theme, active }) => (active ? theme.color.primary : 'transparent')};
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, active }) => (active ? theme.color.primary : theme.color.surfaceRaised)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Content = styled.section`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  @media (max-width: 720px) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Version = styled.small`
  margin-top: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  @media (max-width: 720px) {
    display: none;
  }
`;

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The page to show: the requested one if some remote offers it, else the spec default, else the first. */
function pickPage(items: ContributedAgentItem[], wanted: string | undefined): string | undefined {
  const has = (page: string | undefined) => page !== undefined && items.some((item) => item.page === page);
  if (has(wanted)) return wanted;
  if (has(DEFAULT_AGENT_PAGE)) return DEFAULT_AGENT_PAGE;
  return items[0]?.page;
}

export function AgentCentre({ page, onClose }: CentreShellProps) {
  const manifest = useManifest();
  const contributed = useMemo(() => contributedAgentItems(manifest), [manifest]);
  // Feature-gated items wait for the contract info; if it cannot be read they stay hidden.
  const gated = contributed.some((item) => item.requires);
  const contract = useApiQuery(endpoints.contractInfo, undefined, { enabled: gated, staleTime: 60_000 });
  const items = useMemo(
    () =>
      contributed.filter(
        (item) => !item.requires || Boolean(contract.data?.enabled[FEATURE_FLAG[item.requires]]),
      ),
    [contributed, contract.data],
  );
  const { namespaces, prepared } = useContributorNamespaces('agent', items);
  // No suspense: the frame and its close button stay while the labels of every contributor load.
  const { t, ready } = useTranslation(prepared ? namespaces : ['agent'], { useSuspense: false });
  const [chosen, setChosen] = useState<string | undefined>(page);

  // The host may reopen the centre on another page while it is open.
  useEffect(() => setChosen(page), [page]);

  const active = pickPage(items, chosen);
  const current = items.find((item) => item.page === active);
  const loaded = manifest !== null && prepared && ready && (!gated || !contract.isPending);
  const navigate = (next: string) => setChosen(next);

  return (
    <Shell data-testid="agent-centre">
      <Side>
        <SideHeader>
          <h2 id="agent-centre-title">{t('agent:invite_and_earn')}</h2>
          <CloseButton
            type="button"
            onClick={onClose}
            aria-label={t('agent:close_centre')}
            data-testid="agent-centre-close"
          >
            <CloseIcon />
          </CloseButton>
        </SideHeader>
        <nav aria-labelledby="agent-centre-title">
          {loaded ? (
            <MenuList data-testid="agent-centre-menu">
              {items.map((item) => (
                <li key={`${item.remote}:${item.page}`}>
                  <MenuButton
                    type="button"
                    active={item.page === active}
                    aria-current={item.page === active ? 'page' : undefined}
                    data-page={item.page}
                    onClick={() => navigate(item.page)}
                  >
                    {t(item.labelKey, { ns: item.namespace })}
                  </MenuButton>
                </li>
              ))}
            </MenuList>
          ) : (
            <div aria-busy="true" data-testid="agent-centre-menu-loading" style={{ display: 'grid', gap: 8 }}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height="44px" />
              ))}
            </div>
          )}
        </nav>
        <Version data-testid="remote-version" data-remote="agent">
          agent {__VITRINE_VERSION__}
        </Version>
      </Side>
      <Content>
        {!loaded ? (
          <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
            <Skeleton height="28px" width="40%" />
            <Skeleton height="160px" />
          </div>
        ) : current ? (
          <RemoteBoundary<CentrePanelProps>
            key={`${current.remote}:${current.page}`}
            remote={current.remote}
            expose={current.expose}
            kind="panel"
            props={{ page: current.page, navigate }}
          />
        ) : (
          <EmptyState message={t('agent:no_items')} />
        )}
      </Content>
    </Shell>
  );
}
