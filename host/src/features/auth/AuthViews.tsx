/**
 * The session modals themselves (login, register, forgot password, change password, after-login):
 * a lazy chunk, with react-hook-form and the captcha/SMS/social flows, fetched the first time an
 * auth view opens. `AuthModals` (always mounted) decides which view is open.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '@vitrine/shared';
import { closeAuth, type AuthView } from './auth-view';
import { AfterLoginModal } from './AfterLoginModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { RegisterForm } from './RegisterForm';
import { AuthBanner } from './extras/AuthBanner';

function RegisterModal({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation('host');
  return (
    <Modal name="register" open title={t('register')} onClose={closeAuth} testId="register-modal" width={480}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <AuthBanner group="w_register" />
        <RegisterForm referralCode={referralCode} onDone={closeAuth} />
      </div>
    </Modal>
  );
}

export function AuthViews({ view }: { view: AuthView }) {
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
