/**
 * The member-centre and agent-centre slots. A remote fills each slot (contribution `slots`);
 * the host owns opening, access rules (spec section 6) and the modal frame.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  canOpenAccountCentre,
  canOpenMemberCentre,
  Dialog,
  getSession,
  isTopmostModal,
  isTrialAccount,
  RemoteBoundary,
  slotProvider,
  slotProviders,
  trapFocus,
  useBusEvent,
  useManifest,
  useSession,
  type CentreShellProps,
  type SlotName,
} from '@vitrine/shared';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  background: ${({ theme }) => theme.color.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  @media (max-width: 720px) {
    padding: 0;
  }
`;

const Frame = styled.div`
  width: min(1080px, 100%);
  height: min(720px, 100%);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  display: flex;
  flex-direction: column;
  @media (max-width: 720px) {
    border-radius: 0;
    height: 100%;
  }
`;

function CentreModal({ slot, page, label, onClose }: { slot: SlotName; page?: string; label: string; onClose: () => void }) {
  const manifest = useManifest();
  const frame = useRef<HTMLDivElement>(null);
  const provider = slotProvider(manifest, slot);
  useEffect(() => {
    const scrollY = window.scrollY;
    const body = document.body.style;
    const previous = { position: body.position, top: body.top, width: body.width };
    Object.assign(body, { position: 'fixed', top: `-${scrollY}px`, width: '100%' });
    const release = frame.current ? trapFocus(frame.current) : () => undefined;
    // Only when the centre is the top layer: Escape in a dialog opened over it closes just that dialog.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && isTopmostModal(frame.current) && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      Object.assign(body, previous);
      window.scrollTo(0, scrollY);
    };
  }, [onClose]);
  return (
    <Overlay>
      <Frame ref={frame} role="dialog" aria-modal="true" aria-label={label} data-testid={`${slot}-modal`} tabIndex={-1}>
        {provider ? (
          <RemoteBoundary<CentreShellProps> remote={provider.remote} expose={provider.expose} kind="panel" props={{ page, onClose }} />
        ) : null}
      </Frame>
    </Overlay>
  );
}

/** The games remote's launcher, mounted once and invisible: it answers 'game/launch-requested'. */
export function LauncherSlot() {
  const manifest = useManifest();
  const provider = slotProvider(manifest, 'gameLauncher');
  if (!provider) return null;
  return <RemoteBoundary remote={provider.remote} expose={provider.expose} kind="widget" props={{}} />;
}

/**
 * The member remote's responsible-gaming guard (reality check, limit warnings, daily risk notice),
 * mounted once on every route so its dialogs also cover the `/game` frame. It guards a logged-in
 * player only (contract: `playerSafety`), so a visitor's page never loads the remote for it
 * (issue 9: the member remote's entry, chunks and texts were fetched and run on every visitor's home).
 */
export function PlayerSafetySlot() {
  const manifest = useManifest();
  const { token } = useSession();
  const provider = slotProvider(manifest, 'playerSafety');
  if (!provider || !token) return null;
  return <RemoteBoundary remote={provider.remote} expose={provider.expose} kind="widget" props={{}} />;
}

/**
 * Every remote's badge source (slot `badgeSource`), mounted invisibly while a player is logged in:
 * each publishes its own menu counts on `nav/badge-changed` (the host computes none). A source
 * that fails to load leaves its badges at 0; the menus work either way.
 */
export function BadgeSourceSlots() {
  const manifest = useManifest();
  const { token } = useSession();
  if (!token) return null;
  return (
    <>
      {slotProviders(manifest, 'badgeSource').map((provider) => (
        <RemoteBoundary key={provider.remote} remote={provider.remote} expose={provider.expose} kind="widget" props={{}} />
      ))}
    </>
  );
}

export function CentreSlots() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState<{ slot: SlotName; page?: string } | null>(null);
  const [trialWarning, setTrialWarning] = useState(false);

  useBusEvent('member-centre/open', ({ page }) => {
    const session = getSession();
    if (!session.token) return bus.publish('session/login-required', { reason: 'member-centre' });
    if (isTrialAccount(session)) {
      bus.publish('session/true-account-required', { feature: 'member-centre' });
      return;
    }
    if (canOpenMemberCentre(session)) setOpen({ slot: 'memberCentre', page });
  });
  useBusEvent('agent-centre/open', ({ page }) => {
    const session = getSession();
    if (!session.token) return bus.publish('session/login-required', { reason: 'agent-centre' });
    if (canOpenAccountCentre(session)) setOpen({ slot: 'agentCentre', page });
  });
  useBusEvent('member-centre/close', () => setOpen((o) => (o?.slot === 'memberCentre' ? null : o)));
  useBusEvent('agent-centre/close', () => setOpen((o) => (o?.slot === 'agentCentre' ? null : o)));
  useBusEvent('session/logged-out', () => setOpen(null));
  useBusEvent('session/true-account-required', () => setTrialWarning(true));

  return (
    <>
      <LauncherSlot />
      <PlayerSafetySlot />
      <BadgeSourceSlots />
      {open ? (
        <CentreModal
          slot={open.slot}
          page={open.page}
          label={open.slot === 'memberCentre' ? t('member_centre') : t('agent_centre')}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {/* Spec section 8: in_need_true_account in a warning dialog whose confirm is in_increase_submit. */}
      <Dialog open={trialWarning} title={t('warning')} closeLabel={t('in_increase_submit')} testId="true-account-required" onClose={() => setTrialWarning(false)}>
        <p role="alert">{t('in_need_true_account')}</p>
      </Dialog>
    </>
  );
}
