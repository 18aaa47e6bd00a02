import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessageKey, isApiError, useBusEvent } from '@vitrine/shared';
import { logIn } from '../session/session-actions';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-height: ${({ theme }) => theme.layout.touch};
    width: 140px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
  }
  @media (max-width: 720px) {
    input {
      width: 110px;
    }
  }
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The header's username login. Keeps what was typed when the login fails. */
export function LoginForm() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);

  // Something needs a logged-in player (a remote asked through the bus): point at the form.
  useBusEvent('session/login-required', () => {
    setError(tc('err_not_logged_in'));
    usernameInput.current?.focus();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      setError(t('login_missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await logIn(username, password);
    } catch (e) {
      setError(isApiError(e) && e.serverMessage ? e.serverMessage : tc(errorMessageKey(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label={t('login')} data-testid="header-login">
      <input ref={usernameInput} aria-label={t('username')} placeholder={t('username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <input aria-label={t('password')} placeholder={t('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={busy}>
        {t('login')}
      </Button>
      {error ? <Error role="alert">{error}</Error> : null}
    </Form>
  );
}
