import { ApiError } from '@vitrine/shared';
import {
  dialingProblem,
  emailProblem,
  mobileProblem,
  paymentPasswordProblems,
  paymentPasswordRequest,
  securityErrorKey,
  smsCodeProblem,
} from './rules';

describe('security centre rules', () => {
  it('asks for an e-mail and refuses a malformed or overlong one', () => {
    expect(emailProblem('  ')).toBe('input_required');
    expect(emailProblem('ana@example')).toBe('sec_email_invalid');
    expect(emailProblem('ana silva@example.com')).toBe('sec_email_invalid');
    expect(emailProblem(`${'a'.repeat(45)}@example.com`)).toBe('sec_email_invalid');
    expect(emailProblem(' ana.silva@example.com ')).toBeNull();
  });

  it('takes a 6–15 digit mobile (spaces and dashes ignored) and a 1–4 digit country code', () => {
    expect(mobileProblem('')).toBe('input_required');
    expect(mobileProblem('12345')).toBe('sec_mobile_invalid');
    expect(mobileProblem('11 98765-4321')).toBeNull();
    expect(mobileProblem('1198765432a')).toBe('sec_mobile_invalid');
    expect(dialingProblem('+55')).toBeNull();
    expect(dialingProblem('')).toBe('input_required');
    expect(dialingProblem('12345')).toBe('sec_dialing_invalid');
  });

  it('wants a six-digit SMS code', () => {
    expect(smsCodeProblem('')).toBe('input_required');
    expect(smsCodeProblem('12345')).toBe('sec_sms_code_invalid');
    expect(smsCodeProblem(' 123456 ')).toBeNull();
  });

  it('checks the payment password: six digits, confirmed, and the current one asked for', () => {
    expect(paymentPasswordProblems({ current: '', next: '', confirm: '' }, false)).toEqual({
      current: 'input_required',
      next: 'input_required',
      confirm: 'input_required',
    });
    // The first time the current value is the login password: any text.
    expect(paymentPasswordProblems({ current: 'Demo1234', next: '12345a', confirm: '12345a' }, false)).toEqual({ next: 'sec_pp_format' });
    expect(paymentPasswordProblems({ current: 'Demo1234', next: '123456', confirm: '123457' }, false)).toEqual({ confirm: 'sec_pp_mismatch' });
    expect(paymentPasswordProblems({ current: 'Demo1234', next: '123456', confirm: '123456' }, false)).toEqual({});
    // A change: the current one is a payment password, so six digits too.
    expect(paymentPasswordProblems({ current: 'Demo1234', next: '654321', confirm: '654321' }, true)).toEqual({ current: 'sec_pp_format' });
    expect(paymentPasswordProblems({ current: '123456', next: '654321', confirm: '654321' }, true)).toEqual({});
  });

  it('sends the login password the first time and the current payment password afterwards', () => {
    const values = { current: 'x', next: '123456', confirm: '123456' };
    expect(paymentPasswordRequest(values, false)).toEqual({ loginPassword: 'x', newPaymentPassword: '123456', confirmNewPaymentPassword: '123456' });
    expect(paymentPasswordRequest(values, true)).toEqual({ oldPaymentPassword: 'x', newPaymentPassword: '123456', confirmNewPaymentPassword: '123456' });
  });

  it('names known server codes in the player language and leaves the others to the shared text', () => {
    const failure = (code: string) => new ApiError({ code, message: 'server text', endpoint: 'x' });
    expect(securityErrorKey(failure('email_already_bound'))).toBe('sec_err_email_already_bound');
    expect(securityErrorKey(failure('payment_password_incorrect'))).toBe('sec_err_payment_password_incorrect');
    expect(securityErrorKey(failure('sms_code_invalid'))).toBe('sec_sms_code_invalid');
    expect(securityErrorKey(failure('internal_error'))).toBeNull();
    expect(securityErrorKey(new Error('boom'))).toBeNull();
  });
});
