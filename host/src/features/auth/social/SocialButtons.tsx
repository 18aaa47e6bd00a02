/**
 * "Continue with Google" / "Continue with Facebook" under the login form (spec section 2: social
 * sign-in where the operator enables it). A provider shows when boot lists it in
 * `info.socialLogin` AND its whitelabel module is on (an unknown module counts as off). The token
 * from the adapter logs in as `type: 'firebase'` through the current door; success runs the same
 * `finishLogin` as every login (method `social`: never the forced password change). Errors show
 * here, in the modal; the username form beside it keeps what was typed.
 */
import styled from '@emotion/styled';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpoints, getBoot, isApiError, useBoot, type BootState } from '@vitrine/shared';
import { deviceId } from '../../../session/device-id';
import type { LoginAs } from '../auth-view';
import { errorCode, flowErrorMessage } from '../errors';
import { finishLogin } from '../finish-login';
import { FormError } from '../form-kit';
import { createPopupSignIn, isSocialSignInError, type SocialProvider, type SocialSignIn, type SocialSignInErrorCode } from './social-sign-in';
import { LOGIN_RESULT } from '../../../session/login-result';

/** The production adapter: the provider's popup at the URL boot gave. */
export const popupSocialSignIn: SocialSignIn = createPopupSignIn({ providers: () => getBoot()?.info.socialLogin ?? [] });

/** The providers to offer: listed by the operator and switched on by their module. */
export function enabledSocialProviders(boot: BootState | null): SocialProvider[] {
  return (boot?.info.socialLogin ?? []).filter((p) => boot?.modules[p.moduleId] === true).map((p) => p.provider);
}

const ADAPTER_ERRORS: Record<SocialSignInErrorCode, string> = {
  popup_closed: 'social_popup_closed',
  popup_blocked: 'social_popup_blocked',
  timeout: 'social_timeout',
  not_configured: 'social_unavailable',
  provider_error: 'err_social_failed',
};

const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const ProviderButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  svg {
    flex: 0 0 auto;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path fill="#FFFFFF" d="M16.67 15.47 17.2 12h-3.33V9.75c0-.95.46-1.88 1.96-1.88h1.51V4.92s-1.37-.23-2.68-.23c-2.74 0-4.53 1.66-4.53 4.67V12H7.08v3.47h3.05V24a12.1 12.1 0 0 0 3.74 0v-8.53h2.8z" />
    </svg>
  );
}

const MARKS: Record<SocialProvider, ComponentType> = { google: GoogleMark, facebook: FacebookMark };
const LABEL_KEYS: Record<SocialProvider, string> = { google: 'social_continue_google', facebook: 'social_continue_facebook' };

export function SocialButtons({ loginAs, adapter = popupSocialSignIn }: { loginAs: LoginAs; adapter?: SocialSignIn }) {
  const { t } = useTranslation('host');
  const providers = enabledSocialProviders(useBoot());
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.length) return null;

  const signIn = async (provider: SocialProvider) => {
    setError(null);
    setBusy(provider);
    try {
      // The popup must open inside the click: nothing is awaited before signIn.
      const { idToken } = await adapter.signIn(provider);
      const result = await call(endpoints.login, { type: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken, loginAs, loginDeviceId: deviceId() }, LOGIN_RESULT);
      await finishLogin(result, 'social');
    } catch (e) {
      if (isSocialSignInError(e)) setError(t(ADAPTER_ERRORS[e.code]));
      else if (errorCode(e) === 'module_disabled' && isApiError(e)) setError(t('social_unavailable'));
      else setError(flowErrorMessage(t, e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box data-testid="social-login">
      <Divider>{t('social_or')}</Divider>
      {error ? (
        <FormError role="alert" data-testid="social-error">
          {error}
        </FormError>
      ) : null}
      {providers.map((provider) => {
        const Mark = MARKS[provider];
        return (
          <ProviderButton key={provider} type="button" data-testid={`social-${provider}`} disabled={busy !== null} aria-busy={busy === provider} onClick={() => void signIn(provider)}>
            <Mark />
            <span>{t(LABEL_KEYS[provider])}</span>
          </ProviderButton>
        );
      })}
    </Box>
  );
}
