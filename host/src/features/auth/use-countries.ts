import { endpoints, useApiQuery } from '@vitrine/shared';

/** Country dialing codes (cached for the session). */
export function useCountries() {
  const query = useApiQuery(endpoints.countryCode, undefined, { staleTime: Infinity });
  return query.data ?? [{ countryCode: 'BR', countryDialingCode: '55', name: 'Brasil', flagPath: '' }];
}
