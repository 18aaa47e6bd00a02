import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button, useBoot } from '@vitrine/shared';
import { openAuth } from '../features/auth/auth-view';

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  /* Phones: languages with long words (Arabic, Tamil…) keep the header on one row. */
  @media (max-width: 420px) {
    gap: ${({ theme }) => theme.space(1)};
    button {
      padding: 0 ${({ theme }) => theme.space(2)};
      white-space: nowrap;
    }
  }
`;

/** Logged out: Log in opens the login popup; Register (DIRECTREG3) opens registration. */
export function AuthButtons() {
  const { t } = useTranslation('host');
  const boot = useBoot();
  return (
    <Group data-testid="header-auth">
      <Button type="button" size="sm" variant="ghost" data-testid="header-login-open" onClick={() => openAuth({ kind: 'login' })}>
        {t('login')}
      </Button>
      {boot?.modules.DIRECTREG3 !== false ? (
        <Button type="button" size="sm" variant="promo" data-testid="header-register-open" onClick={() => openAuth({ kind: 'register' })}>
          {t('register')}
        </Button>
      ) : null}
    </Group>
  );
}
