import '../../test-utils/logged-in';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { absoluteLink, Referral } from './Referral';
import promotions from '../../locales/en.json';
import { PATHS } from '../../test-utils/centre-fixtures';

const resources = { promotions };
const money = (value: number) => formatMoney(value, 'en');

const info = (overrides: Partial<endpoints.ReferralInfo> = {}): endpoints.ReferralInfo => ({
  referralCode: 'DEMO42',
  referralUrl: '/register?referralCode=DEMO42',
  invitedCount: 3,
  qualifiedCount: 2,
  rewardTotal: 20,
  rewardPerQualified: 10,
  ...overrides,
});

describe('Referral', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the link and code, copies each, and counts invitations and rewards', async () => {
    mockApi({ [PATHS.referral]: info() });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<Referral />, { resources });
    expect(screen.getByTestId('referral-loading')).toBeInTheDocument();
    const link = await screen.findByLabelText('Your referral link');
    expect(link).toHaveValue('http://localhost/register?referralCode=DEMO42');
    expect(screen.getByLabelText('Your referral code')).toHaveValue('DEMO42');
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('3');
    expect(screen.getByTestId('referral-qualified')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-reward-total')).toHaveTextContent(money(20));
    expect(screen.getByTestId('referral-invite')).toHaveTextContent(`You earn ${money(10)} for every friend`);
    // No Web Share API here: no share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/register?referralCode=DEMO42');
    expect(screen.getByTestId('referral-notice')).toHaveTextContent('Link copied.');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('DEMO42');
    expect(screen.getByTestId('referral-notice')).toHaveTextContent('Code copied.');
  });

  it('says so when the copy fails', async () => {
    mockApi({ [PATHS.referral]: info() });
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = jest.fn(() => false);
    renderWithProviders(<Referral />, { resources });
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByTestId('referral-notice')).toHaveTextContent('Could not copy.');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('shares through the Web Share API when the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi({ [PATHS.referral]: info() });
    renderWithProviders(<Referral />, { resources });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me',
      text: 'Sign up with my referral code DEMO42.',
      url: 'http://localhost/register?referralCode=DEMO42',
    });
  });

  it('says when nobody has signed up yet', async () => {
    mockApi({ [PATHS.referral]: info({ invitedCount: 0, qualifiedCount: 0, rewardTotal: 0 }) });
    renderWithProviders(<Referral />, { resources });
    expect(await screen.findByTestId('referral-none')).toHaveTextContent(
      'No friends have signed up with your code yet.',
    );
  });

  it('offers a retry when the details cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [PATHS.referral]: () => {
        if (fail)
          throw new ApiFailure(
            'module_disabled',
            'getReferralInfo (REFERRAL3) is not enabled for this site',
            403,
          );
        return info();
      },
    });
    renderWithProviders(<Referral />, { resources });
    expect(await screen.findByTestId('referral-error')).toHaveTextContent(
      'getReferralInfo (REFERRAL3) is not enabled for this site',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-code')).toHaveValue('DEMO42');
  });

  it('a trial account gets the true-account prompt and no referral details', async () => {
    const published: unknown[] = [];
    const off = bus.on('session/true-account-required', (p) => published.push(p));
    mockApi({
      [PATHS.referral]: () => {
        throw new ApiFailure('trial_account_denied', 'in_need_true_account: a real account is required', 403);
      },
    });
    renderWithProviders(<Referral />, { resources });
    expect(await screen.findByTestId('referral-trial')).toHaveTextContent('Referral links and rewards need a real account.');
    expect(published).toEqual([{ feature: 'referral' }]);
    expect(screen.queryByTestId('referral-links')).not.toBeInTheDocument();
    off();
  });

  it('shows the referral links below the invitations', async () => {
    mockApi({ [PATHS.referral]: info(), '/wps/relay/MCSFE_getReferralLinks': [] });
    renderWithProviders(<Referral />, { resources });
    expect(await screen.findByTestId('referral-links-empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your referral links' })).toBeInTheDocument();
  });

  it('makes the link absolute against the site, and leaves absolute links alone', () => {
    expect(absoluteLink('/register?referralCode=X', 'https://site.example')).toBe(
      'https://site.example/register?referralCode=X',
    );
    expect(absoluteLink('https://other.example/r/X', 'https://site.example')).toBe(
      'https://other.example/r/X',
    );
  });
});
