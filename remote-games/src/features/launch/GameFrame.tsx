import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Button, EmptyState, useBoot } from '@vitrine/shared';
import { GAME_FRAME_SANDBOX, safeGameUrl } from './launch-rules';

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  min-height: 480px;
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  small {
    color: ${({ theme }) => theme.color.warning};
  }
`;

/** How long the live socket gets to report a round before we ask the host to re-read the balance. */
const SOCKET_GRACE_MS = 1500;

/**
 * A launched game in a sandboxed iframe (GAME_FRAME_SANDBOX), only from a launch CDN. The header's balance follows the game through the host's live
 * socket; if a round reported by the game (postMessage) is not followed by a socket update, and
 * when the player leaves, we ask the host to re-read the balance ('wallet/refresh-requested').
 */
export function GameFrame({
  url,
  trial,
  title,
  onClose,
}: {
  url: string | null;
  trial: boolean;
  title?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const boot = useBoot();
  // Only a launch URL on boot's launchGameCDNs, never our own origin.
  const src = safeGameUrl(url, {
    origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
    launchCdns: boot?.info.launchGameCDNs,
  });
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const offBalance = bus.on('wallet/balance-changed', () => {
      if (timer) clearTimeout(timer);
      timer = null;
    });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string } | null;
      if (trial || data?.type !== 'vitrine:game:balance' || timer) return;
      timer = setTimeout(() => {
        timer = null;
        bus.publish('wallet/refresh-requested', {});
      }, SOCKET_GRACE_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      offBalance();
      if (timer) clearTimeout(timer);
      // Leaving the game: the wallet may have moved.
      bus.publish('wallet/refresh-requested', {});
    };
  }, [trial]);

  if (!src) return <EmptyState message={t('game_url_missing')} />;
  return (
    <Frame data-testid="game-page">
      <Bar>
        <span>
          {title} {trial ? <small data-testid="trial-mode">{t('free_trial_mode')}</small> : null}
        </span>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} data-testid="close-game">
          {t('close_game')}
        </Button>
      </Bar>
      <iframe
        ref={frame}
        src={src}
        title={title || t('game')}
        data-testid="game-frame"
        allow="autoplay; fullscreen"
        sandbox={GAME_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
      />
    </Frame>
  );
}
