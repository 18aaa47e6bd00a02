/**
 * The badge counts the host itself knows, published on `nav/badge-changed` for whichever menu
 * entries name them (the host does not know which entries those are):
 * - `messages-unread`: the inbox's unread count (see use-unread-messages);
 * - `rewards-available`: the promotions a signed-in real account can claim (REWCEN3).
 * Signed out, both are 0.
 */
import { useEffect } from 'react';
import { bus, endpoints, isModuleEnabled, isTrialAccount, useApiQuery, useBoot, useSession } from '@vitrine/shared';
import { useUnreadMessages } from '../messages/use-unread-messages';

export function NavBadgeSources() {
  const session = useSession();
  const boot = useBoot();
  const messages = useUnreadMessages();
  const rewardsOn = Boolean(session.token) && !isTrialAccount(session) && isModuleEnabled('REWCEN3', boot);
  const rewards = useApiQuery(endpoints.availablePromotions, undefined, { enabled: rewardsOn, staleTime: 60_000 });
  const available = rewardsOn ? (rewards.data?.count ?? 0) : 0;
  useEffect(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: messages.unread }), [messages.unread]);
  useEffect(() => bus.publish('nav/badge-changed', { badge: 'rewards-available', count: available }), [available]);
  return null;
}
