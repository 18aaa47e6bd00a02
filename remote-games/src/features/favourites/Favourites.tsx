import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, call, endpoints, useApiQuery, useSession } from '@vitrine/shared';

const Heart = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  inset-inline-end: ${({ theme }) => theme.space(1)};
  z-index: 1;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 0;
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.lg};
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** What `useFavourites` gives a page: whether the member is logged in, each game's state, a toggle. */
export interface Favourites {
  loggedIn: boolean;
  has: (nodeId: string) => boolean;
  /**
   * Adds or removes a favourite. The caller passes the state the player saw (`isFavourite`), so
   * the toggle does not depend on the list: it stays the same function while the member stays
   * logged in, and a change to one heart redraws only that tile.
   */
  toggle: (nodeId: string, isFavourite: boolean) => void;
}

/** The member's favourite nodeIds and a toggle (favourites need login). */
export function useFavourites(): Favourites {
  const { token } = useSession();
  const client = useQueryClient();
  const ids = useApiQuery(endpoints.favoriteGames, undefined, { enabled: Boolean(token), staleTime: 60_000 });
  const { mutate } = useMutation({
    mutationFn: ({ nodeId, on }: { nodeId: string; on: boolean }) =>
      call(on ? endpoints.addFavorite : endpoints.removeFavorite, { nodeId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [endpoints.favoriteGames.name] });
      void client.invalidateQueries({ queryKey: [endpoints.favoriteGamesList.name] });
    },
  });
  const nodeIds = ids.data?.nodeIds;
  const set = useMemo(() => new Set(nodeIds ?? []), [nodeIds]);
  const has = useCallback((nodeId: string) => set.has(nodeId), [set]);
  const toggle = useCallback(
    (nodeId: string, isFavourite: boolean) => {
      if (!token) return bus.publish('session/login-required', { reason: 'favourites' });
      mutate({ nodeId, on: !isFavourite });
    },
    [token, mutate],
  );
  return useMemo(() => ({ loggedIn: Boolean(token), has, toggle }), [token, has, toggle]);
}

/**
 * The heart in a tile's corner. It takes plain values (not the favourites object) so a memoised
 * tile is redrawn only when its own heart changes.
 */
export function FavouriteButton({
  nodeId,
  name,
  on,
  onToggle,
}: {
  nodeId: string;
  name: string;
  on: boolean;
  onToggle: (nodeId: string, isFavourite: boolean) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <Heart
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'remove_favourite' : 'add_favourite', { name })}
      onClick={() => onToggle(nodeId, on)}
    >
      {on ? '♥' : '♡'}
    </Heart>
  );
}
