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

/** The member's favourite nodeIds and a toggle (favourites need login). */
export function useFavourites() {
  const { token } = useSession();
  const client = useQueryClient();
  const ids = useApiQuery(endpoints.favoriteGames, undefined, { enabled: Boolean(token), staleTime: 60_000 });
  const toggle = useMutation({
    mutationFn: ({ nodeId, on }: { nodeId: string; on: boolean }) =>
      call(on ? endpoints.addFavorite : endpoints.removeFavorite, { nodeId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [endpoints.favoriteGames.name] });
      void client.invalidateQueries({ queryKey: [endpoints.favoriteGamesList.name] });
    },
  });
  const set = new Set(ids.data?.nodeIds ?? []);
  return {
    loggedIn: Boolean(token),
    has: (nodeId: string) => set.has(nodeId),
    toggle: (nodeId: string) => {
      if (!token) return bus.publish('session/login-required', { reason: 'favourites' });
      toggle.mutate({ nodeId, on: !set.has(nodeId) });
    },
  };
}

export function FavouriteButton({
  nodeId,
  name,
  favourites,
}: {
  nodeId: string;
  name: string;
  favourites: ReturnType<typeof useFavourites>;
}) {
  const { t } = useTranslation('games');
  const on = favourites.has(nodeId);
  return (
    <Heart
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'remove_favourite' : 'add_favourite', { name })}
      onClick={() => favourites.toggle(nodeId)}
    >
      {on ? '♥' : '♡'}
    </Heart>
  );
}
