/** The image captcha: shown when the server asks for it; refresh at most once per second. */
import styled from '@emotion/styled';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpoints } from '@vitrine/shared';

export const CAPTCHA_REFRESH_MS = 1000;

const ImageButton = styled.button`
  flex: none;
  width: 110px;
  min-height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.skeleton};
  cursor: pointer;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:disabled {
    cursor: wait;
  }
`;

const newUuid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(16).slice(2)}`);

export interface ImageCaptchaHandle {
  uuid: string;
  refresh: () => void;
}

/** The captcha picture as an input addon; clicking it fetches a new one (throttled). */
export const ImageCaptcha = forwardRef<ImageCaptchaHandle>(function ImageCaptcha(_props, ref) {
  const { t } = useTranslation('host');
  const uuid = useRef(newUuid());
  const last = useRef(0);
  const [image, setImage] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  const scheduled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    const now = Date.now();
    clearTimeout(scheduled.current);
    // At most once per second: a refresh asked too early waits for its turn.
    if (now - last.current < CAPTCHA_REFRESH_MS) {
      scheduled.current = setTimeout(() => refreshRef.current(), CAPTCHA_REFRESH_MS - (now - last.current));
      return;
    }
    last.current = now;
    setWaiting(true);
    call(endpoints.captcha, { uuid: uuid.current })
      .then(setImage)
      .catch(() => undefined)
      .finally(() => setTimeout(() => setWaiting(false), CAPTCHA_REFRESH_MS));
  }, []);

  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    refresh();
    return () => clearTimeout(scheduled.current);
  }, [refresh]);
  useImperativeHandle(ref, () => ({ uuid: uuid.current, refresh }), [refresh]);

  return (
    <ImageButton type="button" onClick={refresh} disabled={waiting} aria-label={t('captcha_refresh')} data-testid="captcha-image" data-uuid={uuid.current}>
      {image ? <img src={image} alt={t('captcha_image')} /> : null}
    </ImageButton>
  );
});
