/** The VIP page's call to action for visitors: log in to see your rank, or register to start. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button, Card, bus } from '@vitrine/shared';

const Box = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function VipVisitorCta() {
  const { t } = useTranslation('promotions');
  return (
    <Box data-testid="vip-visitor">
      <h2>{t('vip_visitor_title')}</h2>
      <p>{t('vip_visitor_text')}</p>
      <div className="actions">
        <Button type="button" onClick={() => bus.publish('session/login-required', {})} data-testid="vip-login">
          {t('vip_login')}
        </Button>
        <Button type="button" variant="gold" onClick={() => bus.publish('session/register-requested', {})} data-testid="vip-register">
          {t('vip_register')}
        </Button>
      </div>
    </Box>
  );
}
