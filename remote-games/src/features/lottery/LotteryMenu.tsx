import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, type endpoints } from '@vitrine/shared';

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    text-align: start;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid transparent;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.focus};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The lottery menus (gameMenus: groups with their games). */
export function LotteryMenu({
  menus,
  selected,
  onSelect,
  state,
  onRetry,
}: {
  menus: endpoints.LotteryMenu[];
  selected: string | null;
  onSelect: (game: endpoints.LotteryGame) => void;
  state: 'pending' | 'error' | 'success';
  onRetry: () => void;
}) {
  const { t } = useTranslation('games');
  if (state === 'pending') return <Skeleton height="320px" />;
  if (state === 'error') return <ErrorState title={t('load_failed')} onRetry={onRetry} />;
  return (
    <Nav aria-label={t('lottery_menu')} data-testid="lottery-menu">
      {menus.map((menu) => (
        <section key={menu.gameGroupCode}>
          <h2>{menu.labelName}</h2>
          <ul>
            {menu.games.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  aria-current={game.gameCode === selected}
                  data-game-code={game.gameCode}
                  onClick={() => onSelect(game)}
                >
                  {game.gameName}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Nav>
  );
}
