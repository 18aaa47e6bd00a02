/**
 * What pressing a promotion's action does. Visitors get the login popup (the host opens it on
 * `session/login-required`); trial accounts are told they need a real account; members claim or
 * join at once, or, for promotions that take an application, fill in the apply form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  call,
  endpoints,
  errorMessageKey,
  isApiError,
  isTrialAccount,
  useSession,
} from '@vitrine/shared';

export type Outcome = { id: number; kind: 'success' | 'error'; message: string };

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

  const claim = useMutation({
    mutationFn: (promotion: endpoints.Promotion) =>
      call(endpoints.claimPromotion, { promotionId: promotion.id }),
    onSuccess: (result, promotion) => {
      void queryClient.invalidateQueries({ queryKey: [endpoints.promotionList.name] });
      void queryClient.invalidateQueries({ queryKey: [endpoints.promotionDetail.name] });
      if (promotion.mode === 'CLAIM') bus.publish('wallet/refresh-requested', {});
      report({
        id: promotion.id,
        kind: 'success',
        message:
          result.state === 'CLAIMED'
            ? t('claimed_message', { title: promotion.title })
            : t('joined_message', { title: promotion.title }),
      });
    },
    onError: (error, promotion) => {
      if (isApiError(error) && error.code === 'trial_account_denied') {
        bus.publish('session/true-account-required', { feature: 'promotion' });
        return;
      }
      const message =
        isApiError(error) && error.serverMessage
          ? error.serverMessage
          : t(errorMessageKey(error), { ns: 'common' });
      report({ id: promotion.id, kind: 'error', message });
    },
  });

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
    claim.mutate(promotion);
  };

  return { act, pendingId: claim.isPending ? claim.variables?.id : undefined, outcome, report };
}
