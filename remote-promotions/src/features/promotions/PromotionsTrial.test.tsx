import '../../test-utils/trial-account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrine/shared';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Promotions } from './Promotions';
import promotions from '../../locales/en.json';
import {
  CATEGORIES_PATH,
  CLAIM_PATH,
  LIST_PATH,
  categories,
  page,
  promotion,
} from '../../test-utils/fixtures';

describe('Promotions (trial account)', () => {
  it('tells a trial account it needs a real one instead of claiming', async () => {
    const fetchMock = mockApi({ [CATEGORIES_PATH]: categories, [LIST_PATH]: page([promotion()]) });
    const needsReal = jest.fn();
    const off = bus.on('session/true-account-required', needsReal);
    renderWithProviders(<Promotions />, { resources: { promotions } });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(needsReal).toHaveBeenCalledWith({ feature: 'promotion' });
    expect(fetchMock.mock.calls.map((c) => new URL((c[0] as Request).url).pathname)).not.toContain(
      CLAIM_PATH,
    );
    off();
  });
});
