import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, endpoints, getBoot, getSession, useSession, type ApiError } from '@vitrine/shared';
import { launchUrlOf } from '../launch/launch-rules';
import { lotteryLaunchPayload, type LotteryVariant } from './variants';

/** The lottery's game URL for the chosen game (or the vendor's lobby); only when logged in. */
export function useLotteryLaunch(
  variant: LotteryVariant,
  choice: { vassalage: string; gameCode?: string; playType?: string } | null,
) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery<string, ApiError>({
    queryKey: ['lottery-launch', variant.path, choice, i18n.language, Boolean(token)],
    enabled: Boolean(token && choice),
    staleTime: 10 * 60_000,
    retry: false,
    queryFn: async () => {
      const payload = lotteryLaunchPayload(variant, choice!, {
        language: i18n.language,
        backUrl: location.href,
        username: getSession().account,
      });
      const result = await call(endpoints.launchGame, payload);
      return launchUrlOf(result.content, getBoot()?.launchCdn);
    },
  });
}
