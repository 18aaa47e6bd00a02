import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { FormAlert, SuccessBox } from './FormAlert';

describe('FormAlert and SuccessBox', () => {
  it('announces a failure as an alert with its title and message', () => {
    renderWithProviders(<FormAlert title="Transfer failed" message="Not enough balance." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-testid', 'form-alert');
    expect(alert.querySelector('strong')).toHaveTextContent('Transfer failed');
    expect(alert.querySelector('p')).toHaveTextContent('Not enough balance.');
  });

  it('announces a success as a status with its title and details', () => {
    renderWithProviders(
      <SuccessBox title="Done" testId="transfer-success">
        <p>Sent 10.00 to bob.</p>
      </SuccessBox>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-testid', 'transfer-success');
    expect(status.querySelector('strong')).toHaveTextContent('Done');
    expect(status).toHaveTextContent('Sent 10.00 to bob.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
