/**
 * What pressing a promotion's action does. Visitors get the login popup (the host opens it on
 * `session/login-required`); trial accounts are told they need a real account; members claim or
 * join at once, or, for promotions that take an application, fill in the apply form.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  endpoints,
  errorMessageKey,
  isApiError,
  isTrialAccount,
  useMoneyAction,
  useSession,
} from '@vitrine/shared';

export type Outcome = { id: number; kind: 'success' | 'error'; message: string };
/** A claim whose answer was lost (timeout, gateway error, unreadable answer): it may have gone through. */
export type UncertainClaim = { id: number; checking: boolean; retry: () => void };

/** States in which a member can act, and what the action is called. */
export function actionOf(promotion: endpoints.Promotion): 'claim' | 'join' | 'apply' | 'apply_again' | null {
  if (promotion.mode === 'APPLY')
    return promotion.state === 'JOIN' ? 'apply' : promotion.state === 'REJECTED' ? 'apply_again' : null;
  if (promotion.mode === 'CLAIM')
    return promotion.state === 'CLAIM' || promotion.state === 'JOIN' ? 'claim' : null;
  if (promotion.mode === 'JOIN')
    return promotion.state === 'JOIN' || promotion.state === 'CLAIM' ? 'join' : null;
  return null;
}

export function usePromotionAction(openApplyForm: (promotion: endpoints.Promotion) => void) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The host shows every outcome as a toast; a card also keeps its own error in view.
  const report = (next: Outcome) => {
    setOutcome(next.kind === 'error' ? next : null);
    bus.publish('ui/notify', { kind: next.kind, message: next.message });
  };

  // The promotion being claimed: its title and mode for the outcome (after a same-key retry too).
  const target = useRef<endpoints.Promotion | null>(null);
  // A money call (issue 12): one at a time, an idempotency key per promotion, and a lost answer is
  // an unknown outcome (the lists and the balance are re-read, only a same-key retry is offered).
  const claim = useMoneyAction(endpoints.claimPromotion, {
    check: (v) => typeof v?.state === 'string',
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: [endpoints.promotionList.name] });
      void queryClient.invalidateQueries({ queryKey: [endpoints.promotionDetail.name] });
    },
    onSuccess: (result) => {
      const promotion = target.current;
      if (!promotion) return;
      report({
        id: promotion.id,
        kind: 'success',
        message:
          result.state === 'CLAIMED'
            ? t('claimed_message', { title: promotion.title })
            : t('joined_message', { title: promotion.title }),
      });
    },
  });

  const onError = (error: unknown) => {
    const promotion = target.current;
    if (!promotion) return;
    if (isApiError(error) && error.code === 'trial_account_denied') {
      bus.publish('session/true-account-required', { feature: 'promotion' });
      return;
    }
    const message =
      isApiError(error) && error.serverMessage ? error.serverMessage : t(errorMessageKey(error), { ns: 'common' });
    report({ id: promotion.id, kind: 'error', message });
  };

  const act = (promotion: endpoints.Promotion) => {
    setOutcome(null);
    if (!session.token) {
      bus.publish('session/login-required', { reason: 'promotion' });
      return;
    }
    if (isTrialAccount(session)) {
      bus.publish('session/true-account-required', { feature: 'promotion' });
      return;
    }
    if (promotion.mode === 'APPLY') {
      openApplyForm(promotion);
      return;
    }
    if (claim.isPending) return;
    target.current = promotion;
    claim.mutate({ promotionId: promotion.id }, { onError });
  };

  const claimedId = claim.variables?.promotionId;
  return {
    act,
    pendingId: claim.isPending ? claimedId : undefined,
    outcome,
    report,
    /** The claim whose answer was lost: it may have gone through; retry repeats it with its key. */
    uncertain: (claim.isUncertain && claimedId !== undefined
        ? { id: claimedId, checking: claim.checking, retry: claim.retry }
        : null) as UncertainClaim | null,
  };
}
