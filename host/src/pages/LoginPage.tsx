import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, useSession } from '@vitrine/shared';
import { getAuthView, openAuth } from '../features/auth/auth-view';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** /login (and /login?as=agent): where the loginedToHomePage guard sends visitors; opens the login popup. */
export function LoginPage() {
  const { t } = useTranslation('host');
  const { token } = useSession();
  // /login?as=agent opens the agent door (agents' bookmark); anything else the player door.
  const [params] = useSearchParams();
  const door = params.get('as') === 'agent' ? 'agent' : undefined;
  useEffect(() => {
    if (!token && !getAuthView()) openAuth({ kind: 'login', as: door });
  }, [token, door]);
  if (token) return <Navigate to="/index" replace />;
  return (
    <Box data-testid="login-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{t('login_page_title')}</h1>
      <p>{t('login_page_text')}</p>
      <Button type="button" onClick={() => openAuth({ kind: 'login' })}>
        {t('login')}
      </Button>
    </Box>
  );
}
