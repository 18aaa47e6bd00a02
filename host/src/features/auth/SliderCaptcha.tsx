/**
 * The geetest-style slider: slide the piece into the gap. The answer is sent with the login or
 * registration; the server checks it. A native range input keeps it usable by keyboard and
 * assistive technology (arrow keys, then a short pause commits).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints, isModuleEnabled } from '@vitrine/shared';
import { sandboxSliderCaptcha, type SliderCaptchaAdapter, type SliderChallenge } from './captcha-adapter';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  .stage {
    position: relative;
    width: 100%;
    max-width: 300px;
    aspect-ratio: 2 / 1;
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow: hidden;
    background: ${({ theme }) => theme.color.skeleton};
  }
  .stage img {
    position: absolute;
    display: block;
  }
  input[type='range'] {
    width: 100%;
    max-width: 300px;
    margin: 0 auto;
    height: 44px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const COMMIT_PAUSE_MS = 500;

export function SliderCaptcha({ adapter = sandboxSliderCaptcha, onSolved }: { adapter?: SliderCaptchaAdapter; onSolved: (answer: endpoints.GeetestResult) => void }) {
  const { t } = useTranslation('host');
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [x, setX] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ challenge, onSolved });
  latest.current = { challenge, onSolved };

  useEffect(() => {
    let live = true;
    adapter
      .load()
      .then((c) => live && setChallenge(c))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [adapter]);

  // The native `change` event fires on release (pointer) or per key press; a short pause commits.
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onCommit = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const c = latest.current.challenge;
        if (c && Number(node.value) > 0) latest.current.onSolved(adapter.answer(c, Number(node.value)));
      }, COMMIT_PAUSE_MS);
    };
    node.addEventListener('change', onCommit);
    return () => {
      clearTimeout(timer);
      node.removeEventListener('change', onCommit);
    };
  }, [adapter, challenge]);

  if (failed) return <Box role="alert">{t('captcha_failed')}</Box>;
  const scale = challenge ? 100 / challenge.width : 1;
  return (
    <Box data-testid="slider-captcha" data-challenge={challenge?.id ?? ''}>
      <p id="slider-hint">{t('slider_hint')}</p>
      {/* The puzzle is a picture with physical x coordinates: piece and slider run left to right in every language. */}
      <div dir="ltr" style={{ display: 'contents' }}>
      <div className="stage">
        {challenge ? (
          <>
            <img src={challenge.background} alt="" style={{ inset: 0, width: '100%', height: '100%' }} />
            <img
              src={challenge.piece}
              alt=""
              style={{
                left: `${x * scale}%`,
                top: `${(challenge.pieceY / challenge.height) * 100}%`,
                width: `${challenge.pieceSize * scale}%`,
                height: `${(challenge.pieceSize / challenge.height) * 100}%`,
              }}
            />
          </>
        ) : null}
      </div>
      <input
        ref={input}
        type="range"
        min={0}
        max={challenge ? challenge.width - challenge.pieceSize : 260}
        step={1}
        value={x}
        disabled={!challenge}
        aria-label={t('slider_label')}
        aria-describedby="slider-hint"
        data-testid="slider-input"
        onChange={(e) => setX(Number(e.target.value))}
      />
      </div>
    </Box>
  );
}

/**
 * Geetest must pass before login or register (spec section 5). `solve()` resolves with the
 * answer once the player slides (immediately with undefined when GEETEST3 is off); `element`
 * is where the slider shows; `reset()` drops a pending challenge after a failed attempt.
 */
export function useSliderGate(): { solve: () => Promise<endpoints.GeetestResult | undefined>; element: ReactNode; reset: () => void } {
  const [pending, setPending] = useState<{ key: number; resolve: (r: endpoints.GeetestResult | undefined) => void } | null>(null);
  const solve = useCallback(() => {
    if (!isModuleEnabled('GEETEST3')) return Promise.resolve(undefined);
    return new Promise<endpoints.GeetestResult | undefined>((resolve) => setPending({ key: Date.now(), resolve }));
  }, []);
  const reset = useCallback(() => setPending(null), []);
  const element = pending ? (
    <SliderCaptcha
      key={pending.key}
      onSolved={(answer) => {
        setPending(null);
        pending.resolve(answer);
      }}
    />
  ) : null;
  return { solve, element, reset };
}
