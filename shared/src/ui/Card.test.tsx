import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Card, Hint } from './Card';

describe('Card and Hint', () => {
  it('render their content and pass attributes through', () => {
    renderWithProviders(
      <Card data-testid="card">
        <Hint data-testid="hint">Money in game wallets stays there.</Hint>
      </Card>,
    );
    const card = screen.getByTestId('card');
    const hint = screen.getByTestId('hint');
    expect(card.tagName).toBe('DIV');
    expect(hint.tagName).toBe('P');
    expect(card).toContainElement(hint);
    expect(hint).toHaveTextContent('Money in game wallets stays there.');
  });
});
