/** Calls of the points mall (PTSYS3; the points ledger is MEMTRANS3). Points never expire. */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { endpoints, useApiQuery, useMoneyAction } from '@vitrine/shared';

export const HISTORY_PAGE_SIZE = 10;

export const usePointBalance = (enabled: boolean) =>
  useApiQuery(endpoints.pointBalance, undefined, { staleTime: 0, enabled });
export const usePointConfig = () => useApiQuery(endpoints.pointConfig, undefined);
export const useConversionTypes = () => useApiQuery(endpoints.pointRewardConversionType, undefined);
export const usePointRewards = () => useApiQuery(endpoints.pointReward, undefined, { staleTime: 0 });

export const useRedeemList = (pageNo: number) =>
  useApiQuery(
    endpoints.redeemPointList,
    { pageNo, pageSize: HISTORY_PAGE_SIZE },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

export const usePointDetails = (pageNo: number) =>
  useApiQuery(
    endpoints.memTransDet,
    { pageNo, pageSize: HISTORY_PAGE_SIZE },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

function useRefreshPoints() {
  const queryClient = useQueryClient();
  return () => {
    for (const endpoint of [
      endpoints.pointBalance,
      endpoints.pointReward,
      endpoints.redeemPointList,
      endpoints.memTransDet,
    ]) {
      void queryClient.invalidateQueries({ queryKey: [endpoint.name] });
    }
  };
}

/** Redeem a reward (password-checked). Cash rewards are approved at once and reach the wallet. */
export function useRedeem() {
  const refresh = useRefreshPoints();
  // A money call: idempotency key, one submit at a time, a designed unknown outcome.
  return useMoneyAction(endpoints.redeemPoint, {
    check: (v) => typeof v?.id === 'number' && typeof v.points === 'number' && typeof v.state === 'string',
    refresh,
  });
}

/** Convert points to balance at the configured ratio (password-checked). */
export function useConvert() {
  const refresh = useRefreshPoints();
  return useMoneyAction(endpoints.convertPoint, {
    check: (v) => typeof v?.points === 'number' && typeof v.sumBalance === 'number',
    refresh,
  });
}
