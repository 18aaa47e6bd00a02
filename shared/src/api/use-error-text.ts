import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from './errors';

/**
 * What to tell the player about a failed call: the server's own text (it answers in the player's
 * language), else the shared explanation of the failure (network, timeout, not logged in…) in the
 * current language.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown) => (isApiError(error) && error.serverMessage) || t(errorMessageKey(error)),
    [t],
  );
}
