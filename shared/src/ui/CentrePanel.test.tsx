import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { CentrePanel } from './CentrePanel';

describe('CentrePanel', () => {
  it('is a region named by its heading, holding its content', () => {
    renderWithProviders(
      <CentrePanel title="Cashback" testId="cashback-panel">
        <p>Claim your rebate.</p>
      </CentrePanel>,
    );
    const region = screen.getByRole('region', { name: 'Cashback' });
    expect(region).toHaveAttribute('data-testid', 'cashback-panel');
    expect(screen.getByRole('heading', { level: 2, name: 'Cashback' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Claim your rebate.');
  });
});
