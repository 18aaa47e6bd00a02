import '../../test-utils/logged-in';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Promotions } from './Promotions';
import promotions from '../../locales/en.json';
import {
  APPLY_PATH,
  CATEGORIES_PATH,
  CLAIM_PATH,
  DETAIL_PATH,
  LIST_PATH,
  categories,
  claim,
  page,
  promotion,
} from '../../test-utils/fixtures';

const resources = { promotions };

describe('Promotions (member)', () => {
  it('claims a bonus, refreshes the wallet and shows the new state', async () => {
    let claimed = false;
    const claims: unknown[] = [];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: () => page([promotion({ mode: 'CLAIM', state: claimed ? 'CLAIMED' : 'CLAIM' })]),
      [CLAIM_PATH]: (body: unknown) => {
        claims.push(body);
        claimed = true;
        return claim();
      },
    });
    const walletRefresh = jest.fn();
    const notify = jest.fn();
    const off = bus.on('wallet/refresh-requested', walletRefresh);
    const offNotify = bus.on('ui/notify', notify);
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Claimed: the bonus of “Sports bonus 1” is in your wallet.',
      }),
    );
    expect(claims).toEqual([{ promotionId: 1 }]);
    expect(walletRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('promotion-state')).toHaveTextContent('Claimed'));
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    off();
    offNotify();
    offNotify();
  });

  it("shows the server's reason when a claim is refused", async () => {
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: page([promotion()]),
      [CLAIM_PATH]: () => {
        throw new ApiFailure('conflict', 'Cannot claim: promotion is CLOSED', 409);
      },
    });
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot claim: promotion is CLOSED');
  });

  it('applies with a comment and an image through the apply form', async () => {
    const applications: endpoints.PromotionApplyRequest[] = [];
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: page([promotion({ mode: 'APPLY' })]),
      [DETAIL_PATH]: { ...promotion({ mode: 'APPLY' }), content: '<p>Envie o comprovante.</p>', terms: '' },
      [APPLY_PATH]: (body: endpoints.PromotionApplyRequest) => {
        applications.push(body);
        return claim({ state: 'APPLYING', comment: body.comment });
      },
    });
    const notify = jest.fn();
    const offNotify = bus.on('ui/notify', notify);
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sports bonus 1' });
    const form = within(dialog).getByTestId('apply-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Write a comment for your application.');
    await userEvent.type(within(form).getByLabelText('Comment'), 'Depositei 100 ontem');
    expect(within(form).getByText('121 characters left')).toBeInTheDocument();
    const png = new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], 'proof.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Images (optional)'), png);
    expect(await within(form).findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Application for “Sports bonus 1” sent. We will review it soon.',
    });
    offNotify();
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ promotionId: 1, comment: 'Depositei 100 ontem' });
    expect(applications[0].images?.[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses more than 3 images and files that are not png or jpg', async () => {
    mockApi({
      [CATEGORIES_PATH]: categories,
      [LIST_PATH]: page([promotion({ mode: 'APPLY' })]),
      [DETAIL_PATH]: { ...promotion({ mode: 'APPLY' }), content: '<p>x</p>', terms: '' },
    });
    renderWithProviders(<Promotions />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = await screen.findByTestId('apply-form');
    const input = within(form).getByLabelText('Images (optional)');
    const file = (name: string, type: string) => new File(['x'], name, { type });
    fireEvent.change(input, { target: { files: [1, 2, 3, 4].map((n) => file(`${n}.png`, 'image/png')) } });
    expect(within(form).getByRole('alert')).toHaveTextContent('More than 3 images: choose at most 3.');
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif')] } });
    expect(within(form).getByRole('alert')).toHaveTextContent('Only png or jpg images are allowed.');
    // The bytes decide: HTML named .png with type image/png is refused too.
    const html = new File(['<!doctype html><html><script>alert(1)</script></html>'], 'proof.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [html] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only png or jpg images are allowed.');
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
  });
});
