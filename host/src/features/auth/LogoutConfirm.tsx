/**
 * Logout (spec sections 2 and 4), one flow for every door (header sign-out, side menu, a remote
 * asking through `session/logout-requested`): the confirm dialog ('Confirmation', 'Are you sure you
 * want to log out?', Cancel and OK); OK makes the server call, clears the session (keeping the
 * merchant values) and goes to /. Cancel changes nothing: same page, still logged in.
 * `session/logout-confirmed` (the player already chose: reality check "Log out", or a time-out or
 * self-exclusion that ended the session on the server) logs out the same way without asking.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog, getSession, useBusEvent } from '@vitrine/shared';
import { logOut } from '../../session/session-actions';

export function LogoutConfirm() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useBusEvent('session/logout-requested', () => {
    if (getSession().token) setOpen(true);
  });
  useBusEvent('session/logout-confirmed', () => {
    setOpen(false);
    if (getSession().token) void logOut().then(() => navigate('/'));
  });
  return (
    <Dialog
      open={open}
      title={t('logout_confirm_title')}
      testId="logout-confirm"
      onClose={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        void logOut().then(() => navigate('/'));
      }}
    >
      {t('logout_confirm_text')}
    </Dialog>
  );
}
