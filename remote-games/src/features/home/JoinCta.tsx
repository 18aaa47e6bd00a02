import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, Button, useSession } from '@vitrine/shared';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.gold};
  p {
    margin: 0;
    max-width: 52ch;
  }
`;

/** Registration call-to-action for visitors (hidden once logged in). */
export function JoinCta() {
  const { t } = useTranslation('games');
  const { token } = useSession();
  if (token) return null;
  return (
    <Box data-testid="join-cta">
      <p>{t('join_copy')}</p>
      <Button type="button" variant="promo" onClick={() => bus.publish('session/register-requested', {})}>
        {t('join_now')}
      </Button>
    </Box>
  );
}
