/**
 * Offer a new contract of one kind to a direct downline (the upline's side of spec section 4): the
 * downline, then the terms the kind asks for (spec section 3), checked as the server checks them;
 * what the server still refuses (an open contract, a downline that is not direct…) is shown above
 * the buttons and the form keeps what was typed.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, OutcomeCheck, Select, Skeleton, errorMessageKey, isApiError, type endpoints } from '@vitrine/shared';
import { isOpen, type KindConfig, type TermField } from './kinds';
import { AMOUNT_FIELDS, checkTerms, EMPTY_TERMS, PERCENT_FIELDS, PERIODS, toTerms, type TermProblem, type TermsForm } from './terms';
import { Actions, Muted, Notice } from './parts';
import { useContractAction, useDirectDownlines } from './use-contracts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceRaised};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  input[inputmode='decimal'],
  input[inputmode='numeric'] {
    font-variant-numeric: tabular-nums;
  }
`;

export function OfferForm({
  config,
  contracts,
  onDone,
  onCancel,
}: {
  config: KindConfig;
  /** The caller's contracts of this kind (downlines with an open one cannot get another). */
  contracts: endpoints.Contract[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation('common');
  const downlines = useDirectDownlines(true);
  const [downlineId, setDownlineId] = useState('');
  const offer = useContractAction(config, (input) => {
    const name = downlines.data?.list.find((d) => d.id === input.downlineId)?.username ?? '';
    onDone(t('ct_done_offer', { name }));
  });
  const [form, setForm] = useState<TermsForm>(EMPTY_TERMS);
  const [problems, setProblems] = useState<Partial<Record<TermField | 'downline', TermProblem>>>({});
  const title = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => title.current?.focus(), []);
  // After a refused submit, focus goes to the first field that needs fixing.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const busy = new Set(contracts.filter((c) => c.role === 'UPLINE' && isOpen(c)).map((c) => c.downlineId));
  const text = (p?: TermProblem) => (p ? t(p.key, p.values) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<TermField | 'downline', TermProblem>> = checkTerms(config.fields, form);
    if (!downlineId) found.downline = { key: 'ct_err_downline' };
    setProblems(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    offer.mutate({ action: 'REQUEST', downlineId: Number(downlineId), terms: toTerms(config.fields, form) });
  };

  const set = (field: TermField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} data-testid="offer-form" aria-labelledby="offer-title">
      <h4 id="offer-title" ref={title} tabIndex={-1}>
        {t('ct_offer_title', { kind: t(`ct_kind_${config.key}`) })}
      </h4>
      {downlines.isPending ? (
        <Skeleton height="44px" />
      ) : downlines.isError ? (
        <Notice tone="error" title={t('ct_downlines_failed')} message={downlines.error.serverMessage || tc(errorMessageKey(downlines.error))} testId="offer-downlines-error" />
      ) : downlines.data.list.length === 0 ? (
        <Muted data-testid="offer-no-downlines">{t('ct_no_downlines')}</Muted>
      ) : (
        <Field label={t('ct_downline')} name="downline" error={text(problems.downline)} hint={t('ct_downline_hint')}>
          {(control) => (
            <Select
              {...control}
              value={downlineId}
              onChange={(e) => {
                setDownlineId(e.target.value);
                setProblems((p) => ({ ...p, downline: undefined }));
              }}
              data-testid="offer-downline"
            >
              <option value="">{t('ct_choose_downline')}</option>
              {downlines.data.list.map((d) => (
                <option key={d.id} value={d.id} disabled={busy.has(d.id)}>
                  {busy.has(d.id) ? t('ct_downline_busy', { name: d.username }) : d.username}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <div className="grid">
        {config.fields.map((field) =>
          field === 'period' ? (
            <Field key={field} label={t('ct_term_period')} name="period" error={text(problems.period)}>
              {(control) => (
                <Select {...control} value={form.period} onChange={(e) => set('period')(e.target.value)} data-testid="offer-period">
                  {PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`ct_period_${p}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : (
            <Field
              key={field}
              label={t(`ct_term_${field}${field === 'betAmount' ? `_${config.key}` : ''}`)}
              name={field}
              error={text(problems[field])}
              hint={t(`ct_hint_${field}${field === 'rate' ? `_${config.key === 'dividend' ? 'dividend' : 'salary'}` : ''}`)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="text"
                  inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={form[field]}
                  onChange={(e) => set(field)(e.target.value)}
                  data-testid={`offer-${field}`}
                  placeholder={PERCENT_FIELDS.includes(field) ? '%' : AMOUNT_FIELDS.includes(field) ? '0.00' : '0'}
                />
              )}
            </Field>
          ),
        )}
      </div>
      {offer.isError ? (
        <Notice
          tone="error"
          title={t('ct_offer_failed')}
          message={(isApiError(offer.error) && offer.error.serverMessage) || tc(errorMessageKey(offer.error))}
          testId="offer-error"
        />
      ) : null}
      {offer.isUncertain ? (
        <OutcomeCheck checking={offer.checking} pending={offer.isPending} onRetry={offer.retry} testId="offer-outcome" />
      ) : null}
      <Actions>
        <Button type="submit" disabled={offer.isPending || offer.isUncertain || downlines.isPending} data-testid="offer-submit">
          {offer.isPending ? t('ct_working') : t('ct_send_offer')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={offer.isPending}>
          {t('ct_cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
