import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  bus,
  endpoints,
  imageUrl,
  useSession,
  type RemotePageProps,
} from '@vitrine/shared';
import { useGameLauncher } from '../features/launch/use-game-launcher';
import { useVendorLanes } from '../lib/session-cached';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Vendors = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  img {
    width: 56px;
    height: 56px;
  }
`;

/** The vendor DS88 has its own nav item (spec, header): /sports starts the first other vendor. */
export const OWN_NAV_VENDORS = ['DS88'];

/** `/sports`, `/esports`: start the first vendor's game at once (login first); the other vendors below. */
export default function SportsPage({ route }: RemotePageProps) {
  const { t } = useTranslation('games');
  const category: endpoints.GameCategory = route.path === '/esports' ? 'ESPORTS' : 'SPORTS';
  const { token } = useSession();
  const launcher = useGameLauncher();
  const lanes = useVendorLanes();
  const cards = (lanes.data?.data.lanes.find((l) => l.title === category)?.cards ?? []).filter(
    (c) => category !== 'SPORTS' || !OWN_NAV_VENDORS.includes(c.vassalage),
  );
  const first = cards[0];
  const started = useRef(false);
  const toTarget = (card: endpoints.GameVendor) => ({
    nodeId: card.nodeId ?? '',
    gameId: card.gameId ?? '',
    vassalage: card.vassalage,
    isGame: 'GAME' as const,
    category: card.category,
    accountTypeName: card.accountTypeName,
  });

  useEffect(() => {
    if (!first || started.current) return;
    started.current = true;
    if (!token) {
      bus.publish('session/login-required', { reason: 'sports' });
      started.current = false;
      return;
    }
    launcher.play(toTarget(first), { replace: true });
    // Launch once per arrival (and again right after a login on this page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first?.vassalage, token]);

  return (
    <Page data-testid="sports-page" data-category={category}>
      <h1>{t(`category_${category}`)}</h1>
      {lanes.isPending ? (
        <Skeleton height="160px" />
      ) : lanes.isError ? (
        <ErrorState title={t('load_failed')} onRetry={() => void lanes.refetch()} />
      ) : cards.length === 0 ? (
        <EmptyState message={t('no_data')} />
      ) : (
        <>
          {!token ? (
            <p data-testid="sports-login-needed">{t('login_to_play')}</p>
          ) : launcher.busy ? (
            <p role="status">{t('starting_game')}</p>
          ) : null}
          <Vendors>
            {cards.map((card) => (
              <li key={card.vassalage} data-testid="sports-vendor">
                <img src={imageUrl(card.smallIcon)} alt="" width={56} height={56} loading="lazy" />
                <strong>{card.displayName}</strong>
                {card.maintenance ? <small>{t('under_maintenance')}</small> : null}
                <Button type="button" size="sm" onClick={() => launcher.play(toTarget(card))}>
                  {t('play')}
                </Button>
              </li>
            ))}
          </Vendors>
        </>
      )}
      {launcher.element}
    </Page>
  );
}
