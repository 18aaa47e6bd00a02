/**
 * One contract: the other party, its state, its terms and what it has paid, and the actions the
 * caller's side may take in that state (spec section 4: the upline offers, the downline accepts or
 * rejects; either side asks to end it and the other answers; the upline may end it at once).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Money, OutcomeCheck, isApiError, errorMessageKey, formatDate, type endpoints } from '@vitrine/shared';
import { awaitsMe, type KindConfig, type TermField } from './kinds';
import { PERCENT_FIELDS } from './terms';
import { Actions, Badge, Confirm, Muted, Notice, StateBadge } from './parts';
import { useContractAction, type ContractAction } from './use-contracts';

const Card = styled.li<{ attention: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme, attention }) => (attention ? theme.color.gold : theme.color.border)};
  min-width: 0;
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  > header strong {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  > header small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    margin-inline-start: auto;
  }
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 130px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export function TermValue({ field, terms }: { field: TermField; terms: endpoints.ContractTerms }) {
  const { t, i18n } = useTranslation('agent');
  if (field === 'period') return <>{t(`ct_period_${terms.period}`)}</>;
  const value = terms[field];
  if (PERCENT_FIELDS.includes(field)) {
    return <>{new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(value)}</>;
  }
  if (field === 'activeMembers') return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
  return <Money value={value} />;
}

export function TermsList({ config, terms }: { config: KindConfig; terms: endpoints.ContractTerms }) {
  const { t } = useTranslation('agent');
  return (
    <Terms data-testid="contract-terms">
      {config.fields.map((field) => (
        <div key={field} data-term={field}>
          <dt>{t(`ct_term_${field}${field === 'betAmount' ? `_${config.key}` : ''}`)}</dt>
          <dd>
            <TermValue field={field} terms={terms} />
          </dd>
        </div>
      ))}
    </Terms>
  );
}

interface Step {
  action: ContractAction;
  label: string;
  /** Asked first (an inline confirmation) when the action ends or refuses something. */
  question?: string;
  variant?: 'primary' | 'ghost';
  testId: string;
}

/** What the caller's side may do with this contract now. */
function useSteps(contract: endpoints.Contract): { steps: Step[]; waiting: string | null } {
  const { t } = useTranslation('agent');
  const other = contract.role === 'UPLINE' ? contract.downlineName : contract.uplineName;
  const mine = awaitsMe(contract);
  const steps: Step[] = [];
  let waiting: string | null = null;
  switch (contract.state) {
    case 'REQUESTED':
      if (mine) {
        steps.push({ action: 'ACCEPT', label: t('ct_accept_offer'), testId: 'contract-accept' });
        steps.push({ action: 'REJECT', label: t('ct_reject_offer'), question: t('ct_reject_offer_q', { name: other }), variant: 'ghost', testId: 'contract-reject' });
      } else {
        waiting = t('ct_waiting_offer', { name: other });
        if (contract.role === 'UPLINE') {
          steps.push({ action: 'TERMINATE', label: t('ct_withdraw_offer'), question: t('ct_withdraw_offer_q', { name: other }), variant: 'ghost', testId: 'contract-withdraw' });
        }
      }
      break;
    case 'ACCEPTED':
      steps.push({ action: 'TERMINATE_REQUEST', label: t('ct_request_end'), question: t('ct_request_end_q', { name: other }), variant: 'ghost', testId: 'contract-request-end' });
      if (contract.role === 'UPLINE') {
        steps.push({ action: 'TERMINATE', label: t('ct_terminate'), question: t('ct_terminate_q', { name: other }), variant: 'ghost', testId: 'contract-terminate' });
      }
      break;
    case 'TERMINATION_REQUESTED':
      if (mine) {
        steps.push({ action: 'ACCEPT', label: t('ct_accept_end'), question: t('ct_accept_end_q', { name: other }), testId: 'contract-accept-end' });
        steps.push({ action: 'REJECT', label: t('ct_keep'), variant: 'ghost', testId: 'contract-keep' });
      } else {
        waiting = t('ct_waiting_end', { name: other });
        if (contract.role === 'UPLINE') {
          steps.push({ action: 'TERMINATE', label: t('ct_terminate'), question: t('ct_terminate_q', { name: other }), variant: 'ghost', testId: 'contract-terminate' });
        }
      }
      break;
    default:
      break;
  }
  return { steps, waiting };
}

