import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@vitrine/shared';

/**
 * What to tell the player about a failed call: the server's own text (it answers in the player's
 * language), else the shared explanation of the failure (network, timeout, not logged in…).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => (isApiError(error) && error.serverMessage) || t(errorMessageKey(error));
}
