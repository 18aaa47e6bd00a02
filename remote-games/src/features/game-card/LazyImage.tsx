import { useEffect, useRef, useState } from 'react';

export const FALLBACK_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f2944"/><path d="M20 40l8-10 6 7 4-5 6 8z" fill="#4a5a85"/><circle cx="24" cy="24" r="4" fill="#4a5a85"/></svg>',
  );

/** The spec's lazy images: load when 10 % of the tile is visible (threshold 0.1), fallback icon on error. */
export const LAZY_THRESHOLD = 0.1;

export function LazyImage({ src, size = 160 }: { src: string; size?: number }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const shown = failed || !src ? FALLBACK_ICON : visible ? src : undefined;
  return (
    <img
      ref={ref}
      src={shown}
      alt=""
      decoding="async"
      width={size}
      height={size}
      data-state={failed || !src ? 'fallback' : visible ? 'loaded' : 'pending'}
      onError={() => setFailed(true)}
    />
  );
}
