import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints } from '@vitrine/shared';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { HelpCentre } from '../help/HelpCentre';
import { RgHelpLink } from './RgHelpLink';
import member from '../../locales/en.json';

// The session comes from the host; here it is set through @vitrine/shared's public hook.
const mockSession = { token: null as string | null };
jest.mock('@vitrine/shared', () => ({
  ...jest.requireActual('@vitrine/shared'),
  useSession: () => mockSession,
}));

const HELP: endpoints.HelpCategory[] = [
  {
    id: 1,
    title: 'About us',
    articles: [
      { id: 11, key: 'responsible_gaming', title: 'Responsible Gaming', content: '<p>Play for fun, within limits.</p>' },
      { id: 12, key: 'privacy_policy', title: 'Privacy Policy', content: '<p>We never sell your data.</p>' },
    ],
  },
];

function open(route: string) {
  mockApi({ [endpoints.helpCenter.path]: HELP });
  renderWithProviders(
    <HelpCentre basePath="/help" feedback={null} topicExtras={{ responsible_gaming: <RgHelpLink /> }} />,
    { resources: { member }, route },
  );
}

describe('the Responsible Gaming help page leads to the RG panel', () => {
  afterEach(() => {
    mockSession.token = null;
  });

  it('a logged-in player opens the member centre on the Responsible gaming panel', async () => {
    mockSession.token = 'test-token';
    const opened = jest.fn();
    const off = bus.on('member-centre/open', opened);
    open('/help?topic=responsible_gaming');
    const link = await screen.findByTestId('rg-help-link');
    expect(within(screen.getByTestId('help-article')).getByTestId('rg-help-link')).toBe(link);
    await userEvent.click(within(link).getByRole('button', { name: member.rg_help_link_open }));
    expect(opened).toHaveBeenCalledWith({ page: 'responsibleGaming' });
    off();
  });

  it('a visitor is asked to log in first', async () => {
    const asked = jest.fn();
    const off = bus.on('session/login-required', asked);
    open('/help?topic=responsible_gaming');
    await userEvent.click(await screen.findByRole('button', { name: member.rg_help_link_login }));
    expect(asked).toHaveBeenCalledWith({ reason: 'responsibleGaming' });
    off();
  });

  it('other topics carry no such link', async () => {
    open('/help?topic=privacy_policy');
    await screen.findByText('We never sell your data.');
    expect(screen.queryByTestId('rg-help-link')).toBeNull();
  });
});
