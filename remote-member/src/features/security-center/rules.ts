/**
 * The security centre's form rules (spec section 5 messages): what is wrong with what the player
 * typed, as a `member` translation key, or null. The server checks the same again.
 */
import { endpoints, isApiError } from '@vitrine/shared';

export type SecurityProblem =
  | 'input_required'
  | 'sec_email_invalid'
  | 'sec_mobile_invalid'
  | 'sec_dialing_invalid'
  | 'sec_sms_code_invalid'
  | 'sec_pp_format'
  | 'sec_pp_mismatch'
  | 'sec_avatar_required';

/** The register rule set's e-mail pattern (pattern id 3) and length (5–50). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): SecurityProblem | null {
  const v = value.trim();
  if (!v) return 'input_required';
  if (v.length < 5 || v.length > 50 || !EMAIL_RE.test(v)) return 'sec_email_invalid';
  return null;
}

/** Mobile numbers: 6–15 digits (spaces and dashes typed for readability are dropped). */
export const cleanMobile = (value: string) => value.replace(/[\s-]/g, '');
export const cleanDialing = (value: string) => value.trim().replace(/^\+/, '');

export function mobileProblem(mobile: string): SecurityProblem | null {
  const v = cleanMobile(mobile);
  if (!v) return 'input_required';
  return /^\d{6,15}$/.test(v) ? null : 'sec_mobile_invalid';
}

export function dialingProblem(dialing: string): SecurityProblem | null {
  const v = cleanDialing(dialing);
  if (!v) return 'input_required';
  return /^\d{1,4}$/.test(v) ? null : 'sec_dialing_invalid';
}

/** SMS codes: six digits. */
export function smsCodeProblem(code: string): SecurityProblem | null {
  const v = code.trim();
  if (!v) return 'input_required';
  return /^\d{6}$/.test(v) ? null : 'sec_sms_code_invalid';
}

export interface PaymentPasswordValues {
  /** The login password (first set) or the current payment password (change). */
  current: string;
  next: string;
  confirm: string;
}

export type PaymentPasswordProblems = Partial<Record<keyof PaymentPasswordValues, SecurityProblem>>;

/** Every field's problem; empty when the form may be sent. */
export function paymentPasswordProblems(values: PaymentPasswordValues, hasPaymentPassword: boolean): PaymentPasswordProblems {
  const problems: PaymentPasswordProblems = {};
  if (!values.current) problems.current = 'input_required';
  else if (hasPaymentPassword && !endpoints.PAYMENT_PASSWORD_PATTERN.test(values.current)) problems.current = 'sec_pp_format';
  if (!values.next) problems.next = 'input_required';
  else if (!endpoints.PAYMENT_PASSWORD_PATTERN.test(values.next)) problems.next = 'sec_pp_format';
  if (!values.confirm) problems.confirm = 'input_required';
  else if (values.confirm !== values.next) problems.confirm = 'sec_pp_mismatch';
  return problems;
}

/** The request for the payment-password call: the login password the first time, else the current one. */
export function paymentPasswordRequest(values: PaymentPasswordValues, hasPaymentPassword: boolean): endpoints.PaymentPasswordRequest {
  return {
    ...(hasPaymentPassword ? { oldPaymentPassword: values.current } : { loginPassword: values.current }),
    newPaymentPassword: values.next,
    confirmNewPaymentPassword: values.confirm,
  };
}

/** Server codes the security centre names in the player's language (else the server's own text). */
const CODE_KEYS: Record<string, string> = {
  email_already_bound: 'sec_err_email_already_bound',
  email_exists: 'sec_err_email_exists',
  mobile_already_bound: 'sec_err_mobile_already_bound',
  mobile_exists: 'sec_err_mobile_exists',
  password_incorrect: 'sec_err_password_incorrect',
  payment_password_incorrect: 'sec_err_payment_password_incorrect',
  sms_code_invalid: 'sec_sms_code_invalid',
  sms_throttled: 'sec_err_sms_throttled',
  confirmation_mismatch: 'sec_pp_mismatch',
};

/** The `member` key for a failed action's code, or null to show the shared error text. */
export function securityErrorKey(error: unknown): string | null {
  return isApiError(error) ? (CODE_KEYS[error.code] ?? null) : null;
}
