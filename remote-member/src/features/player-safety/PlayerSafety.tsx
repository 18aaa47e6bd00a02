/**
 * The responsible-gaming guard of the logged-in player (host slot `playerSafety`, mounted on every
 * route, the `/game` frame too):
 * - the reality check: when the interval the player chose has run (the server keeps the next check
 *   per session, so a reload keeps the timer), a dialog shows the time played and the net result of
 *   the session, with links to the limits and the account record; "Continue" or "Log out". Escape
 *   does not dismiss it;
 * - limit warnings at 80% (the server tells each once).
 * (The risk notice and the age rule show in the host's after-login modal, at every login.)
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { bus, Button, isTrialAccount, rgAmount, rgLimitName, SignedMoney, trapFocus, useSession } from '@vitrine/shared';
import { useAckRealityCheck, useRgStatus } from '../responsible-gaming/use-rg';

/** How often the guard re-reads the server (limits, warnings, the next check). */
export const POLL_MS = 60_000;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
  /* Above the game frame and the centre modals; below toasts. */
  z-index: ${({ theme }) => theme.z.modal + 50};
`;

const Panel = styled.div`
  width: min(440px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
  }
  .links,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .actions {
    justify-content: flex-end;
  }
`;

/** A dialog the player must answer: focus trapped, Escape ignored, over everything but toasts. */
function MustAnswer({ title, testId, children }: { title: string; testId: string; children: (ids: { describedBy: string }) => ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!panel.current) return undefined;
    const release = trapFocus(panel.current);
    // Escape must not dismiss it (the player answers with a button).
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      release();
    };
  }, []);
  return createPortal(
    <Backdrop>
      <Panel ref={panel} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} tabIndex={-1} data-testid={testId}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children({ describedBy: `${id}-desc` })}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

function Guard() {
  const { t, i18n } = useTranslation('member');
  const status = useRgStatus({ refetchInterval: POLL_MS });
  const ack = useAckRealityCheck();
  const [due, setDue] = useState(false);
  const told = useRef(new Set<string>());
  const lang = i18n.language;
  const data = status.data;
  const nextAt = data?.realityCheck.nextAt ?? null;

  // The reality check timer, from the server's clock: due at `nextAt`, which survives reloads.
  useEffect(() => {
    if (!data || !nextAt) return setDue(false);
    const left = Date.parse(nextAt) - Date.parse(data.serverTime) - (Date.now() - status.dataUpdatedAt);
    if (left <= 0) return setDue(true);
    setDue(false);
    const timer = setTimeout(() => {
      setDue(true);
      void status.refetch();
    }, left);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-arm only when the server's answer changes
  }, [nextAt, data?.serverTime, status.dataUpdatedAt]);

  // 80% warnings: the server answers each once; show it as a notification.
  useEffect(() => {
    for (const w of data?.warnings ?? []) {
      const key = `${w.kind}:${w.period}:${w.resetsAt}`;
      if (told.current.has(key)) continue;
      told.current.add(key);
      bus.publish('ui/notify', {
        kind: 'warning',
        message: t('rg_warning', { limit: rgLimitName(t, w.kind, w.period), used: rgAmount(t, w.kind, w.used, lang), amount: rgAmount(t, w.kind, w.limit, lang) }),
      });
    }
  }, [data?.warnings, t, lang]);

  const openPage = (page: string) => bus.publish('member-centre/open', { page });

  if (due && data) {
    const rc = data.realityCheck;
    const answer = (then?: () => void) => ack.mutate(undefined, { onSuccess: () => (setDue(false), then?.()) });
    return (
      <MustAnswer title={t('rc_title')} testId="reality-check">
        {({ describedBy }) => (
          <>
            <dl id={describedBy}>
              <dt>{t('rc_played')}</dt>
              <dd data-testid="rc-played">{t('rg_minutes', { ns: 'common', count: rc.playedMinutes })}</dd>
              <dt>{t('rc_net')}</dt>
              <dd data-testid="rc-net">
                <SignedMoney value={rc.net} />
              </dd>
            </dl>
            <p>{t('rc_question')}</p>
            <div className="links">
              <Button type="button" variant="ghost" size="sm" onClick={() => answer(() => openPage('responsibleGaming'))} data-testid="rc-limits">
                {t('rc_limits')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => answer(() => openPage('transactionHistory'))} data-testid="rc-history">
                {t('rg_history_link')}
              </Button>
            </div>
            {ack.isError ? <p role="alert">{t('rc_failed')}</p> : null}
            <div className="actions">
              <Button type="button" variant="ghost" onClick={() => bus.publish('session/logout-confirmed', {})} data-testid="rc-logout">
                {t('rc_logout')}
              </Button>
              <Button type="button" disabled={ack.isPending} onClick={() => answer()} data-testid="rc-continue">
                {t('rc_continue')}
              </Button>
            </div>
          </>
        )}
      </MustAnswer>
    );
  }

  return null;
}

/** Mounted by the host in the `playerSafety` slot: nothing for visitors and trial accounts. */
export default function PlayerSafety() {
  const session = useSession();
  if (!session.token || isTrialAccount(session)) return null;
  return <Guard key={session.token} />;
}
