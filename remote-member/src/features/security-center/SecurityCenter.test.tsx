import '../../test-utils/logged-in';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, type endpoints } from '@vitrine/shared';
import { SecurityCenter } from './SecurityCenter';
import { formatDateTime } from '../../lib/format-date';
import member from '../../locales/en.json';

const INFO_PATH = '/wps/member/info';
const AVATAR_PATH = '/wps/relay/MCSFE_getPlayerAvatar';

const info = (overrides: Partial<endpoints.MemberInfo> = {}): endpoints.MemberInfo => ({
  id: 7,
  account: 'player1',
  nickname: 'Lucky Ana',
  type: 0,
  toUpline: 'agent',
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  memberLabel: [],
  customerId: 7,
  email: 'ana.silva@example.com',
  mobileNum: '11987650001',
  countryDialingCode: '55',
  language: 'pt',
  currency: 'BRL',
  registerTime: '2026-01-15T10:30:00.000Z',
  lastLoginTime: '2026-11-20T08:00:00.000Z',
  referralCode: 'ABC123',
  cpw: false,
  ...overrides,
});

const field = (name: string) =>
  within(screen.getByTestId('member-details').querySelector(`[data-field="${name}"]`) as HTMLElement);

describe('SecurityCenter', () => {
  it('shows who the member is, masked contacts, dates and the avatar', async () => {
    const fetchMock = mockApi({
      [INFO_PATH]: info({ memberLabel: [{ labelId: 3, labelName: 'AGENT', color: '#1f6feb' }] }),
      [AVATAR_PATH]: { avatar: 'avatar-3', avatarType: 'STATIC' },
    });
    renderWithProviders(<SecurityCenter />, { resources: { member } });
    expect(screen.getByTestId('security-center-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('member-nickname')).toHaveTextContent('Lucky Ana');
    expect(screen.getByTestId('member-vip')).toHaveTextContent('Gold');
    expect(screen.getAllByTestId('member-label').map((l) => l.textContent)).toEqual(['AGENT']);
    expect(field('account').getByText('player1')).toBeInTheDocument();
    expect(field('vip').getByText('Gold · level 3')).toBeInTheDocument();
    expect(field('upline').getByText('agent')).toBeInTheDocument();
    expect(field('email').getByText('an***@example.com')).toBeInTheDocument();
    expect(field('mobile').getByText('+55 119****0001')).toBeInTheDocument();
    expect(
      field('register-time').getByText(formatDateTime('2026-01-15T10:30:00.000Z', 'en')),
    ).toBeInTheDocument();
    expect(
      field('last-login').getByText(formatDateTime('2026-11-20T08:00:00.000Z', 'en')),
    ).toBeInTheDocument();
    expect(screen.queryByText('ana.silva@example.com')).not.toBeInTheDocument();
    const avatar = await screen.findByRole('img', { name: 'Avatar of Lucky Ana' });
    expect(avatar).toHaveAttribute('src', '/avatar/avatar-3.svg');
    const request = fetchMock.mock.calls.map((c) => c[0] as Request).find((r) => r.url.endsWith(INFO_PATH))!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('Authorization')).toBe('test-token');
  });

  it('uses a custom avatar as sent and falls back to the initial without one', async () => {
    mockApi({
      [INFO_PATH]: info(),
      [AVATAR_PATH]: { avatar: 'data:image/png;base64,AAAA', avatarType: 'CUSTOM' },
    });
    const { unmount } = renderWithProviders(<SecurityCenter />, { resources: { member } });
    expect(await screen.findByRole('img', { name: 'Avatar of Lucky Ana' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    unmount();
    mockApi({ [INFO_PATH]: info({ nickname: 'zeca' }), [AVATAR_PATH]: { avatar: '', avatarType: 'STATIC' } });
    renderWithProviders(<SecurityCenter />, { resources: { member } });
    expect(await screen.findByTestId('member-avatar')).toHaveTextContent('Z');
  });

  it('says what is not set when the member has no contacts, upline or login yet', async () => {
    mockApi({
      [INFO_PATH]: info({ email: null, mobileNum: null, toUpline: null, lastLoginTime: null }),
      [AVATAR_PATH]: { avatar: '', avatarType: 'STATIC' },
    });
    renderWithProviders(<SecurityCenter />, { resources: { member } });
    await screen.findByTestId('member-details');
    expect(field('email').getByText('Not set')).toBeInTheDocument();
    expect(field('mobile').getByText('Not set')).toBeInTheDocument();
    expect(field('upline').getByText('- -')).toBeInTheDocument();
    expect(field('last-login').getByText('- -')).toBeInTheDocument();
  });

  it('shows a retry when the member info cannot be loaded, and recovers', async () => {
    let fail = true;
    mockApi({
      [INFO_PATH]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return info();
      },
      [AVATAR_PATH]: { avatar: 'avatar-1', avatarType: 'STATIC' },
    });
    renderWithProviders(<SecurityCenter />, { resources: { member } });
    expect(await screen.findByText('Your account details could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('member-nickname')).toHaveTextContent('Lucky Ana');
  });

  it('asks the host for the change-password modal from the login password row', async () => {
    mockApi({ [INFO_PATH]: info(), [AVATAR_PATH]: { avatar: '', avatarType: 'STATIC' } });
    const asked = jest.fn();
    const off = bus.on('session/change-password-requested', asked);
    renderWithProviders(<SecurityCenter />, { resources: { member } });
    const row = within(await screen.findByTestId('security-settings'));
    expect(row.getByText('Login password')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Change' }));
    expect(asked).toHaveBeenCalledTimes(1);
    off();
  });
});
