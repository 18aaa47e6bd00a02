import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '@vitrine/shared';
import { SLOW_CHAT_MS } from './chat-room-rules';

const Box = styled.div`
  position: relative;
  display: grid;
  height: min(600px, calc(100dvh - 180px));
  min-height: 320px;
  background: ${({ theme }) => theme.color.surfaceSunken};
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  iframe[data-loaded='false'] {
    visibility: hidden;
  }
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  .hidden-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Slow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bubble = styled(Skeleton)<{ mine?: boolean }>`
  justify-self: ${({ mine }) => (mine ? 'end' : 'start')};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** A chat-shaped placeholder: agent and player bubbles on alternate sides (children below them). */
export function ChatSkeleton({
  testId = 'chat-room-loading',
  children,
}: {
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Cover data-testid={testId} aria-busy="true">
      <span className="hidden-label" role="status">
        {t('loading')}
      </span>
      <Bubble width="62%" height="44px" />
      <Bubble width="48%" height="32px" mine />
      <Bubble width="70%" height="56px" />
      {children}
    </Cover>
  );
}

/**
 * The chat page in an iframe. A skeleton covers it until it has loaded; after SLOW_CHAT_MS the
 * player is told it loads slowly and may reload it or use the customer-service popup instead.
 * The reload button after the frame keeps a keyboard stop inside the modal's focus trap once
 * Tab leaves the (cross-document) chat page.
 */
export function ChatFrame({
  url,
  title,
  onFallback,
}: {
  url: string;
  title: string;
  onFallback?: () => void;
}) {
  const { t } = useTranslation('host');
  const [attempt, setAttempt] = useState(0);
  // Loaded and slow belong to one frame (this address, this attempt). They are not reset by an
  // effect: the frame's load can come before the effects run (a fast page, a busy phone), and a
  // reset then would cover a loaded chat with the skeleton for good.
  const frame = `${attempt} ${url}`;
  const [loadedFrame, setLoadedFrame] = useState<string | null>(null);
  const [slowFrame, setSlowFrame] = useState<string | null>(null);
  const loaded = loadedFrame === frame;
  const slow = slowFrame === frame;

  useEffect(() => {
    const timer = setTimeout(() => setSlowFrame(frame), SLOW_CHAT_MS);
    return () => clearTimeout(timer);
  }, [frame]);

  const reload = () => setAttempt((n) => n + 1);
  return (
    <>
      <Box>
        <iframe
          key={attempt}
          src={url}
          title={title}
          data-testid="chat-room-frame"
          data-loaded={loaded}
          tabIndex={0}
          allow="clipboard-write"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
          onLoad={() => setLoadedFrame(frame)}
        />
        {loaded ? null : (
          <ChatSkeleton testId="chat-room-frame-loading">
            {slow ? (
              <Slow role="alert" data-testid="chat-room-slow">
                <p>{t('chat_slow')}</p>
                <div className="actions">
                  <Button type="button" onClick={reload} data-testid="chat-room-slow-reload">
                    {t('chat_reload')}
                  </Button>
                  {onFallback ? (
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={onFallback}
                      data-testid="chat-room-slow-fallback"
                    >
                      {t('chat_use_customer_service')}
                    </Button>
                  ) : null}
                </div>
              </Slow>
            ) : null}
          </ChatSkeleton>
        )}
      </Box>
      <Bar>
        <span>{loaded ? t('chat_connected') : t('chat_connecting')}</span>
        <Button type="button" variant="ghost" onClick={reload} data-testid="chat-room-reload">
          {t('chat_reload')}
        </Button>
      </Bar>
    </>
  );
}
