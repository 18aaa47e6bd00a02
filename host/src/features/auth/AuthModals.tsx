/**
 * The session modals, mounted once inside the router. Opens the login popup on the bus event
 * `session/login-required`, the register modal on `session/register-requested`, and the others
 * on their events; a session that must change its password (cpw) is sent to the forced change.
 * It also holds the logout confirm (every sign-out door publishes `session/logout-requested`).
 *
 * This part is tiny and always mounted, so the bus listeners and the forced-change check run
 * from boot; the modals themselves (`AuthViews`, with react-hook-form) are a lazy chunk loaded
 * the first time a view opens, with a loading state and a retry when it fails (AuthViewsLoader).
 */
import { useEffect } from 'react';
import { getSession, useBusEvent } from '@vitrine/shared';
import { useNavigate } from 'react-router-dom';
import { closeAuth, getAuthView, onGoHome, openAuth, useAuthView } from './auth-view';
import { isForcedChangePending } from './forced-change';
import { LogoutConfirm } from './LogoutConfirm';

import { AuthViewsLoader } from './AuthViewsLoader';

export function AuthModals() {
  const view = useAuthView();
  const navigate = useNavigate();
  useEffect(() => onGoHome(() => navigate('/')), [navigate]);
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

  return (
    <>
      <LogoutConfirm />
      {view ? <AuthViewsLoader view={view} /> : null}
    </>
  );
}
