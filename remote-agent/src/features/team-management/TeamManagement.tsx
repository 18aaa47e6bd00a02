/**
 * Team management (agent-centre item `downlineManagement`): the agent's downlines — direct ones
 * or the whole team at every level — searched by username and paged, each with its type, team,
 * balance, dates and contracts, and a transfer of money to it (TransferDialog).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  endpoints,
  formatDateTime,
  Money,
  RecordBadge,
  RecordFigures,
  RecordMeta,
  RecordRow,
  RecordScreen,
  useRecords,
  type StatItem,
} from '@vitrine/shared';
import { UsernameSearch } from '../../components/team-filters';
import { TransferDialog } from './TransferDialog';
import { DOWNLINE_PAGE_SIZE } from './use-downlines';

const LEVELS = ['direct', 'all'] as const;
type Level = (typeof LEVELS)[number];

const LevelSwitch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const AGENT_TYPES = new Set([1, 2, 41, 42]);
const CONTRACT_KEY: Record<endpoints.ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily_salary',
  HOURLY_SALARY: 'hourly_salary',
  REALTIME_SALARY: 'realtime_salary',
};

type DownlineFilters = { level: Level; username: string };

export function TeamManagement() {
  const { t, i18n } = useTranslation('agent');
  const [transferTo, setTransferTo] = useState<endpoints.Downline | null>(null);
  const records = useRecords(endpoints.downlineList, {
    filters: (): DownlineFilters => ({ level: 'direct', username: '' }),
    request: ({ level, username }) => ({ directOnly: level === 'direct', ...(username ? { username } : {}) }),
    pageSize: DOWNLINE_PAGE_SIZE,
  });
  const { level, username } = records.filters;
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : t('never'));

  const figures = (d: endpoints.Downline, isAgent: boolean): StatItem[] => [
    ...(level === 'all' ? [{ id: 'upline', label: t('upline'), value: d.upline }] : []),
    ...(isAgent
      ? [{ id: 'team', label: t('team_size'), value: new Intl.NumberFormat(i18n.language).format(d.teamSize) }]
      : []),
    { id: 'registered', label: t('registered'), value: date(d.registerTime) },
    { id: 'last-login', label: t('last_login'), value: date(d.lastLoginTime) },
    ...(d.contracts.length
      ? [{ id: 'contracts', label: t('contracts'), value: d.contracts.map((c) => t(CONTRACT_KEY[c])).join(', ') }]
      : []),
  ];

  return (
    <>
      <RecordScreen
        records={records}
        testId="downlines"
        pagerTestId="pager"
        label={t('team_management')}
        errorTitle={t('downlines_failed')}
        emptyMessage={username ? t('no_members_found') : t('no_downlines')}
        above={(page) => (
          <p aria-live="polite" data-testid="downlines-total">
            {t('members_found', { count: page.total })}
          </p>
        )}
        filters={
          <>
            <LevelSwitch role="group" aria-label={t('levels')}>
              {LEVELS.map((l) => (
                <button
                  key={l}
                  type="button"
                  aria-pressed={level === l}
                  onClick={() => records.setFilter('level', l)}
                >
                  {t(l === 'direct' ? 'level_direct' : 'level_all')}
                </button>
              ))}
            </LevelSwitch>
            <UsernameSearch value={username} onSearch={(name) => records.setFilter('username', name)} />
          </>
        }
      >
        {(d) => {
          const isAgent = AGENT_TYPES.has(d.type);
          return (
            <RecordRow
              key={d.id}
              testId="downline-row"
              data-username={d.username}
              title={d.username}
              details={
                <>
                  {d.nickname && d.nickname !== d.username ? <RecordMeta>{d.nickname}</RecordMeta> : null}
                  <RecordBadge tone={isAgent ? 'gold' : 'neutral'}>
                    {t(isAgent ? 'type_agent' : 'type_player')}
                  </RecordBadge>
                  {d.excluded === true ? (
                    <RecordBadge tone="bad" data-testid="downline-excluded" title={t('excluded_hint')}>
                      {t('excluded')}
                    </RecordBadge>
                  ) : null}
                </>
              }
              amounts={
                <>
                  <RecordMeta>{t('balance')}</RecordMeta>
                  <Money value={d.balance} testId="downline-balance" />
                </>
              }
            >
              <RecordFigures items={figures(d, isAgent)} />
              <div className="actions">
                <Button
                  type="button"
                  variant="money"
                  size="sm"
                  onClick={() => setTransferTo(d)}
                  aria-label={t('transfer_to_user', { username: d.username })}
                >
                  {t('transfer')}
                </Button>
              </div>
            </RecordRow>
          );
        }}
      </RecordScreen>
      {transferTo ? <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} /> : null}
    </>
  );
}
