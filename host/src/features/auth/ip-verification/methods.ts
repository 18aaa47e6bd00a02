/**
 * What each unknown-IP verification method asks for (spec section 4: mobile code, bound e-mail,
 * bank account name, Google verification): the note, the field, how it is typed and checked
 * before it is sent, and how a wrong answer is explained.
 */
import type { TFunction } from 'i18next';
import { isApiError, type endpoints } from '@vitrine/shared';

export interface MethodView {
  note: string;
  label: string;
  inputMode: 'numeric' | 'email' | 'text';
  autoComplete: string;
  type: 'text' | 'email';
  /** A message when the answer cannot be right, before any call (null: send it). */
  check: (answer: string) => string | null;
}

const GOOGLE_CODE = /^\d{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function methodView(t: TFunction, challenge: endpoints.LoginVerificationChallenge): MethodView {
  const required = (answer: string) => (answer.trim() ? null : t('reg_required'));
  switch (challenge.method) {
    case 'EMAIL':
      return {
        note: t('ip_verification_email_text', { email: challenge.maskedEmail ?? '' }),
        label: t('ip_verification_email_label'),
        inputMode: 'email',
        autoComplete: 'email',
        type: 'email',
        check: (answer) => required(answer) ?? (EMAIL.test(answer.trim()) ? null : t('err_email_invalid')),
      };
    case 'BANK_NAME':
      return {
        note: t('ip_verification_bank_text'),
        label: t('ip_verification_bank_label'),
        inputMode: 'text',
        autoComplete: 'name',
        type: 'text',
        check: required,
      };
    case 'GOOGLE_AUTH':
      return {
        note: t('ip_verification_google_text'),
        label: t('ip_verification_google_label'),
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        type: 'text',
        check: (answer) => required(answer) ?? (GOOGLE_CODE.test(answer.replace(/\s+/g, '')) ? null : t('err_google_code_format')),
      };
    default:
      return {
        note: t('ip_verification_text', { mobile: challenge.maskedMobile }),
        label: t('sms_code'),
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        type: 'text',
        check: (answer) => (answer.trim() ? null : t('err_code_required')),
      };
  }
}

/** A failed verification in the player's language; `restart` when the challenge is over (log in again). */
export function verificationError(t: TFunction, challenge: endpoints.LoginVerificationChallenge, error: unknown): { key: string; restart: boolean } | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'verification_answer_invalid':
      return { key: challenge.method === 'EMAIL' ? 'err_verification_email' : 'err_verification_bank_name', restart: false };
    case 'google_code_invalid':
      return { key: 'err_google_code_invalid', restart: false };
    case 'sms_code_invalid':
      return { key: 'err_sms_code_invalid', restart: false };
    case 'verification_expired':
      return { key: 'err_verification_expired', restart: true };
    default:
      return null;
  }
}
