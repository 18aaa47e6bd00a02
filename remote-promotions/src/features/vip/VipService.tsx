/**
 * The VIP customer-service channel (spec section 6: rankLevel above 4). A player above rank 4 is
 * offered it (the host's chat room opens the VIP channel for them); below, they see at which rank
 * it opens and keep live chat meanwhile.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button, Card, Hint, bus } from '@vitrine/shared';

/** Spec: VIP service above rankLevel 4. */
export const VIP_SERVICE_FROM = 5;
export const hasVipService = (rankLevel: number) => rankLevel >= VIP_SERVICE_FROM;

const Box = styled(Card)<{ open: boolean }>`
  border-inline-start: 4px solid ${({ theme, open }) => (open ? theme.color.gold : theme.color.border)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  button {
    justify-self: start;
  }
`;

export function VipService({ rankLevel }: { rankLevel: number }) {
  const { t } = useTranslation('promotions');
  const open = hasVipService(rankLevel);
  return (
    <Box open={open} data-testid="vip-service" data-open={open}>
      <h3>{t('vip_service_title')}</h3>
      {open ? (
        <>
          <p>{t('vip_service_open')}</p>
          <Button type="button" variant="gold" onClick={() => bus.publish('chat-room/open', {})} data-testid="vip-service-contact">
            {t('vip_service_contact')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('vip_service_locked', { rank: `VIP${VIP_SERVICE_FROM}` })}</p>
          <Hint>{t('vip_service_live_chat')}</Hint>
          <Button type="button" variant="ghost" onClick={() => bus.publish('chat-room/open', {})} data-testid="vip-live-chat">
            {t('vip_live_chat')}
          </Button>
        </>
      )}
    </Box>
  );
}
