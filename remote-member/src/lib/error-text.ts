import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError, rgErrorText } from '@vitrine/shared';

/**
 * What to tell the player about a failed call: a responsible-gaming refusal named in the player's
 * language (which limit, when it resets), else the server's own text (it answers in the player's
 * language), else the shared explanation of the failure (network, timeout, not logged in…).
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return (error) => rgErrorText(error, t, i18n.language) ?? ((isApiError(error) && error.serverMessage) || t(errorMessageKey(error)));
}
