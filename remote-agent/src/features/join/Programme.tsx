/**
 * The affiliate programme (route /join), from the operator's contract settings
 * (`getAgentProgramme`): how downlines work, each contract kind the operator runs (dividend,
 * daily, hourly and real-time salary) with its ceiling rate and periods, and what a typical team
 * earns an agent under each.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Card, Hint, Money, endpoints } from '@vitrine/shared';

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Kinds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  .rate {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.gold};
    font-variant-numeric: tabular-nums;
  }
  .earn {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const KIND_KEY: Record<endpoints.ContractKind, string> = {
  DIVIDEND: 'join_kind_dividend',
  DAILY_SALARY: 'join_kind_daily',
  HOURLY_SALARY: 'join_kind_hourly',
  REALTIME_SALARY: 'join_kind_realtime',
};
const PERIOD_KEY: Record<endpoints.ContractPeriod, string> = { D: 'join_period_d', W: 'join_period_w', H: 'join_period_h', M: 'join_period_m' };

/** What a typical team earns an agent in a month under one contract at its ceiling rate. */
export function monthlyEarning(contract: endpoints.AgentProgrammeContract, example: endpoints.AgentProgramme['example']): number {
  const base = contract.kind === 'DIVIDEND' ? example.monthlyProfitLoss : example.monthlyValidBet;
  return Math.round(base * contract.maxRate * 100) / 100;
}

export function Programme({ programme }: { programme: endpoints.AgentProgramme }) {
  const { t, i18n } = useTranslation('agent');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const contracts = programme.contracts.filter((c) => c.enabled);
  const { example } = programme;
  return (
    <>
      <Card data-testid="join-how">
        <h2>{t('join_how_title')}</h2>
        <Steps>
          <li>{t('join_step_link')}</li>
          <li>{t('join_step_downlines')}</li>
          <li>{t('join_step_contracts')}</li>
          <li>{t('join_step_paid')}</li>
        </Steps>
      </Card>
      <section aria-labelledby="join-contracts" data-testid="join-contracts">
        <h2 id="join-contracts">{t('join_contracts_title')}</h2>
        <Hint>
          {t('join_example', { members: example.activeMembers })} <Money value={example.monthlyValidBet} /> · <Money value={example.monthlyProfitLoss} />
        </Hint>
        {contracts.length === 0 ? (
          <p data-testid="join-no-contracts">{t('join_no_contracts')}</p>
        ) : (
          <Kinds>
            {contracts.map((contract) => (
              <li key={contract.kind} data-testid="join-contract" data-kind={contract.kind}>
                <h3>{t(KIND_KEY[contract.kind])}</h3>
                <p>{t(`${KIND_KEY[contract.kind]}_text`)}</p>
                {contract.kind === 'REALTIME_SALARY' && contract.profitSalaryRate !== undefined && contract.lossSalaryRate !== undefined ? (
                  <p className="rate">
                    {t('join_realtime_rates', { win: percent.format(contract.profitSalaryRate), loss: percent.format(contract.lossSalaryRate) })}
                  </p>
                ) : (
                  <p className="rate">{t('join_up_to', { rate: percent.format(contract.maxRate) })}</p>
                )}
                <Hint>
                  {t('join_paid', { periods: list.format(contract.periods.map((p) => t(PERIOD_KEY[p]))) })} ·{' '}
                  {t('join_min_members', { count: contract.minActiveMembers })}
                </Hint>
                {contract.kind === 'REALTIME_SALARY' ? null : (
                  <p className="earn" data-testid="join-earning">
                    {t('join_earns')} <Money value={monthlyEarning(contract, example)} />
                  </p>
                )}
              </li>
            ))}
          </Kinds>
        )}
      </section>
    </>
  );
}
