import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { rgErrorText } from '../rg/rg-text';
import { errorMessageKey, isApiError, localisedErrorKey } from './errors';

/**
 * What to tell the player about a failed call: a responsible-gaming refusal named in the player's
 * language (which limit, when it resets), else the server's own text (it answers in the player's
 * language) unless its code has a fixed meaning (then the shared text for the code), else the shared explanation of the failure (network, timeout, not logged in…) in the
 * current language.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) =>
      rgErrorText(error, t, i18n.language) ??
      (localisedErrorKey(error) ? t(errorMessageKey(error)) : (isApiError(error) && error.serverMessage) || t(errorMessageKey(error))),
    [t, i18n.language],
  );
}
