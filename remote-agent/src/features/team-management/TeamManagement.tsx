/**
 * Team management (agent-centre item `downlineManagement`): the agent's downlines — direct ones
 * or the whole team at every level — searched by username and paged, each with its type, team,
 * balance, dates and contracts, and a transfer of money to it (TransferDialog).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Money, Pager, type endpoints } from '@vitrine/shared';
import { formatDateTime, useErrorText } from '../../components/format';
import { Filters, Pill, Rows, RowsLoading, UsernameSearch } from '../../components/report';
import { TransferDialog } from './TransferDialog';
import { DOWNLINE_PAGE_SIZE, useDownlines } from './use-downlines';

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

export function TeamManagement() {
  const { t, i18n } = useTranslation('agent');
  const errorText = useErrorText();
  const [level, setLevel] = useState<Level>('direct');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<endpoints.Downline | null>(null);
  const downlines = useDownlines({
    pageNo,
    pageSize: DOWNLINE_PAGE_SIZE,
    directOnly: level === 'direct',
    ...(username ? { username } : {}),
  });
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : t('never'));

  let body;
  if (downlines.isPending) body = <RowsLoading testId="downlines-loading" />;
  else if (downlines.isError)
    body = (
      <ErrorState
        title={t('downlines_failed')}
        message={errorText(downlines.error)}
        onRetry={() => void downlines.refetch()}
        testId="downlines-error"
      />
    );
  else if (downlines.data.list.length === 0)
    body = <EmptyState message={username ? t('no_members_found') : t('no_downlines')} />;
  else
    body = (
      <>
        <p aria-live="polite" data-testid="downlines-total">
          {t('members_found', { count: downlines.data.total })}
        </p>
        <Rows aria-busy={downlines.isPlaceholderData} aria-label={t('team_management')}>
          {downlines.data.list.map((d) => {
            const isAgent = AGENT_TYPES.has(d.type);
            return (
              <li key={d.id} data-testid="downline-row" data-username={d.username}>
                <div className="what">
                  <strong>{d.username}</strong>
                  {d.nickname && d.nickname !== d.username ? (
                    <span className="meta">{d.nickname}</span>
                  ) : null}
                  <Pill tone={isAgent ? 'gold' : 'neutral'}>{t(isAgent ? 'type_agent' : 'type_player')}</Pill>
                </div>
                <div className="amounts">
                  <span className="meta">{t('balance')}</span>
                  <Money value={d.balance} testId="downline-balance" />
                </div>
                <dl className="figures">
                  {level === 'all' ? (
                    <div>
                      <dt>{t('upline')}</dt>
                      <dd>{d.upline}</dd>
                    </div>
                  ) : null}
                  {isAgent ? (
                    <div>
                      <dt>{t('team_size')}</dt>
                      <dd>{new Intl.NumberFormat(i18n.language).format(d.teamSize)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('registered')}</dt>
                    <dd>{date(d.registerTime)}</dd>
                  </div>
                  <div>
                    <dt>{t('last_login')}</dt>
                    <dd>{date(d.lastLoginTime)}</dd>
                  </div>
                  {d.contracts.length ? (
                    <div>
                      <dt>{t('contracts')}</dt>
                      <dd>{d.contracts.map((c) => t(CONTRACT_KEY[c])).join(', ')}</dd>
                    </div>
                  ) : null}
                </dl>
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
              </li>
            );
          })}
        </Rows>
        <Pager
          page={pageNo}
          totalPages={downlines.data.totalPages}
          onChange={setPageNo}
          busy={downlines.isFetching}
        />
      </>
    );

  return (
    <>
      <Filters>
        <LevelSwitch role="group" aria-label={t('levels')}>
          {LEVELS.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={level === l}
              onClick={() => (setLevel(l), setPageNo(1))}
            >
              {t(l === 'direct' ? 'level_direct' : 'level_all')}
            </button>
          ))}
        </LevelSwitch>
        <UsernameSearch value={username} onSearch={(name) => (setUsername(name), setPageNo(1))} />
      </Filters>
      {body}
      {transferTo ? <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} /> : null}
    </>
  );
}
