/**
 * The player's limits: each with its use this period, when it resets and a pending raise or removal;
 * one form to set, lower, raise or remove one. The server enforces them and applies the 24-hour
 * delay; this shows what it answers.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Field,
  FormAlert,
  formatRgDate,
  Hint,
  Input,
  rgAmount,
  rgLimitName,
  Select,
  type endpoints,
} from '@vitrine/shared';
import { amountProblem, parseAmount } from '../../lib/amount';
import { useErrorText } from '../../lib/error-text';
import { useAmountMessage } from '../../components/money-form';
import { FormGrid } from '../../components/form';
import { useSetLimit } from './use-rg';

type Limit = endpoints.RgLimit;
const MONEY_LIMITS = { min: 1, max: 1_000_000 } as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  .name {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .amount {
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .detail {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .pending {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const keyOf = (l: Pick<Limit, 'kind' | 'period'>) => `${l.kind}:${l.period}`;

export function Limits({ limits }: { limits: Limit[] }) {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const amountMessage = useAmountMessage();
  const setLimit = useSetLimit();
  const [choice, setChoice] = useState(keyOf(limits[0]));
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const lang = i18n.language;
  const chosen = limits.find((l) => keyOf(l) === choice) ?? limits[0];
  const minutes = chosen.kind === 'SESSION';

  const problem = (): string | null => {
    if (minutes) return /^\d{1,4}$/.test(amount.trim()) && Number(amount) >= 1 && Number(amount) <= 1440 ? null : t('rg_minutes_problem');
    const p = amountProblem(amount, MONEY_LIMITS);
    return p ? amountMessage(p) : null;
  };
  const error = checked ? problem() : null;

  const save = (value: number | null) => setLimit.mutate({ kind: chosen.kind, period: chosen.period, amount: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem() || setLimit.isPending) return;
    save(minutes ? Number(amount) : (parseAmount(amount) as number));
  };

  const saved = setLimit.isSuccess ? setLimit.data.find((l) => keyOf(l) === keyOf(setLimit.variables)) : undefined;

  return (
    <>
      <List data-testid="rg-limits">
        {limits.map((l) => (
          <li key={keyOf(l)} data-testid={`rg-limit-${l.kind}-${l.period}`}>
            <span className="name">{rgLimitName(t, l.kind, l.period)}</span>
            <span className="amount">{l.amount === null ? t('rg_no_limit') : rgAmount(t, l.kind, l.amount, lang)}</span>
            <span className="detail">
              {t('rg_used', { used: rgAmount(t, l.kind, l.used, lang) })} · {t('rg_resets', { date: formatRgDate(l.resetsAt, lang) })}
            </span>
            {l.pending ? (
              <span className="pending" data-testid="rg-pending">
                {l.pending.amount === null
                  ? t('rg_pending_removal', { date: formatRgDate(l.pending.appliesAt, lang) })
                  : t('rg_pending_change', { amount: rgAmount(t, l.kind, l.pending.amount, lang), date: formatRgDate(l.pending.appliesAt, lang) })}
              </span>
            ) : null}
          </li>
        ))}
      </List>
      <Hint>{t('rg_rules')}</Hint>
      <FormGrid noValidate onSubmit={submit} data-testid="rg-limit-form" aria-busy={setLimit.isPending}>
        <Field name="limit" label={t('rg_limit_choice')}>
          {(control) => (
            <Select {...control} value={choice} onChange={(e) => (setChoice(e.target.value), setLimit.reset())} data-testid="rg-limit-choice">
              {limits.map((l) => (
                <option key={keyOf(l)} value={keyOf(l)}>
                  {rgLimitName(t, l.kind, l.period)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="limitAmount" label={minutes ? t('rg_limit_minutes') : t('amount')} error={error}>
          {(control) => (
            <Input
              {...control}
              inputMode={minutes ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              data-testid="rg-limit-amount"
            />
          )}
        </Field>
        {setLimit.isError ? <FormAlert title={t('rg_limit_failed')} message={errorText(setLimit.error)} testId="rg-limit-error" /> : null}
        {saved ? (
          <p role="status" data-testid="rg-limit-saved">
            {saved.pending
              ? t('rg_limit_pending', { date: formatRgDate(saved.pending.appliesAt, lang) })
              : saved.amount === null
                ? t('rg_limit_removed')
                : t('rg_limit_applied', { limit: rgLimitName(t, saved.kind, saved.period), amount: rgAmount(t, saved.kind, saved.amount, lang) })}
          </p>
        ) : null}
        <Buttons>
          <Button type="submit" disabled={setLimit.isPending} data-testid="rg-limit-save">
            {setLimit.isPending ? t('processing') : t('rg_save_limit')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={setLimit.isPending || chosen.amount === null || (chosen.pending !== null && chosen.pending.amount === null)}
            onClick={() => (setChecked(false), save(null))}
            data-testid="rg-limit-remove"
          >
            {t('rg_remove_limit')}
          </Button>
        </Buttons>
      </FormGrid>
    </>
  );
}
