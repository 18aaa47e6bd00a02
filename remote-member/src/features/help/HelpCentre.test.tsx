import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { HelpCentre } from './HelpCentre';
import member from '../../locales/en.json';

const resources = { member };

const HELP: endpoints.HelpCategory[] = [
  {
    id: 1,
    key: 'legal',
    title: 'Terms and policies',
    articles: [
      { id: 11, key: 'general_terms', title: 'General Terms', content: '<h3>Age</h3><p>Only people aged 18 or over.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
      { id: 12, key: 'privacy_policy', title: 'Privacy Policy', content: '<p>We never sell your data.</p>' },
    ],
  },
  { id: 2, title: 'Payments', articles: [{ id: 21, title: 'PIX deposits', content: '<ol><li>Open deposit</li></ol>' }] },
];

describe('HelpCentre', () => {
  it('groups the topics, opens the one the address names, sanitized', async () => {
    mockApi({ [endpoints.helpCenter.path]: HELP });
    renderWithProviders(<HelpCentre basePath="/help" feedback={<p>form</p>} />, { resources, route: '/help?topic=general_terms' });
    const article = await screen.findByTestId('help-article');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('General Terms');
    expect(article).toHaveTextContent('Only people aged 18 or over.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByTestId('help-group')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'General Terms' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'PIX deposits' })).toHaveAttribute('href', '/help?topic=21');
  });

  it('opens the first topic when none is named, and the feedback form at ?topic=feedback', async () => {
    mockApi({ [endpoints.helpCenter.path]: HELP });
    const { unmount } = renderWithProviders(<HelpCentre basePath="/helpmc" feedback={<p>the form</p>} />, { resources, route: '/helpmc' });
    expect(await screen.findByTestId('help-article')).toHaveAttribute('data-topic', 'general_terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/helpmc?topic=privacy_policy');
    unmount();
    renderWithProviders(<HelpCentre basePath="/help" feedback={<p>the form</p>} />, { resources, route: '/help?topic=feedback' });
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Feedback and complaints' })).toBeInTheDocument();
  });

  it('searches titles and text and says how many topics match', async () => {
    mockApi({ [endpoints.helpCenter.path]: HELP });
    renderWithProviders(<HelpCentre basePath="/help" feedback={null} />, { resources, route: '/help' });
    await screen.findByTestId('help-article');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'sell data');
    expect(screen.getByTestId('help-search-count')).toHaveTextContent('1 topic found');
    const nav = screen.getByTestId('help-topics');
    expect(within(nav).queryByRole('link', { name: 'General Terms' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('an unknown topic and a failed load each have their designed state', async () => {
    let fail = true;
    mockApi({
      [endpoints.helpCenter.path]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Help is down', 500);
        return HELP;
      },
    });
    renderWithProviders(<HelpCentre basePath="/help" feedback={null} />, { resources, route: '/help?topic=nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('help-topic-missing')).toBeInTheDocument();
  });
});
