import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { AvatarForm, EmailForm, MobileForm, PaymentPasswordForm } from './SecurityActions';
import member from '../../locales/en.json';

const resources = { member };
jest.setTimeout(30_000);
const user = () => userEvent.setup({ delay: null, applyAccept: false });
/** A valid 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('security centre actions', () => {
  it('binds an e-mail: checks it, keeps it through a refusal named in the player language, then tells the host', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    mockApi({
      [endpoints.bindEmail.path]: (body: unknown) => {
        sent.push(body);
        if (refuse) throw new ApiFailure('email_exists', 'server english text', 409);
        return true;
      },
    });
    const changed = jest.fn();
    const off = bus.on('session/member-changed', changed);
    const onDone = jest.fn();
    renderWithProviders(<EmailForm onCancel={() => undefined} onDone={onDone} />, { resources });
    const save = screen.getByRole('button', { name: 'Save' });
    await user().click(save);
    expect(screen.getByTestId('bind-email-error')).toHaveTextContent('Input cannot be empty.');
    const input = screen.getByLabelText('E-mail');
    await user().type(input, 'ana@example');
    await user().click(save);
    expect(screen.getByTestId('bind-email-error')).toHaveTextContent('Enter a valid e-mail address.');
    expect(sent).toHaveLength(0);

    await user().type(input, '.com');
    await user().click(save);
    expect(await screen.findByTestId('email-error')).toHaveTextContent('This e-mail is already used by another account.');
    expect(screen.queryByText('server english text')).not.toBeInTheDocument();
    expect(input).toHaveValue('ana@example.com');
    expect(onDone).not.toHaveBeenCalled();

    refuse = false;
    await user().click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your e-mail is bound.'));
    expect(sent).toEqual([{ email: 'ana@example.com' }, { email: 'ana@example.com' }]);
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });

  it('binds a mobile: the code is asked for a valid number only, counts down, and a wrong code is refused', async () => {
    const codes: unknown[] = [];
    const binds: unknown[] = [];
    mockApi({
      [endpoints.bindMobileCode.path]: (body: unknown) => {
        codes.push(body);
        return { expiredMinutes: 5 };
      },
      [endpoints.bindMobile.path]: (body: unknown) => {
        binds.push(body);
        if ((body as endpoints.BindMobileRequest).verificationCode !== '654321') throw new ApiFailure('sms_code_invalid', 'bad', 400);
        return true;
      },
    });
    const onDone = jest.fn();
    renderWithProviders(<MobileForm dialingCode="55" onCancel={() => undefined} onDone={onDone} />, { resources });
    const send = screen.getByTestId('bind-sms-send');
    await user().type(screen.getByLabelText('Mobile number'), '123');
    await user().click(send);
    expect(screen.getByTestId('bind-mobile-error')).toHaveTextContent('Enter a valid phone number (6 to 15 digits).');
    expect(codes).toHaveLength(0);

    await user().type(screen.getByLabelText('Mobile number'), '45678');
    await user().click(send);
    expect(await screen.findByText('Resend in 300 s')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(screen.getByText('We sent a code to your phone.')).toBeInTheDocument();
    expect(codes).toEqual([{ mobileNum: '12345678', countryDialingCode: '55' }]);

    const code = screen.getByLabelText('SMS code');
    await user().type(code, '12');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('bind-sms-code-error')).toHaveTextContent('Enter a valid verification code.');
    await user().type(code, '3456');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('mobile-error')).toHaveTextContent('Enter a valid verification code.');
    expect(code).toHaveValue('123456');
    await user().clear(code);
    await user().type(code, '654321');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your mobile number is bound.'));
    expect(binds[1]).toEqual({ mobileNum: '12345678', countryDialingCode: '55', verificationCode: '654321' });
  });

  it('asks the login password to set a payment password and the current one to change it; six digits, confirmed', async () => {
    const fetchMock = mockApi({});
    const { unmount } = renderWithProviders(<PaymentPasswordForm hasPaymentPassword={false} onCancel={() => undefined} onDone={() => undefined} />, { resources });
    expect(screen.getByLabelText('Login password')).toHaveAttribute('autocomplete', 'current-password');
    await user().type(screen.getByLabelText('Login password'), 'Demo1234');
    await user().type(screen.getByLabelText('New payment password'), '12ab');
    await user().type(screen.getByLabelText('Confirm the payment password'), '1234');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('pp-next-error')).toHaveTextContent('Six digits.');
    expect(screen.getByTestId('pp-confirm-error')).toHaveTextContent('Incorrect confirmation entry');
    expect(screen.queryByTestId('pp-current-error')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<PaymentPasswordForm hasPaymentPassword onCancel={() => undefined} onDone={() => undefined} />, { resources });
    await user().type(screen.getByLabelText('Current payment password'), 'Demo1234');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('pp-current-error')).toHaveTextContent('Six digits.');
    expect(screen.getByTestId('pp-next-error')).toHaveTextContent('Input cannot be empty.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a chosen static avatar, and refuses a picture whose bytes are not png or jpg', async () => {
    const sent: unknown[] = [];
    mockApi({
      [endpoints.setIcon.path]: (body: unknown) => {
        sent.push(body);
        return body;
      },
    });
    const onDone = jest.fn();
    renderWithProviders(<AvatarForm current={{ avatar: 'avatar-1', avatarType: 'STATIC' }} onCancel={() => undefined} onDone={onDone} />, { resources });
    expect(screen.getByRole('button', { name: 'Avatar 1' })).toHaveAttribute('aria-pressed', 'true');
    await user().upload(screen.getByLabelText('Or upload a picture'), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.png', { type: 'image/png' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('avatar-file-error')).toHaveTextContent('Only PNG or JPG images.');
    expect(sent).toHaveLength(0);

    await user().upload(screen.getByLabelText('Or upload a picture'), new File([PNG], 'me.png', { type: 'image/png' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your avatar was updated.'));
    expect(sent[0]).toEqual({ avatar: expect.stringMatching(/^data:image\/png;base64,/), avatarType: 'CUSTOM' });

    await user().click(screen.getByRole('button', { name: 'Avatar 5' }));
    expect(screen.getByRole('button', { name: 'Avatar 5' })).toHaveAttribute('aria-pressed', 'true');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ avatar: 'avatar-5', avatarType: 'STATIC' });
  });
});
