import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { Feedback } from './Feedback';
import member from '../../locales/en.json';

const resources = { member };
const CONFIG: endpoints.FeedbackConfig = { contentMinLength: 10, contentMaxLength: 500, contactMaxLength: 100, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] };
// Typing is slow on a loaded machine: no per-key delay, and room for the whole form.
jest.setTimeout(30_000);
/** A valid 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('Feedback (visitor)', () => {
  // applyAccept off: the browser's picker can be told "all files"; the form must check by itself.
  const user = () => userEvent.setup({ delay: null, applyAccept: false });
  it('says what is missing, refuses an svg, sends a valid message with its contact and screenshot', async () => {
    const sent: endpoints.FeedbackRequest[] = [];
    mockApi({
      [endpoints.feedbackConfig.path]: CONFIG,
      [endpoints.feedback.path]: (body: unknown) => {
        sent.push(body as endpoints.FeedbackRequest);
        return { id: 42 };
      },
    });
    renderWithProviders(<Feedback />, { resources });
    const submit = await screen.findByRole('button', { name: 'Send' });
    await user().click(submit);
    expect(screen.getByTestId('questionType-error')).toHaveTextContent('Choose the question type.');
    expect(screen.getByTestId('content-error')).toHaveTextContent('Input cannot be empty.');
    expect(screen.getByTestId('contact-error')).toHaveTextContent('Input cannot be empty.');
    expect(screen.getByRole('combobox', { name: 'Question type' })).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user().selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'DEPOSIT');
    await user().type(screen.getByRole('textbox', { name: 'Description' }), 'too short');
    await user().type(screen.getByRole('textbox', { name: 'Contact (e-mail or phone)' }), 'me@example.com');
    const files = screen.getByLabelText('Screenshots (optional)');
    await user().upload(files, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByTestId('screenshots-error')).toHaveTextContent('Only PNG or JPG images.');
    await user().click(submit);
    expect(screen.getByTestId('content-error')).toHaveTextContent('The description must have between 10 and 500 characters.');
    expect(sent).toHaveLength(0);

    await user().upload(files, new File([PNG], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument());
    expect(screen.queryByTestId('screenshots-error')).toBeNull();
    await user().type(screen.getByRole('textbox', { name: 'Description' }), ' — the deposit did not arrive');
    await user().click(submit);
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent('#42');
    expect(sent).toEqual([
      { questionType: 'DEPOSIT', content: 'too short — the deposit did not arrive', contact: 'me@example.com', images: [expect.stringMatching(/^data:image\/png;base64,/)] },
    ]);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('a refused send keeps what was typed and says why', async () => {
    mockApi({
      [endpoints.feedbackConfig.path]: CONFIG,
      [endpoints.feedback.path]: () => {
        throw new ApiFailure('validation_error', 'content must be 10-500 characters', 400);
      },
    });
    renderWithProviders(<Feedback />, { resources });
    await user().selectOptions(await screen.findByRole('combobox', { name: 'Question type' }), 'OTHER');
    await user().type(screen.getByRole('textbox', { name: 'Description' }), 'A long enough message');
    await user().type(screen.getByRole('textbox', { name: 'Contact (e-mail or phone)' }), '+55 11 90000-0000');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent('content must be 10-500 characters');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('A long enough message');
    expect(screen.getByRole('textbox', { name: 'Contact (e-mail or phone)' })).toHaveValue('+55 11 90000-0000');
  });
});
