import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, type endpoints } from '@vitrine/shared';

const Card = styled.article`
  position: relative;
  display: grid;
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

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Vendor = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  inset-inline-start: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const FALLBACK_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f2944"/><path d="M20 40l8-10 6 7 4-5 6 8z" fill="#4a5a85"/></svg>');

/** A game tile: square lazy image (no layout shift), name, vendor, Hot badge. */
export function GameCard({ game }: { game: endpoints.Game }) {
  const { t } = useTranslation('games');
  const [src, setSrc] = useState(() => imageUrl(game.showIcon) || FALLBACK_ICON);
  return (
    <Card data-testid="game-card" aria-label={game.gameName}>
      <Thumb>
        <img src={src} alt="" loading="lazy" decoding="async" width={160} height={160} onError={() => setSrc(FALLBACK_ICON)} />
        {game.isHot === 1 ? <Badge>{t('hot')}</Badge> : null}
      </Thumb>
      <Name title={game.gameName}>{game.gameName}</Name>
      <Vendor>{game.vassalage}</Vendor>
    </Card>
  );
}
