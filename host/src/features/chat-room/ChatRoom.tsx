/**
 * The chat room (spec sections 1, 2 "Modals", 6, 7): live chat, or the VIP customer-service
 * channel for members above rank 4, in the spec's modal wrapper. Opened by the bus event
 * 'chat-room/open' (the right bar, the side menu, any remote). Logged out: the login popup.
 * `chatPermission` refuses trial accounts (in_need_true_account); then `launchChat` answers the
 * page shown in an iframe. Closing re-reads the unread count.
 */
import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  Button,
  ErrorState,
  errorMessageKey,
  getBoot,
  getMember,
  getSession,
  Modal,
  useBoot,
  useBusEvent,
  useMember,
} from '@vitrine/shared';
import { Icon } from '../../chrome/icons';
import { hasVipService, openCustomerService } from '../../session/customer-service';
import { ChatFrame, ChatSkeleton } from './ChatFrame';
import { chatRoomEnabled, safeChatUrl } from './chat-room-rules';
import { useChatLaunch } from './use-chat-launch';
import { refreshChatUnread } from './use-chat-unread';

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const VipBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.goldText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
`;

/** The chat fills the modal edge to edge: undo the wrapper's body padding (one token, space(5)). */
const Content = styled.div`
  position: relative;
  display: grid;
  margin: calc(-1 * ${({ theme }) => theme.space(5)});
  min-height: 320px;
  .fallback {
    display: flex;
    justify-content: center;
    padding-block-end: ${({ theme }) => theme.space(6)};
  }
`;

function ChatRoomDialog({ onClose, onRefused }: { onClose: () => void; onRefused: () => void }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const member = useMember();
  const boot = useBoot();
  const state = useChatLaunch();
  const vip = hasVipService(member?.rankLevel);
  const heading = vip ? t('chat_vip_title') : t('chat_live_title');
  const fallback = () => openCustomerService(boot, member?.rankLevel ?? 0);

  useEffect(() => {
    if (state.status === 'refused') onRefused();
  }, [state.status, onRefused]);

  let body;
  if (state.status === 'loading' || state.status === 'refused') {
    body = <ChatSkeleton />;
  } else if (state.status === 'error') {
    const message = state.error?.serverMessage || tc(errorMessageKey(state.error));
    body = (
      <>
        <ErrorState
          testId="chat-room-error"
          title={t('chat_error_title')}
          message={message}
          onRetry={state.retry}
        />
        <div className="fallback">
          <Button type="button" variant="ghost" onClick={fallback} data-testid="chat-room-fallback">
            {t('chat_use_customer_service')}
          </Button>
        </div>
      </>
    );
  } else {
    const url = safeChatUrl(state.url, window.location.origin);
    body = url ? (
      <ChatFrame url={url} title={heading} onFallback={fallback} />
    ) : (
      <>
        <ErrorState
          testId="chat-room-invalid-url"
          title={t('chat_error_title')}
          message={t('chat_url_invalid')}
        />
        <div className="fallback">
          <Button type="button" variant="ghost" onClick={fallback} data-testid="chat-room-fallback">
            {t('chat_use_customer_service')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Modal
      name="chat-room"
      testId="chat-room"
      open
      width={520}
      onClose={onClose}
      headerColor={boot?.info.brand?.chatHeaderColor}
      title={
        <Title data-testid="chat-room-title" data-channel={vip ? 'vip' : 'live'}>
          {heading}
          {vip ? (
            <VipBadge data-testid="chat-room-vip-badge">
              <Icon name="vip" size={14} />
              {member?.rankLabel || t('chat_vip_badge')}
            </VipBadge>
          ) : null}
        </Title>
      }
    >
      <Content data-state={state.status}>{body}</Content>
    </Modal>
  );
}

/** Mounted once by the app, beside the other modals. */
export function ChatRoom() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useBusEvent('chat-room/open', () => {
    if (!getSession().token) return bus.publish('session/login-required', { reason: 'chat-room' });
    // Chat room switched off for the site: the customer-service link is the fallback.
    if (!chatRoomEnabled(getBoot())) return void openCustomerService(getBoot(), getMember()?.rankLevel ?? 0);
    setOpen(true);
  });
  useBusEvent('session/logged-out', () => setOpen(false));

  const close = useCallback(() => {
    setOpen(false);
    void refreshChatUnread(queryClient);
  }, [queryClient]);
  const refuse = useCallback(() => {
    setOpen(false);
    bus.publish('session/true-account-required', { feature: 'chat-room' });
  }, []);

  return open ? <ChatRoomDialog onClose={close} onRefused={refuse} /> : null;
}
