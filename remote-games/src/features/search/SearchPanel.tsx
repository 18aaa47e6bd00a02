import styled from '@emotion/styled';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, bus, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';
import { Tabs } from '../../components/Tabs';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Pagination } from '../../components/Pagination';
import { GameCard } from '../game-card/GameCard';
import { createSearcher } from './search-index';
import { useCatalogue } from './catalogue';
import { useFavourites, type Favourites } from '../favourites/Favourites';

import { RESULTS_PER_PAGE } from './constants';

export { RESULTS_PER_PAGE };

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type View = 'all' | 'favourites' | 'recent';

export interface SearchPanelProps {
  onPlay: (game: endpoints.Game) => void;
  onTrial: (game: endpoints.Game) => void;
  freeTrial: boolean;
  initialQuery?: string;
  onQueryChange?: (query: string) => void;
}

function GameGrid({
  games,
  props,
  favourites,
}: {
  games: endpoints.Game[];
  props: SearchPanelProps;
  favourites: Favourites;
}) {
  const { t } = useTranslation('games');
  return (
    <>
      <VisuallyHidden as="h2">{t('results')}</VisuallyHidden>
      <Grid data-testid="search-results">
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            onPlay={props.onPlay}
            onTrial={props.freeTrial && game.supportPlay === 0 ? props.onTrial : undefined}
            favourite={favourites.loggedIn ? favourites.has(game.nodeId) : undefined}
            onToggleFavourite={favourites.toggle}
          />
        ))}
      </Grid>
    </>
  );
}

function MemberList({
  kind,
  props,
  favourites,
}: {
  kind: 'favourites' | 'recent';
  props: SearchPanelProps;
  favourites: Favourites;
}) {
  const { t } = useTranslation('games');
  const endpoint = kind === 'favourites' ? endpoints.favoriteGamesList : endpoints.recentGames;
  const list = useApiQuery(
    endpoint,
    { pageNo: 1, pageSize: RESULTS_PER_PAGE },
    { enabled: favourites.loggedIn, staleTime: 30_000 },
  );
  if (!favourites.loggedIn) {
    return <EmptyStateWithLogin message={t(kind === 'favourites' ? 'favourites_login' : 'recent_login')} />;
  }
  if (list.isPending) return <Count>{t('loading')}</Count>;
  if (list.isError) return <ErrorState title={t('load_failed')} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return <EmptyState message={t(kind === 'favourites' ? 'no_favourites' : 'no_recent')} />;
  return <GameGrid games={list.data.list} props={props} favourites={favourites} />;
}

function EmptyStateWithLogin({ message }: { message: string }) {
  const { t } = useTranslation('games');
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 12 }} data-testid="login-needed">
      <EmptyState message={message} />
      <Button type="button" onClick={() => bus.publish('session/login-required', { reason: 'favourites' })}>
        {t('log_in')}
      </Button>
    </div>
  );
}

/** Find any game by name as you type, across vendors; favourites and recent one tap away. */
export function SearchPanel(props: SearchPanelProps) {
  const { t } = useTranslation('games');
  const [view, setView] = useState<View>('all');
  const [text, setText] = useState(props.initialQuery ?? '');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(text);
  const catalogue = useCatalogue();
  const favourites = useFavourites();
  const search = useMemo(() => (catalogue.index ? createSearcher(catalogue.index) : null), [catalogue.index]);
  const result = useMemo(() => (search ? search(query) : null), [search, query]);
  const totalPages = result ? Math.ceil(result.total / RESULTS_PER_PAGE) : 0;
  const shown = result ? result.games.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE) : [];

  return (
    <Panel data-testid="search-panel" aria-label={t('search_games')}>
      <Input
        type="search"
        value={text}
        autoFocus
        placeholder={t('search_placeholder')}
        aria-label={t('search_games')}
        data-testid="search-input"
        onChange={(e) => {
          setText(e.target.value);
          setPage(1);
          setView('all');
          props.onQueryChange?.(e.target.value);
        }}
      />
      <Tabs
        label={t('search_views')}
        testId="search-views"
        selected={view}
        onSelect={(id) => setView(id as View)}
        items={[
          { id: 'all', label: t('all_games') },
          { id: 'favourites', label: t('favourites') },
          { id: 'recent', label: t('recent') },
        ]}
      />
      {view !== 'all' ? (
        <MemberList kind={view} props={props} favourites={favourites} />
      ) : catalogue.isError ? (
        <ErrorState
          title={t('load_failed')}
          message={(catalogue.error as ApiError | null)?.serverMessage}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !result ? (
        <Count aria-busy="true" data-testid="catalogue-loading">
          {t('catalogue_loading')}
        </Count>
      ) : !result.query ? (
        <Count data-testid="catalogue-ready">
          {t('catalogue_size', { count: catalogue.data?.length ?? 0 })}
        </Count>
      ) : result.total === 0 ? (
        <EmptyState message={t('no_results', { query: text })} />
      ) : (
        <>
          <Count role="status" data-testid="search-count">
            {t('results_count', { count: result.total })}
          </Count>
          <GameGrid games={shown} props={props} favourites={favourites} />
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </Panel>
  );
}
