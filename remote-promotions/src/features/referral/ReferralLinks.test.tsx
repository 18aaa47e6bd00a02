import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { bus, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { labelProblem, QR_MARGIN, QR_SIZE, ReferralLinks } from './ReferralLinks';
import promotions from '../../locales/en.json';

jest.mock('qrcode', () => ({ __esModule: true, default: { toCanvas: jest.fn() } }));
const toCanvas = QRCode.toCanvas as unknown as jest.Mock;

const resources = { promotions };
const LINKS = '/wps/relay/MCSFE_getReferralLinks';
const CREATE = '/wps/relay/MCSFE_createReferralLink';
const DISABLE = '/wps/relay/MCSFE_disableReferralLink';

const link = (overrides: Partial<endpoints.ReferralLink> = {}): endpoints.ReferralLink => ({
  id: 1,
  code: 'LABC2345',
  label: 'Instagram',
  url: '/register?referralCode=LABC2345',
  enabled: true,
  visits: 12,
  signUps: 3,
  deposits: 2,
  createdAt: '2026-11-20 10:00:00',
  ...overrides,
});

// jsdom has no 2d canvas: a recording stand-in.
const context = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };
beforeEach(() => {
  toCanvas.mockReset();
  toCanvas.mockResolvedValue(undefined);
  context.fillRect.mockClear();
  context.drawImage.mockClear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,iVBORw0KGgo=');
});
afterEach(() => jest.restoreAllMocks());

