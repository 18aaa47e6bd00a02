/** Server state of the contract pages: the contract info, one kind's contracts, its actions, the downlines and what was paid. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpoints, useApiQuery, type ApiError, type DateRangeValue } from '@vitrine/shared';
import type { KindConfig } from './kinds';

/** Which sides of each kind the caller may take, and which kinds are on (shared with the centre menu's query). */
export const useContractInfo = () => useApiQuery(endpoints.contractInfo, undefined, { staleTime: 60_000 });

/** The caller's contracts of one kind, as upline or downline. */
export const useContracts = (config: KindConfig) =>
  useApiQuery(config.endpoint, { action: 'LIST' }, { staleTime: 0 });

export type ContractAction = Exclude<endpoints.ContractProcessRequest['action'], 'LIST' | 'SETTLE'>;

export interface ActionInput {
  action: ContractAction;
  contractId?: number;
  downlineId?: number;
  terms?: Partial<endpoints.ContractTerms>;
}

/**
 * Run one action on a contract of this kind. Every action answers the caller's contracts of the
 * kind after it: the list is replaced with that answer, and the contract info (pending requests)
 * is read again.
 */
export function useContractAction(config: KindConfig) {
  const queryClient = useQueryClient();
  return useMutation<endpoints.ContractList, ApiError, ActionInput>({
    mutationFn: (input) => call(config.endpoint, input),
    onSuccess: (list) => {
      queryClient.setQueriesData<endpoints.ContractList>({ queryKey: [config.endpoint.name] }, list);
      void queryClient.invalidateQueries({ queryKey: [endpoints.contractInfo.name] });
    },
  });
}

/** The agent's direct downlines (whom it may offer a contract). */
export const useDirectDownlines = (enabled: boolean) =>
  useApiQuery(endpoints.downlineList, { pageNo: 1, pageSize: 200, directOnly: true }, { enabled, staleTime: 60_000 });

/** What salary and dividend paid the agent per day in a period (agent revenue report). */
export const useSettlements = (range: DateRangeValue, enabled: boolean) =>
  useApiQuery(endpoints.agentRevenue, range, { enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
