import { useEffect, useRef, useState } from 'react';

export const FALLBACK_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f2944"/><path d="M20 40l8-10 6 7 4-5 6 8z" fill="#4a5a85"/><circle cx="24" cy="24" r="4" fill="#4a5a85"/></svg>',
  );

/**
 * The spec's lazy images (section 9): load when 10 % of the tile is visible (threshold 0.1),
 * preload 1.3 (start 0.3 of a viewport before the tile scrolls in), 3 attempts, then the
 * fallback icon.
 */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_ROOT_MARGIN = '0px 0px 30% 0px';
export const LAZY_ATTEMPTS = 3;

/**
 * `eager`: a tile of the list's first row, on screen as the page opens. It asks for its picture at
 * once, with high priority, rather than a frame later through the observer: the first row's
 * pictures are the page's largest paint (issue 9, LCP of /rng).
 */
export function LazyImage({ src, size = 160, eager = false }: { src: string; size?: number; eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(1);
  const failed = attempt > LAZY_ATTEMPTS;
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  // A retry asks again with a marker, so a cached failure is not reused.
  const withAttempt = attempt === 1 ? src : `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
  const shown = failed || !src ? FALLBACK_ICON : visible ? withAttempt : undefined;
  return (
    <img
      ref={ref}
      src={shown}
      alt=""
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      width={size}
      height={size}
      data-state={failed || !src ? 'fallback' : visible ? 'loaded' : 'pending'}
      onError={() => {
        if (!failed && src) setAttempt((n) => n + 1);
      }}
    />
  );
}
