/**
 * The login popup (spec sections 2, 4, 5): username and mobile-number tabs (mobile only with
 * MOBILEVERCODELOGIN3), the slider captcha before every attempt, the image captcha once the
 * server asks for it, remember-me, free play, links to forgot password and register, social
 * sign-in (Google / Facebook, each behind its module), one-click sign-up at the player door (its
 * "Save your login" step replaces the modal's content until the player has saved the credentials,
 * then logs in) and the unknown-IP verification step. A failure keeps what was typed and resets
 * the captcha.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, call, endpoints, Modal, useBoot } from '@vitrine/shared';
import { LOGIN_RESULT } from '../../session/login-result';
import { closeAuth, openAuth, type LoginAs } from './auth-view';
import { finishLogin } from './finish-login';
import { IpVerificationStep } from './ip-verification/IpVerificationStep';
import { FormError, LinkRow, Tabs } from './form-kit';
import { flowErrorMessage } from './errors';
import { readLoginAs } from './remember-me';
import { SocialButtons } from './social/SocialButtons';
import { OneClickSignUp, type OneClickCredentials } from './one-click/OneClickSignUp';
import { SaveLoginStep } from './one-click/SaveLoginStep';
import { AuthBanner } from './extras/AuthBanner';
import { freePlayRandom } from './free-play';
import { UsernameLogin } from './UsernameLogin';
import { MobileLogin } from './MobileLogin';

type Tab = 'username' | 'mobile';

export function LoginModal({ notice, as }: { notice?: 'not_logged_in'; as?: LoginAs }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const boot = useBoot();
  const on = (id: string) => boot?.modules[id] !== false;
  const [tab, setTab] = useState<Tab>('username');
  const [loginAs, setLoginAs] = useState<LoginAs>(() => as ?? readLoginAs());
  const doors = [
    { id: 'member' as const, label: t('player_login') },
    { id: 'agent' as const, label: t('agent_login') },
  ];
  const [twoFactor, setTwoFactor] = useState<{ challenge: endpoints.LoginVerificationChallenge; password: string } | null>(null);
  const [freePlayError, setFreePlayError] = useState<string | null>(null);
  // One-click sign-up's result and credentials, held only here until the player has saved them.
  const [oneClick, setOneClick] = useState<OneClickCredentials | null>(null);
  const tabs = [{ id: 'username' as const, label: t('tab_username') }, ...(on('MOBILEVERCODELOGIN3') ? [{ id: 'mobile' as const, label: t('tab_mobile') }] : [])];

  const freePlay = async () => {
    setFreePlayError(null);
    try {
      const result = await call(endpoints.freePlay, { os: navigator.platform || 'web', platform: 'W', random: freePlayRandom() }, LOGIN_RESULT);
      await finishLogin(result, 'free-play');
    } catch (e) {
      setFreePlayError(flowErrorMessage(t, e));
    }
  };

  const title = oneClick ? t('one_click_saved_title') : twoFactor ? t('ip_verification_title') : loginAs === 'agent' ? t('agent_login') : t('login');
  return (
    // While the new credentials show, the only way on is "I have saved it" (no close, no Escape).
    <Modal name="login" open title={title} showClose={!oneClick} onClose={closeAuth} testId="login-modal" width={420}>
      {oneClick ? (
        <SaveLoginStep username={oneClick.username} password={oneClick.password} onContinue={() => finishLogin(oneClick.result, 'register')} />
      ) : twoFactor ? (
        <IpVerificationStep challenge={twoFactor.challenge} password={twoFactor.password} onRestart={() => setTwoFactor(null)} />
      ) : (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <AuthBanner group="w_login" />
          <Tabs tabs={doors} value={loginAs} onChange={setLoginAs} label={t('login_as')} />
          <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('login_method')} />
          {tab === 'username' ? (
            <UsernameLogin
              notice={notice ? tc('err_not_logged_in') : null}
              loginAs={loginAs}
              onSwitchDoor={setLoginAs}
              onTwoFactor={(challenge, password) => setTwoFactor({ challenge, password })}
            />
          ) : (
            <MobileLogin loginAs={loginAs} />
          )}
          <SocialButtons loginAs={loginAs} />
          <OneClickSignUp loginAs={loginAs} onRegistered={setOneClick} />
          <LinkRow>
            <button type="button" className="link" data-testid="open-forgot" onClick={() => openAuth({ kind: 'forgot' })}>
              {t('forgot_password')}
            </button>
            {on('DIRECTREG3') ? (
              <button type="button" className="link" data-testid="login-to-register" onClick={() => openAuth({ kind: 'register' })}>
                {t('no_account_register')}
              </button>
            ) : null}
          </LinkRow>
          {on('FREEPLAY3') ? (
            <Button type="button" variant="ghost" data-testid="free-play" onClick={() => void freePlay()}>
              {tc('free_trial')}
            </Button>
          ) : null}
          {freePlayError ? <FormError role="alert">{freePlayError}</FormError> : null}
        </div>
      )}
    </Modal>
  );
}
