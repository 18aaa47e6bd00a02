import styled from '@emotion/styled';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { directionOf, imageUrl, Skeleton, type endpoints } from '@vitrine/shared';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { bannerTarget } from './banner-link';
import { useBanners } from './use-banners';

/** Time a banner stays before the next one (auto-advance). */
export const AUTO_ADVANCE_MS = 6000;
/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;
/** The sandbox's and the operator's banner artwork is 1200 × 400: the frame keeps that ratio. */
const WIDTH = 1200;
const HEIGHT = 400;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The frame reserves the banner's height before anything loads (CLS 0). */
const Frame = styled.div`
  position: relative;
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  touch-action: pan-y;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${({ theme }) => theme.motion.normal} ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  > a,
  > div {
    position: relative;
    display: block;
    height: 100%;
    color: inherit;
    text-decoration: none;
  }
  > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* A banner without artwork shows its title on the brand surface. */
  .title-only {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(14)};
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background:
      radial-gradient(circle at 85% 20%, rgba(242, 193, 78, 0.25), transparent 45%),
      ${({ theme }) => theme.color.surfaceRaised};
    overflow-wrap: anywhere;
  }
`;

const Arrow = styled.button`
  position: absolute;
  inset-block-start: 50%;
  translate: 0 -50%;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  opacity: 0.9;
  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    opacity: 1;
  }
  &[data-side='previous'] {
    inset-inline-start: ${({ theme }) => theme.space(2)};
  }
  &[data-side='next'] {
    inset-inline-end: ${({ theme }) => theme.space(2)};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * The controls row's place (its height: one touch target), drawn while the banners load and under
 * a single banner, so the page below does not move when the list arrives after the app is shown.
 */
const ControlsPlace = styled.div`
  height: ${({ theme }) => theme.layout.touch};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  min-width: 32px;
  height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.textMuted};
    transition:
      width ${({ theme }) => theme.motion.fast},
      background ${({ theme }) => theme.motion.fast};
  }
  &[aria-current='true']::before {
    width: 24px;
    border-color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;

const Toggle = styled(Dot)`
  min-width: ${({ theme }) => theme.layout.touch};
  color: ${({ theme }) => theme.color.text};
  &::before {
    display: none;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const CHEVRON_LEFT = 'M15 5l-7 7 7 7';
const CHEVRON_RIGHT = 'M9 5l7 7-7 7';
const PAUSE = 'M8 5v14M16 5v14';
const PLAY = 'M7 5l12 7-12 7z';

/** Banner carousel from the announcements (type B): the first thing on the home page. */
export function BannerCarousel() {
  const { t } = useTranslation('games');
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <Section aria-label={t('banners_label')} aria-busy="true" data-testid="banners-loading">
        {/* In the first-paint HTML the gateway puts the first banner's picture here (the page's
            largest element, so it paints from the HTML; ops/src/cdn/first-paint.ts). */}
        <Frame data-fp-slot="hero-image">
          <Skeleton height="100%" radius="0" />
        </Frame>
        <ControlsPlace aria-hidden="true" data-testid="banner-controls-place" />
      </Section>
    );
  }
  // Nothing to show (or the call failed): the section is simply not there.
  if (banners.isError || banners.data.length === 0) return null;
  return <Carousel banners={banners.data} />;
}

function Carousel({ banners }: { banners: endpoints.Announcement[] }) {
  const { t, i18n } = useTranslation('games');
  const dir = directionOf(i18n.language);
  const reducedMotion = useReducedMotion();
  const slidesId = useId();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, count - 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the default (rotate unless reduced motion); otherwise what the player chose.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const rotationOn = count > 1 && (choice === 'play' || (choice === null && !reducedMotion));
  const playing = rotationOn && !hovered && (!focused || choice === 'play');
  const touch = useRef<{ x: number; y: number } | null>(null);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const next = () => go(current + 1);
  const previous = () => go(current - 1);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (Math.min(i, count - 1) + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [playing, current, count]);

  // Warm the cache with the next banner's artwork once the current one has had its turn to load.
  const upcoming = count > 1 ? banners[(current + 1) % count]?.imageUrl : null;
  useEffect(() => {
    if (!upcoming || typeof Image === 'undefined') return;
    const timer = setTimeout(() => {
      new Image().src = imageUrl(upcoming);
    }, 1500);
    return () => clearTimeout(timer);
  }, [upcoming]);

  // Arrow keys follow the reading direction: in RTL the next banner is to the left.
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) next();
    else if (event.key === backward) previous();
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // Swiping towards the start of the line brings the next banner.
    if (dx < 0 === (dir === 'ltr')) next();
    else previous();
  };

  const offset = (dir === 'rtl' ? 1 : -1) * current * 100;
  return (
    <Section
      dir={dir}
      aria-roledescription={t('banners_carousel')}
      aria-label={t('banners_label')}
      data-testid="banners"
      data-current={current}
      data-playing={playing}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Frame onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Track
          id={slidesId}
          aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(${offset}%)` }}
        >
          {banners.map((banner, i) => (
            <Slide
              key={banner.id}
              role="group"
              aria-roledescription={t('banner_slide')}
              aria-label={t('banner_position', { index: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
              data-testid="banner-slide"
              data-active={i === current}
            >
              <BannerLink banner={banner}>
                {banner.imageUrl ? (
                  <img
                    src={imageUrl(banner.imageUrl)}
                    alt={banner.title}
                    width={WIDTH}
                    height={HEIGHT}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'auto' : 'async'}
                  />
                ) : (
                  <span className="title-only">{banner.title}</span>
                )}
              </BannerLink>
            </Slide>
          ))}
        </Track>
        {count > 1 ? (
          <>
            <Arrow
              type="button"
              data-side="previous"
              aria-controls={slidesId}
              aria-label={t('banner_previous')}
              onClick={previous}
              data-testid="banner-previous"
            >
              {icon(dir === 'rtl' ? CHEVRON_RIGHT : CHEVRON_LEFT)}
            </Arrow>
            <Arrow
              type="button"
              data-side="next"
              aria-controls={slidesId}
              aria-label={t('banner_next')}
              onClick={next}
              data-testid="banner-next"
            >
              {icon(dir === 'rtl' ? CHEVRON_LEFT : CHEVRON_RIGHT)}
            </Arrow>
          </>
        ) : null}
      </Frame>
      {count > 1 ? (
        <Controls>
          <Dots role="group" aria-label={t('banner_choose')}>
            {banners.map((banner, i) => (
              <Dot
                key={banner.id}
                type="button"
                aria-controls={slidesId}
                aria-label={t('banner_show', { index: i + 1, total: count })}
                aria-current={i === current}
                onClick={() => go(i)}
                data-testid="banner-dot"
              />
            ))}
          </Dots>
          <Toggle
            type="button"
            aria-label={rotationOn ? t('banner_pause') : t('banner_play')}
            onClick={() => setChoice(rotationOn ? 'pause' : 'play')}
            data-testid="banner-rotation"
          >
            {icon(rotationOn ? PAUSE : PLAY)}
          </Toggle>
        </Controls>
      ) : (
        <ControlsPlace aria-hidden="true" data-testid="banner-controls-place" />
      )}
    </Section>
  );
}

/** The banner's link: a route through the router, another site in a new tab, or no link. */
function BannerLink({ banner, children }: { banner: endpoints.Announcement; children: ReactNode }) {
  const { t } = useTranslation('games');
  const target = bannerTarget(banner.linkUrl);
  if (target?.kind === 'internal') return <Link to={target.to}>{children}</Link>;
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden>{t('opens_new_tab')}</VisuallyHidden>
      </a>
    );
  }
  return <div>{children}</div>;
}
