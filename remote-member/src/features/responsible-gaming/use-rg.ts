import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

type RgStatus = endpoints.RgStatus;

/** The player's limits, warnings, reality check and self-exclusion link (`rgStatus`). */
export const useRgStatus = (options: { refetchInterval?: number } = {}) =>
  useApiQuery(endpoints.rgStatus, undefined, { staleTime: 0, ...options });

/** Writes a fresh answer into every cached status (the key also holds language and session). */
function useStatusWriter() {
  const queryClient = useQueryClient();
  return (update: (status: RgStatus) => RgStatus) =>
    queryClient.setQueriesData<RgStatus>({ queryKey: [endpoints.rgStatus.name] }, (old) => (old ? update(old) : old));
}

export function useSetLimit() {
  const write = useStatusWriter();
  return useMutation<endpoints.RgLimit[], ApiError, endpoints.RgSetLimitRequest>({
    mutationFn: (request) => call(endpoints.rgSetLimit, request),
    onSuccess: (limits) => write((s) => ({ ...s, limits })),
  });
}

export function useSetRealityCheck() {
  const write = useStatusWriter();
  return useMutation<endpoints.RgRealityCheck, ApiError, endpoints.RgSetRealityCheckRequest>({
    mutationFn: (request) => call(endpoints.rgSetRealityCheck, request),
    onSuccess: (realityCheck) => write((s) => ({ ...s, realityCheck })),
  });
}

export function useAckRealityCheck() {
  const write = useStatusWriter();
  return useMutation<endpoints.RgRealityCheck, ApiError, void>({
    mutationFn: () => call(endpoints.rgRealityCheckAck),
    onSuccess: (realityCheck) => write((s) => ({ ...s, realityCheck })),
  });
}

export function useExclude() {
  return useMutation<endpoints.RgExclusion, ApiError, endpoints.RgExcludeRequest>({
    mutationFn: (request) => call(endpoints.rgExclude, request),
  });
}

export const useStatement = (request: endpoints.RgStatementRequest, enabled: boolean) =>
  useApiQuery(endpoints.rgStatement, request, { enabled, staleTime: 0 });

/** A link the server gave, kept only when it is a plain http(s) address. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** When an exclusion chosen now would end (null: indefinite), as the server computes it. */
export function exclusionEnd(period: endpoints.RgExclusionPeriod, nowIso: string): string | null {
  const now = Date.parse(nowIso);
  const day = 86_400_000;
  const months = (n: number) => {
    const d = new Date(now);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.toISOString();
  };
  switch (period) {
    case '24H':
      return new Date(now + day).toISOString();
    case '7D':
      return new Date(now + 7 * day).toISOString();
    case '30D':
      return new Date(now + 30 * day).toISOString();
    case '6M':
      return months(6);
    case '1Y':
      return months(12);
    case '5Y':
      return months(60);
    case 'INDEFINITE':
      return null;
  }
}
