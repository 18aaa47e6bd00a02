/**
 * What the chrome needs to offer the chat room: whether it is on (CBS3), the unread count, the
 * accessible label and the opener (the bus event, so the host's one handler decides: login popup,
 * trial warning or the modal). The right bar and the side menu render it their own way.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, useBoot } from '@vitrine/shared';
import { chatRoomEnabled } from './chat-room-rules';
import { useChatUnread } from './use-chat-unread';

export function useChatRoomEntry() {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const unread = useChatUnread();
  const label = unread > 0 ? `${t('chat_room')} (${t('chat_unread', { count: unread })})` : t('chat_room');
  return { enabled: chatRoomEnabled(boot), unread, label, open: () => bus.publish('chat-room/open', {}) };
}

const Badge = styled.span<{ floating: boolean }>`
  min-width: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 18px;
  text-align: center;
  ${({ floating }) => (floating ? 'position: absolute; top: -4px; inset-inline-end: -4px;' : 'margin-inline-start: auto;')}
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * An unread count (99+ past 99); screen readers hear it as words (`text`, by default the chat's
 * "Unread messages: n"), not as the bare number. Also used for the inbox's unread messages.
 */
export function UnreadBadge({ count, floating = false, testId = 'chat-unread', text }: { count: number; floating?: boolean; testId?: string; text?: string }) {
  const { t } = useTranslation('host');
  if (count <= 0) return null;
  return (
    <>
      <Badge floating={floating} aria-hidden="true" data-testid={testId}>
        {count > 99 ? '99+' : count}
      </Badge>
      <Hidden>{text ?? t('chat_unread', { count })}</Hidden>
    </>
  );
}
