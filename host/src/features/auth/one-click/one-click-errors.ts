/**
 * One-click errors in the player's language. Server text (English in the sandbox) is never shown:
 * a rule failure means the site wants more than one click can give (use the register form), a
 * taken username survived its one retry, registration was closed meanwhile; known session codes
 * use their host message and everything else the common network / unknown message.
 */
import type { TFunction } from 'i18next';
import { errorMessageKey } from '@vitrine/shared';
import { errorCode, knownErrorKey } from '../errors';

/** Thrown when no password the rules accept can be made (the button is normally hidden then). */
export class NoPasswordError extends Error {
  constructor() {
    super('no password satisfies the register rules');
    this.name = 'NoPasswordError';
  }
}

export interface OneClickFailure {
  message: string;
  /** The register form can do what one click could not: offer it. */
  offerRegisterForm: boolean;
}

export function oneClickFailure(t: TFunction, error: unknown): OneClickFailure {
  if (error instanceof NoPasswordError || errorCode(error) === 'validation_error') return { message: t('one_click_err_rules', { ns: 'host' }), offerRegisterForm: true };
  switch (errorCode(error)) {
    case 'username_exists':
      return { message: t('one_click_err_taken', { ns: 'host' }), offerRegisterForm: false };
    case 'module_disabled':
      return { message: t('one_click_err_closed', { ns: 'host' }), offerRegisterForm: false };
    default: {
      const key = knownErrorKey(error);
      return { message: key ? t(key, { ns: 'host' }) : t(errorMessageKey(error), { ns: 'common' }), offerRegisterForm: false };
    }
  }
}