const DONE_KEY: Record<ContractAction, string> = {
  ACCEPT: 'ct_done_accept',
  REJECT: 'ct_done_reject',
  TERMINATE_REQUEST: 'ct_done_request_end',
  TERMINATE: 'ct_done_terminate',
  REQUEST: 'ct_done_offer',
};

export function ContractCard({
  config,
  contract,
  onDone,
}: {
  config: KindConfig;
  contract: endpoints.Contract;
  /** Told what was done (the panel announces it; the card may leave the list). */
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation('common');
  const [asking, setAsking] = useState<Step | null>(null);
  const run = useContractAction(config, (input) => {
    setAsking(null);
    // Answering a termination request reads differently from answering an offer.
    const answeredEnd = contract.state === 'TERMINATION_REQUESTED' && (input.action === 'ACCEPT' || input.action === 'REJECT');
    onDone(t(`${DONE_KEY[input.action]}${answeredEnd ? '_end' : ''}`, { name: other }));
  });
  const triggers = useRef(new Map<string, HTMLButtonElement | null>());
  const { steps, waiting } = useSteps(contract);
  const other = contract.role === 'UPLINE' ? contract.downlineName : contract.uplineName;
  const mine = awaitsMe(contract);

  const perform = (step: Step) => run.mutate({ action: step.action, contractId: contract.id });
  // Cancelling puts focus back on the button that asked (once it is rendered again).
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    triggers.current.get(refocus)?.focus();
    setRefocus(null);
  }, [refocus]);
  const cancel = () => {
    setRefocus(asking?.testId ?? null);
    setAsking(null);
  };

  return (
    <Card attention={mine} data-testid="contract" data-contract={contract.id} data-role={contract.role} aria-label={t(contract.role === 'UPLINE' ? 'ct_card_downline' : 'ct_card_upline', { name: other })}>
      <header>
        <strong>{other}</strong>
        <StateBadge state={contract.state} />
        {mine ? (
          <Badge tone="warn" data-testid="contract-awaits-me">
            {t('ct_your_answer')}
          </Badge>
        ) : null}
        <small>{t('ct_since', { date: formatDate(contract.createdAt, i18n.language) })}</small>
      </header>
      <TermsList config={config} terms={contract.terms} />
      <Actions>
        <span>
          {t('ct_paid_total')}: <strong><Money value={contract.paidTotal} testId="contract-paid" /></strong>
        </span>
      </Actions>
      {waiting ? <Muted data-testid="contract-waiting">{waiting}</Muted> : null}
      {run.isError ? (
        <Notice tone="error" title={t('ct_action_failed')} message={(isApiError(run.error) && run.error.serverMessage) || tc(errorMessageKey(run.error))} testId="contract-error" />
      ) : null}
      {run.isUncertain ? (
        <OutcomeCheck checking={run.checking} pending={run.isPending} onRetry={run.retry} testId="contract-outcome" />
      ) : asking ? (
        <Confirm question={asking.question ?? ''} confirmLabel={asking.label} busy={run.isPending} onConfirm={() => perform(asking)} onCancel={cancel} />
      ) : steps.length ? (
        <Actions>
          {steps.map((step) => (
            <Button
              key={step.testId}
              ref={(node) => {
                triggers.current.set(step.testId, node);
              }}
              type="button"
              size="sm"
              variant={step.variant ?? 'primary'}
              disabled={run.isPending}
              data-testid={step.testId}
              onClick={() => (step.question ? setAsking(step) : perform(step))}
            >
              {step.label}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Card>
  );
}
