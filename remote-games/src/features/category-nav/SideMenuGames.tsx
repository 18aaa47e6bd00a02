/**
 * The game categories of the host's side menu, game centre (its `sideMenuGames` slot): the same
 * categories, routes and order as the bottom nav (DS88 after LIVE), from the one vendor-list query
 * entry and the one route table. Following a link calls `onNavigate` (the host closes the drawer).
 * The host draws the group's heading and its contributed entries (search) after these.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Icon, Skeleton, type SideMenuGamesProps } from '@vitrine/shared';
import { categoryHref } from './nav-model';
import { navItemLabel, useNavItems } from './use-nav-items';

const List = styled.ul`
  && {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .category {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  .category:hover,
  .category:focus-visible {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  .loading {
    display: grid;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

/** Rows shown while the vendor list loads (the usual number of categories). */
const LOADING_ROWS = 4;

export function SideMenuGames({ onNavigate }: SideMenuGamesProps) {
  const { t } = useTranslation('games');
  const { items, query } = useNavItems();
  if (query.isError && !query.data) return <ErrorState compact testId="side-games-error" title={t('load_failed')} onRetry={() => void query.refetch()} />;
  return (
    <List data-testid="side-game-categories" aria-busy={query.isPending || undefined}>
      {query.isPending
        ? Array.from({ length: LOADING_ROWS }, (_, i) => (
            <li key={i} className="loading" aria-hidden="true">
              <Skeleton height="16px" width="60%" />
            </li>
          ))
        : items.map((item) => (
            <li key={item.key} data-category={item.key}>
              <Link className="category" to={categoryHref(item)} onClick={onNavigate} data-testid={`side-category-${item.key}`}>
                <Icon name="games" />
                {navItemLabel(item, t)}
              </Link>
            </li>
          ))}
    </List>
  );
}
