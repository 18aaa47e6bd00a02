import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import common from '../../../../shared/src/locales/en.json';
import host from '../../locales/en.json';
import { useHelpTopicDialog } from './HelpTopicDialog';

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const HELP = '/wps/system/helpCenter';
const help: endpoints.HelpCategory[] = [
  {
    id: 1,
    title: 'About',
    articles: [
      { id: 11, key: 'terms', title: 'General Terms', content: '<h3>1. Accounts</h3><p>One account per person.</p><img src=x onerror="window.__pwned=1">' },
    ],
  },
];

/** A sign-up form in miniature: a typed field and the terms link. */
function Form() {
  const topics = useHelpTopicDialog();
  return (
    <form>
      <input aria-label="Username" />
      <p>I accept the {topics.link('terms', 'terms and conditions')}</p>
      {topics.element}
    </form>
  );
}

describe('the terms over the sign-up form', () => {
  it('opens the topic in a dialog titled by the link, sanitized, and keeps what was typed', async () => {
    mockApi({ [HELP]: help });
    renderWithProviders(<Form />, { resources: { host, common } });
    await userEvent.type(screen.getByLabelText('Username'), 'newplayer');
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/help?topic=terms');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'terms and conditions' });
    expect(await within(dialog).findByTestId('help-topic-body')).toHaveTextContent('One account per person.');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open in the help centre' })).toHaveAttribute('href', '/help?topic=terms');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newplayer');
  });

  it('a modified click is left to the browser (new tab), no dialog', () => {
    mockApi({ [HELP]: help });
    renderWithProviders(<Form />, { resources: { host, common } });
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the text cannot be loaded, and the retry loads it', async () => {
    let fail = true;
    mockApi({
      [HELP]: () => {
        if (fail) throw new ApiFailure('internal_error', 'down', 500);
        return help;
      },
    });
    renderWithProviders(<Form />, { resources: { host, common } });
    await userEvent.click(screen.getByRole('link', { name: 'terms and conditions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This text could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('help-topic-body')).toHaveTextContent('One account per person.');
  });

  it('says so when the topic is not in the help centre', async () => {
    mockApi({ [HELP]: [{ ...help[0], articles: [] }] });
    renderWithProviders(<Form />, { resources: { host, common } });
    await userEvent.click(screen.getByRole('link', { name: 'terms and conditions' }));
    expect(await within(await screen.findByRole('dialog')).findByText('This text could not be loaded.')).toBeInTheDocument();
  });
});
