/**
 * Invite friends (member-centre page `referral`, label `invite_friends`, shown only when the
 * whitelabel module REFERRAL3 is on, as the host's side menu does): the member's referral link
 * and code with copy and share, how many friends signed up and qualified, and what it paid; then
 * the player's referral links with their QR codes and counts (ReferralLinks). Trial accounts get
 * the host's in_need_true_account.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  Card,
  EmptyState,
  endpoints,
  ErrorState,
  Field,
  formatMoney,
  Hint,
  Input,
  Money,
  Skeleton,
  Stats,
  useApiQuery,
  useErrorText,
} from '@vitrine/shared';
import { Section } from '../../components/Panel';
import { absoluteLink, copyText } from './copy';
import { ReferralLinks } from './ReferralLinks';

export { absoluteLink };

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  input {
    flex: 1;
  }
  @media (max-width: 480px) {
    flex-wrap: wrap;
    > button {
      flex: 1;
    }
  }
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.4em;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function Referral() {
  const { t, i18n } = useTranslation('promotions');
  const errorText = useErrorText();
  const info = useApiQuery(endpoints.referralInfo, undefined, { staleTime: 0 });
  const linkRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A trial account: the host's in_need_true_account, as for the other real-account features.
  const trial = info.isError && info.error.code === 'trial_account_denied';
  useEffect(() => {
    if (trial) bus.publish('session/true-account-required', { feature: 'referral' });
  }, [trial]);

  const say = (next: Notice) => {
    setNotice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), 4000);
  };

  if (info.isPending)
    return (
      <div aria-busy="true" data-testid="referral-loading" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height="150px" />
        <Skeleton height="80px" />
      </div>
    );
  if (info.isError && info.error.code === 'trial_account_denied')
    return <EmptyState message={t('ref_trial')} testId="referral-trial" />;
  if (info.isError)
    return (
      <ErrorState
        title={t('ref_failed')}
        message={errorText(info.error)}
        onRetry={() => void info.refetch()}
        testId="referral-error"
      />
    );

  const data = info.data;
  const link = absoluteLink(data.referralUrl);
  const copy = async (text: string, input: HTMLInputElement | null, what: 'link' | 'code') => {
    const ok = await copyText(text, input);
    say(
      ok
        ? { kind: 'ok', text: t(what === 'link' ? 'ref_link_copied' : 'ref_code_copied') }
        : { kind: 'error', text: t('ref_copy_failed') },
    );
  };
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({
        title: t('ref_share_title'),
        text: t('ref_share_text', { code: data.referralCode }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error)?.name !== 'AbortError') say({ kind: 'error', text: t('ref_share_failed') });
    }
  };

  return (
    <>
      <Card data-testid="referral-invite">
        <Hint>{t('ref_intro', { amount: formatMoney(data.rewardPerQualified, i18n.language) })}</Hint>
        <Field name="referral-link" label={t('ref_link')}>
          {(control) => (
            <Row>
              <Input
                {...control}
                ref={linkRef}
                readOnly
                value={link}
                data-testid="referral-link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button
                type="button"
                variant="promo"
                onClick={() => void copy(link, linkRef.current, 'link')}
                data-testid="referral-copy-link"
              >
                {t('ref_copy_link')}
              </Button>
              {canShare ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => void share()}
                  data-testid="referral-share"
                >
                  {t('ref_share')}
                </Button>
              ) : null}
            </Row>
          )}
        </Field>
        <Field name="referral-code" label={t('ref_code')}>
          {(control) => (
            <Row>
              <Input
                {...control}
                ref={codeRef}
                readOnly
                value={data.referralCode}
                data-testid="referral-code"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button
                type="button"
                variant="ghost"
                onClick={() => void copy(data.referralCode, codeRef.current, 'code')}
                data-testid="referral-copy-code"
              >
                {t('ref_copy_code')}
              </Button>
            </Row>
          )}
        </Field>
        <Status role="status" aria-live="polite" data-kind={notice?.kind} data-testid="referral-notice">
          {notice?.text ?? ''}
        </Status>
      </Card>
      <Section title={t('ref_results')} testId="referral-results">
        <Stats>
          <div>
            <dt>{t('ref_invited')}</dt>
            <dd data-testid="referral-invited">
              {new Intl.NumberFormat(i18n.language).format(data.invitedCount)}
            </dd>
          </div>
          <div>
            <dt>{t('ref_qualified')}</dt>
            <dd data-testid="referral-qualified">
              {new Intl.NumberFormat(i18n.language).format(data.qualifiedCount)}
            </dd>
          </div>
          <div>
            <dt>{t('ref_reward_total')}</dt>
            <dd>
              <Money value={data.rewardTotal} testId="referral-reward-total" />
            </dd>
          </div>
          <div>
            <dt>{t('ref_reward_each')}</dt>
            <dd>
              <Money value={data.rewardPerQualified} testId="referral-reward-each" />
            </dd>
          </div>
        </Stats>
        {data.invitedCount === 0 ? <Hint data-testid="referral-none">{t('ref_none_yet')}</Hint> : null}
      </Section>
      <ReferralLinks />
    </>
  );
}
