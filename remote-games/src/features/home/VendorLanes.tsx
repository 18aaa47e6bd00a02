import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { endpoints, ErrorState, imageUrl, Skeleton } from '@vitrine/shared';
import { Badge } from '../game-card/GameCard';
import { useVendorLanes } from '../../lib/session-cached';
import { WhenVisible } from '../../components/WhenVisible';

/** Lanes rendered with the page; the ones after them mount as they near the screen (WhenVisible). */
export const EAGER_LANES = 2;
/** A lane's height, the placeholder of one not mounted yet. */
const LANE_HEIGHT = 180;

/** A lane off screen is not styled, laid out or painted until it nears the screen (LANE_HEIGHT). */
const Lane = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${LANE_HEIGHT}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 148px;
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
`;

const VendorTile = styled.li`
  position: relative;
  scroll-snap-align: start;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 56px;
    height: 56px;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: center;
  }
  strong button {
    all: unset;
    cursor: pointer;
  }
  /* The whole tile is the vendor's link (the button's hit area covers it). */
  strong button::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  strong button:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  > span:first-of-type {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Vendor lanes of the home page, one per category in server order. */
export function VendorLanes({
  onOpenVendor,
}: { onOpenVendor?: (vendor: endpoints.GameVendor) => void } = {}) {
  const { t } = useTranslation('games');
  const lanes = useVendorLanes();
  if (lanes.isPending) {
    // Lanes in the shape (and height) of the real ones, so what follows does not jump (CLS).
    return (
      <div style={{ display: 'grid', gap: 32 }} aria-busy="true" data-testid="vendor-lanes-loading">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} style={{ display: 'grid', gap: 12 }}>
            <Skeleton height="24px" width="30%" />
            <Skeleton height="134px" />
          </div>
        ))}
      </div>
    );
  }
  if (lanes.isError) return <ErrorState title={t('load_failed')} onRetry={() => void lanes.refetch()} />;
  return (
    <>
      {lanes.data.data.lanes.map((lane, index) => {
        const section = (
          <Lane
            key={lane.title}
            data-testid="vendor-lane"
            data-category={lane.title}
            aria-labelledby={`lane-${lane.title}`}
          >
            <h2 id={`lane-${lane.title}`}>{t(`category_${lane.title}`)}</h2>
            <Strip>
              {lane.cards.map((vendor) => (
                <VendorTile key={`${lane.title}-${vendor.vassalage}`} data-testid="vendor-card">
                  <img src={imageUrl(vendor.smallIcon)} alt="" loading="lazy" width={56} height={56} />
                  <strong>
                    {onOpenVendor ? (
                      <button type="button" onClick={() => onOpenVendor(vendor)} data-testid="open-vendor">
                        {vendor.displayName}
                      </button>
                    ) : (
                      vendor.displayName
                    )}
                  </strong>
                  <span>
                    {vendor.maintenance
                      ? t('under_maintenance')
                      : t('games_count', { count: vendor.gameCount })}
                  </span>
                  {vendor.isHot === 1 ? <Badge>{t('hot')}</Badge> : null}
                </VendorTile>
              ))}
            </Strip>
          </Lane>
        );
        return index < EAGER_LANES ? (
          section
        ) : (
          <WhenVisible key={lane.title} minHeight={LANE_HEIGHT}>
            {section}
          </WhenVisible>
        );
      })}
    </>
  );
}
