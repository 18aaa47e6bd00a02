/**
 * The session modals, mounted once inside the router. Opens the login popup on the bus event
 * `session/login-required`, the register modal on `session/register-requested`, and the others
 * on their events; a session that must change its password (cpw) is sent to the forced change.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession, Modal, useBusEvent } from '@vitrine/shared';
import { closeAuth, getAuthView, openAuth, useAuthView } from './auth-view';
import { AfterLoginModal } from './AfterLoginModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { isForcedChangePending } from './forced-change';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { RegisterForm } from './RegisterForm';

function RegisterModal({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation('host');
  return (
    <Modal name="register" open title={t('register')} onClose={closeAuth} testId="register-modal" width={480}>
      <RegisterForm referralCode={referralCode} onDone={closeAuth} />
    </Modal>
  );
}

export function AuthModals() {
  const view = useAuthView();
  // A reload does not get the player out of a forced password change.
  useEffect(() => {
    if (getSession().token && isForcedChangePending() && !getAuthView()) openAuth({ kind: 'change-password', forced: true });
  }, []);
  useBusEvent('session/login-required', () => {
    const current = getAuthView();
    if (current?.kind === 'change-password' && current.forced) return;
    openAuth({ kind: 'login', notice: 'not_logged_in' });
  });
  useBusEvent('session/register-requested', ({ referralCode }) => openAuth({ kind: 'register', referralCode }));
  useBusEvent('session/forgot-password-requested', () => openAuth({ kind: 'forgot' }));
  useBusEvent('session/change-password-requested', () => openAuth({ kind: 'change-password', forced: false }));
  useBusEvent('session/logged-out', () => {
    const current = getAuthView();
    if (current && current.kind !== 'login') closeAuth();
  });

  switch (view?.kind) {
    case 'login':
      return <LoginModal notice={view.notice} as={view.as} />;
    case 'register':
      return <RegisterModal referralCode={view.referralCode} />;
    case 'forgot':
      return <ForgotPasswordModal />;
    case 'change-password':
      return <ChangePasswordModal forced={view.forced} oldPassword={view.oldPassword} />;
    case 'after-login':
      return <AfterLoginModal firstTime={view.firstTime} />;
    default:
      return null;
  }
}