describe('ReferralLinks', () => {
  it('lists each link with its counts and draws its QR code with the spec defaults', async () => {
    mockApi({ [LINKS]: [link(), link({ id: 2, code: 'LOFF9999', label: null, url: '/register?referralCode=LOFF9999', enabled: false, visits: 0, signUps: 0, deposits: 0 })] });
    renderWithProviders(<ReferralLinks />, { resources });
    expect(screen.getByTestId('referral-links-loading')).toHaveAttribute('aria-busy', 'true');
    const items = await screen.findAllByTestId('referral-link-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Instagram' })).toBeInTheDocument();
    expect(first.getByTestId('referral-link-state')).toHaveTextContent('Active');
    expect(first.getByLabelText('Address of link LABC2345')).toHaveValue('http://localhost/register?referralCode=LABC2345');
    expect(first.getByTestId('referral-link-visits')).toHaveTextContent('12');
    expect(first.getByTestId('referral-link-signups')).toHaveTextContent('3');
    expect(first.getByTestId('referral-link-deposits')).toHaveTextContent('2');
    expect(screen.getByText('1 of 10 active')).toBeInTheDocument();

    // The untitled, disabled link: named by its code, no disable button.
    const second = within(items[1]!);
    expect(second.getByRole('heading', { name: 'Link LOFF9999' })).toBeInTheDocument();
    expect(second.getByTestId('referral-link-state')).toHaveTextContent('Disabled');
    expect(second.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();

    const qr = await first.findByRole('img', { name: 'QR code of link LABC2345' });
    await waitFor(() => expect(qr).toHaveAttribute('data-state', 'ready'));
    expect(toCanvas).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 'http://localhost/register?referralCode=LABC2345', {
      errorCorrectionLevel: 'M',
      margin: 0,
      width: QR_SIZE - 2 * QR_MARGIN,
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    // White square, the code placed inside the 20 px margin.
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 200, 200);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 20, 20, 160, 160);
  });

  it('downloads the QR code as a PNG and copies the link', async () => {
    mockApi({ [LINKS]: [link()] });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<ReferralLinks />, { resources });
    const download = await screen.findByRole('button', { name: 'Download QR code' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('referral-LABC2345.png');
    expect(clicked[0]!.href).toMatch(/^data:image\/png;base64,/);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/register?referralCode=LABC2345');
    expect(screen.getByTestId('referral-links-notice')).toHaveTextContent('Link copied.');
  });

  it('says when the QR code cannot be drawn, and keeps the download off', async () => {
    toCanvas.mockRejectedValue(new Error('too long'));
    mockApi({ [LINKS]: [link()] });
    renderWithProviders(<ReferralLinks />, { resources });
    expect(await screen.findByTestId('referral-link-qr-error')).toHaveTextContent('The QR code could not be drawn.');
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeDisabled();
  });

  it('shows the empty state, then creates a labelled link that appears first', async () => {
    let list: endpoints.ReferralLink[] = [];
    const api = mockApi({
      [LINKS]: () => list,
      [CREATE]: (body: unknown) => {
        const created = link({ id: 7, code: 'LNEW7777', url: '/register?referralCode=LNEW7777', label: (body as { label?: string }).label ?? null, visits: 0, signUps: 0, deposits: 0 });
        list = [created, ...list];
        return created;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    expect(await screen.findByTestId('referral-links-empty')).toHaveTextContent('You have no referral links yet.');
    await user.type(screen.getByLabelText('Label (optional)'), '  Família   grupo ');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const item = await screen.findByTestId('referral-link-item');
    expect(within(item).getByRole('heading', { name: 'Família grupo' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-links-notice')).toHaveTextContent('Link created.');
    expect(screen.getByLabelText('Label (optional)')).toHaveValue('');
    const sent = api.mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).includes(CREATE));
    expect(sent).toBeDefined();
  });

  it('creates an unlabelled link with an empty body', async () => {
    const bodies: unknown[] = [];
    let list: endpoints.ReferralLink[] = [];
    mockApi({
      [LINKS]: () => list,
      [CREATE]: (body: unknown) => {
        bodies.push(body);
        list = [link({ label: null })];
        return list[0];
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    await screen.findByTestId('referral-links-empty');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('heading', { name: 'Link LABC2345' })).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
  });

  it('refuses a bad label in the player language before sending, and explains a server refusal', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [LINKS]: [link()],
      [CREATE]: (body: unknown) => {
        bodies.push(body);
        throw new ApiFailure('referral_label_taken', 'You already have an active link with this label', 409);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    await screen.findByTestId('referral-link-item');
    const input = screen.getByLabelText('Label (optional)');
    await user.type(input, 'a<b>');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByTestId('referral-link-label-error')).toHaveTextContent(
      'The label can only have letters, digits, spaces, - and _.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'x'.repeat(31));
    expect(screen.getByTestId('referral-link-label-error')).toHaveTextContent('The label can have at most 30 characters.');
    expect(bodies).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Instagram');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByTestId('referral-link-create-error')).toHaveTextContent(
      'You already have an active link with this label.',
    );
    expect(bodies).toEqual([{ label: 'Instagram' }]);
    // What was typed stays.
    expect(input).toHaveValue('Instagram');
  });

  it('at the limit, says so and keeps the create button off', async () => {
    mockApi({ [LINKS]: Array.from({ length: 10 }, (_, i) => link({ id: i + 1, code: `LCODE00${i}`, label: `L${i}` })) });
    renderWithProviders(<ReferralLinks />, { resources });
    expect(await screen.findByTestId('referral-links-full')).toHaveTextContent(
      'You can have at most 10 active links. Disable one to create another.',
    );
    expect(screen.getByRole('button', { name: 'Create link' })).toBeDisabled();
  });

  it('disables a link after a confirmation', async () => {
    let current = link();
    const disabled: unknown[] = [];
    mockApi({
      [LINKS]: () => [current],
      [DISABLE]: (body: unknown) => {
        disabled.push(body);
        current = { ...current, enabled: false };
        return current;
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(screen.getByTestId('referral-link-confirm')).toHaveTextContent('Disable this link?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('referral-link-confirm')).not.toBeInTheDocument();
    expect(disabled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable' }));
    await waitFor(() => expect(screen.getByTestId('referral-link-state')).toHaveTextContent('Disabled'));
    expect(disabled).toEqual([{ linkId: 1 }]);
    expect(screen.getByTestId('referral-links-notice')).toHaveTextContent('Link disabled.');
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('offers a retry when the links cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [LINKS]: () => {
        if (fail) throw new ApiFailure('server_error', 'Temporarily unavailable', 500);
        return [link()];
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    expect(await screen.findByTestId('referral-links-error')).toHaveTextContent('Your referral links could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-link-item')).toBeInTheDocument();
  });

  it('a trial account that tries to create gets the true-account prompt', async () => {
    const published: unknown[] = [];
    const off = bus.on('session/true-account-required', (p) => published.push(p));
    mockApi({
      [LINKS]: [],
      [CREATE]: () => {
        throw new ApiFailure('trial_account_denied', 'in_need_true_account: a real account is required', 403);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralLinks />, { resources });
    await screen.findByTestId('referral-links-empty');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(published).toEqual([{ feature: 'referral' }]));
    off();
  });
});

describe('labelProblem', () => {
  it('accepts empty and ordinary labels in any script, refuses markup and long ones', () => {
    expect(labelProblem('')).toBeNull();
    expect(labelProblem('   ')).toBeNull();
    expect(labelProblem('Grupo_família-2')).toBeNull();
    expect(labelProblem('واتساب')).toBeNull();
    expect(labelProblem('a<b')).toEqual({ key: 'ref_label_chars' });
    expect(labelProblem('y'.repeat(31))).toEqual({ key: 'ref_label_too_long', max: 30 });
  });
});
