import styled from '@emotion/styled';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, imageUrl, type endpoints } from '@vitrine/shared';
import { LazyImage } from './LazyImage';
import { FavouriteButton } from '../favourites/Favourites';

/**
 * A flex column, not a grid: inside the list's grid, a one-column grid card had each tile's content
 * (the square picture, the nowrap name) measured and laid out again at every level, and the list's
 * layout as the games arrived was one of /rng's long tasks (issue 9). A flex column draws the same
 * tile for much less layout work (measured in issue 9's notes).
 */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.skeleton};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Play / Free trial: over the image on hover or focus (desktop); always visible on touch screens. */
const Actions = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.overlay};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.fast};
  article:hover &,
  article:focus-within & {
    opacity: 1;
  }
  /* Touch screens have no hover: the buttons sit at the foot of the image, always shown. */
  @media (hover: none) {
    inset: auto 0 0 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(1)}
      ${({ theme }) => theme.space(1)};
    opacity: 1;
    background: linear-gradient(to top, ${({ theme }) => theme.color.overlay} 55%, transparent);
    button {
      min-height: ${({ theme }) => theme.layout.touch};
      padding: 0 ${({ theme }) => theme.space(2)};
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Vendor = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Theoretical return to player (responsible gaming): numerals stay left-to-right in RTL. */
const Rtp = styled.span`
  flex: none;
  unicode-bidi: isolate;
`;

/**
 * A server-sent RTP made safe to show: a finite fraction in (0, 1], else null. (Kept in this remote,
 * not in @vitrine/shared, so that it runs against any host's shared version.)
 */
export function readRtp(game: Pick<endpoints.Game, 'rtp'>): number | null {
  const v: unknown = game.rtp;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1 ? v : null;
}

/**
 * One RTP format per language. A lobby draws some twenty tiles, and building an Intl.NumberFormat
 * for each (the browser loads the locale's data) made the tiles' render a long task (issue 9).
 */
const rtpFormats = new Map<string, Intl.NumberFormat>();

/** "96.5%" in the player's language; null when the server sent no usable RTP. */
export function formatRtp(game: endpoints.Game, language: string): string | null {
  const rtp = readRtp(game);
  if (rtp === null) return null;
  let format = rtpFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 });
    rtpFormats.set(language, format);
  }
  return format.format(rtp);
}

export const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  inset-inline-start: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => (theme.name === 'dark' ? theme.color.textInverse : theme.color.primaryText)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface GameCardProps {
  game: endpoints.Game;
  /** Play (real money; the launch feature checks login). */
  onPlay?: (game: endpoints.Game) => void;
  /** Free trial; pass only when it is offered (supportPlay 0 and FREEPLAY3 on). */
  onTrial?: (game: endpoints.Game) => void;
  /**
   * The favourite heart in the corner: whether this game is a favourite. Leave it out (logged
   * out) for no heart. Plain values, not an element, so the memo holds for logged-in players.
   */
  favourite?: boolean;
  onToggleFavourite?: (nodeId: string, isFavourite: boolean) => void;
  /** A tile of the first row: its picture loads at once (see LazyImage). */
  eager?: boolean;
}

/**
 * A game tile: square lazy image (no layout shift), name, vendor, Hot badge, Play / Free trial.
 * Memoised: a list re-renders when anything around it changes (its classification tabs arriving,
 * a later page's data), and redrawing 21 tiles of some 35 fibers each, unchanged, was one of the
 * longest tasks of /rng's load (issue 9). Tiles get the same game objects from the query cache and
 * stable launch callbacks, so an unchanged tile is skipped.
 */
export const GameCard = memo(function GameCard({
  game,
  onPlay,
  onTrial,
  favourite,
  onToggleFavourite,
  eager = false,
}: GameCardProps) {
  const { t, i18n } = useTranslation('games');
  const name = game.gameName || game.nodeName;
  const rtp = formatRtp(game, i18n.language);
  return (
    <Card data-testid="game-card" data-node-id={game.nodeId} aria-label={name}>
      <Thumb>
        <LazyImage src={imageUrl(game.showIcon)} eager={eager} />
        {game.isHot === 1 ? <Badge>{t('hot')}</Badge> : null}
        {favourite !== undefined && onToggleFavourite ? (
          <FavouriteButton nodeId={game.nodeId} name={name} on={favourite} onToggle={onToggleFavourite} />
        ) : null}
        {onPlay || onTrial ? (
          <Actions>
            {onPlay ? (
              <Button
                type="button"
                size="sm"
                onClick={() => onPlay(game)}
                aria-label={t('play_game', { name })}
              >
                {t('play')}
              </Button>
            ) : null}
            {onTrial ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => onTrial(game)}
                aria-label={t('trial_game', { name })}
              >
                {t('free_trial')}
              </Button>
            ) : null}
          </Actions>
        ) : null}
      </Thumb>
      <Name title={name}>{name}</Name>
      <Meta>
        <Vendor>{game.vassalage}</Vendor>
        {rtp ? (
          <Rtp data-testid="game-rtp" title={t('rtp_full', { value: rtp })}>
            {t('rtp_short', { value: rtp })}
          </Rtp>
        ) : null}
      </Meta>
    </Card>
  );
});
