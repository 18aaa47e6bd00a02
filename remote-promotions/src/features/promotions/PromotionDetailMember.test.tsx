import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type endpoints } from '@vitrine/shared';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { PromotionDetail } from './PromotionDetail';
import promotions from '../../locales/en.json';
import { APPLY_PATH, DETAIL_PATH, claim, promotion } from '../../test-utils/fixtures';

describe('PromotionDetail (member)', () => {
  it('opens the apply form from the action and sends the application', async () => {
    let applied = false;
    const applications: endpoints.PromotionApplyRequest[] = [];
    mockApi({
      [DETAIL_PATH]: () => ({
        ...promotion({ id: 2, mode: 'APPLY', state: applied ? 'APPLYING' : 'JOIN' }),
        content: '<p>Envie o comprovante.</p>',
        terms: '',
      }),
      [APPLY_PATH]: (body: endpoints.PromotionApplyRequest) => {
        applications.push(body);
        applied = true;
        return claim({ promotionId: 2, state: 'APPLYING', comment: body.comment });
      },
    });
    const notify = jest.fn();
    const off = bus.on('ui/notify', notify);
    renderWithProviders(<PromotionDetail id={2} />, { resources: { promotions } });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await userEvent.type(screen.getByLabelText('Comment'), 'Primeiro depósito');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByTestId('promotion-state')).toHaveTextContent('Under review'));
    expect(screen.queryByTestId('apply-form')).not.toBeInTheDocument();
    expect(applications).toEqual([{ promotionId: 2, comment: 'Primeiro depósito' }]);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Application for “Sports bonus 1” sent. We will review it soon.',
    });
    off();
  });
});
