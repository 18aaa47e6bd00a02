import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vitrine/shared/testing';
import { ApiError, call, type endpoints } from '@vitrine/shared';
import host from '../../../locales/en.json';
import { finishLogin } from '../finish-login';
import { IpVerificationStep } from './IpVerificationStep';

jest.mock('@vitrine/shared', () => ({ ...jest.requireActual<object>('@vitrine/shared'), call: jest.fn() }));
jest.mock('../finish-login', () => ({ ...jest.requireActual<object>('../finish-login'), finishLogin: jest.fn(async () => 'after-login') }));

const challenge = (method: endpoints.LoginVerificationMethod, extra: Partial<endpoints.LoginVerificationChallenge> = {}): endpoints.LoginVerificationChallenge => ({
  verifyToken: 'vt-1',
  method,
  maskedMobile: '',
  expiredMinutes: 5,
  ...extra,
});
const RESULT = { token: 't', userName: 'securemail' } as endpoints.LoginResult;
const refuse = (code: string) => new ApiError({ code, status: 400, endpoint: 'loginVerify', message: 'server text' });

beforeEach(() => {
  jest.mocked(call).mockReset();
  jest.mocked(finishLogin).mockClear();
});

function answer() {
  return screen.getByTestId('ip-verification-answer').querySelector('input') as HTMLInputElement;
}

describe('IpVerificationStep', () => {
  it('SMS: the code sent to the masked mobile', async () => {
    jest.mocked(call).mockResolvedValueOnce(RESULT);
    renderWithProviders(<IpVerificationStep challenge={challenge('SMS', { maskedMobile: '11****002' })} password="Demo1234" onRestart={jest.fn()} />, { resources: { host } });
    expect(screen.getByText('You are logging in from a new location. Enter the code we sent to 11****002.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the verification code.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.type(answer(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(finishLogin).toHaveBeenCalledWith(RESULT, 'ip-verification', 'Demo1234'));
    expect(jest.mocked(call).mock.calls[0][1]).toEqual({ verifyToken: 'vt-1', verificationCode: '123456' });
  });

  it('EMAIL: asks for the bound address (hint masked), checks its format, explains a wrong one and keeps it', async () => {
    jest.mocked(call).mockRejectedValueOnce(refuse('verification_answer_invalid')).mockResolvedValueOnce(RESULT);
    renderWithProviders(<IpVerificationStep challenge={challenge('EMAIL', { maskedEmail: 'se***@example.com' })} password="p" onRestart={jest.fn()} />, { resources: { host } });
    expect(screen.getByText(/Enter the e-mail address bound to your account \(se\*\*\*@example\.com\)/)).toBeInTheDocument();
    expect(answer()).toHaveAttribute('type', 'email');
    await userEvent.type(answer(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(answer());
    await userEvent.type(answer(), 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('ip-verification-error')).toHaveTextContent('That is not the e-mail address bound to this account.');
    expect(answer()).toHaveValue('other@example.com');
  });

  it('BANK_NAME: the account holder name; a wrong one says it does not match', async () => {
    jest.mocked(call).mockRejectedValueOnce(refuse('verification_answer_invalid'));
    renderWithProviders(<IpVerificationStep challenge={challenge('BANK_NAME')} password="p" onRestart={jest.fn()} />, { resources: { host } });
    expect(screen.getByLabelText(/Bank account name/)).toBeInTheDocument();
    await userEvent.type(answer(), 'Maria Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('ip-verification-error')).toHaveTextContent('That name does not match the bank account on file.');
  });

  it('GOOGLE_AUTH: six digits or no call; a wrong code is explained', async () => {
    jest.mocked(call).mockRejectedValueOnce(refuse('google_code_invalid'));
    renderWithProviders(<IpVerificationStep challenge={challenge('GOOGLE_AUTH')} password="p" onRestart={jest.fn()} />, { resources: { host } });
    await userEvent.type(answer(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits shown in Google Authenticator.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.type(answer(), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('ip-verification-error')).toHaveTextContent('That code is wrong or has expired');
  });

  it('an expired challenge (too many wrong answers) offers to log in again', async () => {
    jest.mocked(call).mockRejectedValueOnce(refuse('verification_expired'));
    const onRestart = jest.fn();
    renderWithProviders(<IpVerificationStep challenge={challenge('BANK_NAME')} password="p" onRestart={onRestart} />, { resources: { host } });
    await userEvent.type(answer(), 'Someone');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('ip-verification-error')).toHaveTextContent('This verification has expired or had too many wrong answers. Log in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onRestart).toHaveBeenCalled();
  });
});
