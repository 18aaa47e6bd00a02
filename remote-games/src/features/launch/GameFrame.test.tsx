import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent } from '@vitrine/shared';
import { GameFrame } from './GameFrame';
import { safeGameUrl } from './launch-rules';
import games from '../../locales/en.json';

describe('GameFrame', () => {
  it('only lets http(s) addresses into the iframe', () => {
    expect(safeGameUrl('/__sandbox/provider/game?t=1', 'http://shop.test')).toBe(
      'http://shop.test/__sandbox/provider/game?t=1',
    );
    expect(safeGameUrl('https://cdn.test/g', 'http://shop.test')).toBe('https://cdn.test/g');
    expect(safeGameUrl('javascript:alert(1)', 'http://shop.test')).toBeNull();
    expect(safeGameUrl('data:text/html,<script>1</script>', 'http://shop.test')).toBeNull();
    expect(safeGameUrl(null, 'http://shop.test')).toBeNull();
  });

  it('renders the game, refuses a bad address, and asks for a balance refresh when left', () => {
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    const view = renderWithProviders(
      <GameFrame url="https://cdn.test/g" trial={false} onClose={jest.fn()} />,
      { resources: { games } },
    );
    expect(screen.getByTestId('game-frame')).toHaveAttribute('src', 'https://cdn.test/g');
    view.unmount();
    expect(seen).toContainEqual({ type: 'wallet/refresh-requested', payload: {} });
    sub.unsubscribe();

    renderWithProviders(<GameFrame url="javascript:alert(1)" trial={false} onClose={jest.fn()} />, {
      resources: { games },
    });
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(screen.getByText('This game address is not valid. Start the game again.')).toBeInTheDocument();
  });
});
