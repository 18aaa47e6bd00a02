/**
 * Time-out (24 h, 7 d, 30 d) and self-exclusion (6 m, 1 y, 5 y, indefinite): choose, then confirm in
 * plain words with the password. The server ends every session and refuses logins until the end;
 * nothing here (or anywhere) can undo it early. On success the host logs out at once.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Button, Field, FormAlert, formatRgDate, Hint, Input, endpoints } from '@vitrine/shared';
import { useErrorText } from '../../lib/error-text';
import { Chips, FormGrid, GroupLabel } from '../../components/form';
import { exclusionEnd, useExclude } from './use-rg';

type Period = endpoints.RgExclusionPeriod;
const GROUPS: { kind: endpoints.RgExclusionKind; label: string; periods: readonly Period[] }[] = [
  { kind: 'TIMEOUT', label: 'rg_timeout', periods: endpoints.RG_TIMEOUT_PERIODS },
  { kind: 'SELF_EXCLUSION', label: 'rg_self_exclusion', periods: endpoints.RG_SELF_EXCLUSION_PERIODS },
];

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  label.check {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    min-height: ${({ theme }) => theme.layout.touch};
  }
  label.check input {
    width: 20px;
    height: 20px;
    flex: none;
  }
  .problem {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function TakeABreak({ serverTime }: { serverTime: string }) {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const exclude = useExclude();
  const id = useId();
  const [choice, setChoice] = useState<{ kind: endpoints.RgExclusionKind; period: Period } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!choice || !understood || !password || exclude.isPending) return;
    exclude.mutate(
      { ...choice, password, confirmed: true },
      // The server has ended every session of the account: the host logs out now, no second question.
      { onSuccess: () => bus.publish('session/logout-confirmed', {}) },
    );
  };

  if (exclude.isSuccess) {
    const end = exclude.data.endsAt;
    return (
      <p role="status" data-testid="rg-break-done">
        {end ? t('rg_break_done_until', { date: formatRgDate(end, i18n.language) }) : t('rg_break_done_indefinite')}
      </p>
    );
  }

  const end = choice ? exclusionEnd(choice.period, serverTime) : null;
  return (
    <FormGrid noValidate onSubmit={submit} data-testid="rg-break-form" aria-busy={exclude.isPending}>
      <Hint>{t('rg_break_intro')}</Hint>
      {GROUPS.map((g) => (
        <div key={g.kind} role="radiogroup" aria-labelledby={`${id}-${g.kind}`}>
          <GroupLabel id={`${id}-${g.kind}`}>{t(g.label)}</GroupLabel>
          <Chips>
            {g.periods.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={choice?.kind === g.kind && choice.period === p}
                onClick={() => (setChoice({ kind: g.kind, period: p }), setConfirming(false), exclude.reset())}
                data-testid={`rg-break-${p}`}
              >
                {t(`rg_period_${p}`)}
              </button>
            ))}
          </Chips>
        </div>
      ))}
      {!confirming ? (
        <div>
          <Button type="button" variant="ghost" disabled={!choice} onClick={() => (setConfirming(true), setChecked(false))} data-testid="rg-break-continue">
            {t('rg_break_continue')}
          </Button>
        </div>
      ) : (
        <Confirm data-testid="rg-break-confirm" aria-labelledby={`${id}-confirm`} role="group">
          <h4 id={`${id}-confirm`}>{t(choice?.kind === 'TIMEOUT' ? 'rg_timeout' : 'rg_self_exclusion')} · {choice ? t(`rg_period_${choice.period}`) : ''}</h4>
          <p data-testid="rg-break-consequence">
            {end ? t('rg_break_confirm_until', { date: formatRgDate(end, i18n.language) }) : t('rg_break_confirm_indefinite')}
          </p>
          <label className="check">
            <input
              type="checkbox"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              aria-invalid={checked && !understood}
              aria-describedby={checked && !understood ? `${id}-understand-problem` : undefined}
              data-testid="rg-break-understand"
            />
            <span>{t('rg_break_understand')}</span>
          </label>
          {checked && !understood ? (
            <span className="problem" id={`${id}-understand-problem`}>
              {t('rg_break_understand_required')}
            </span>
          ) : null}
          <Field name="password" label={t('login_password')} error={checked && !password ? t('rg_break_password_required') : null}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                maxLength={64}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-testid="rg-break-password"
              />
            )}
          </Field>
          {exclude.isError ? <FormAlert title={t('rg_break_failed')} message={errorText(exclude.error)} testId="rg-break-error" /> : null}
          <Row>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)} data-testid="rg-break-cancel">
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" variant="primary" disabled={exclude.isPending} data-testid="rg-break-submit">
              {exclude.isPending ? t('processing') : t('rg_break_submit')}
            </Button>
          </Row>
        </Confirm>
      )}
    </FormGrid>
  );
}
