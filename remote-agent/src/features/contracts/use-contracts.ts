/** Server state of the contract pages: the contract info, one kind's contracts, its actions, the downlines and what was paid. */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { endpoints, useApiQuery, useMoneyAction, type DateRangeValue, type Endpoint } from '@vitrine/shared';
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
 * is read again. Contracts move salary and dividend money, so this is a money call (issue 12): one
 * at a time, an idempotency key kept until it succeeds, and after a lost answer the list is re-read
 * and only a same-key retry is offered. `onSuccess` hears every success, a retry's too.
 */
export function useContractAction(config: KindConfig, onSuccess?: (input: ActionInput) => void) {
  const queryClient = useQueryClient();
  // Set by a success (whose answer is the new list), read by the refresh that follows it.
  const answered = useRef(false);
  return useMoneyAction(config.endpoint as Endpoint<ActionInput, endpoints.ContractList>, {
    check: (v) => Array.isArray(v?.contracts),
    onSuccess: (list, input) => {
      queryClient.setQueriesData<endpoints.ContractList>({ queryKey: [config.endpoint.name] }, list);
      answered.current = true;
      onSuccess?.(input);
    },
    // After a success the contract info (pending requests) is read again; after a lost answer the
    // list is too, since the action may have been done.
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: [endpoints.contractInfo.name] });
      if (!answered.current) void queryClient.invalidateQueries({ queryKey: [config.endpoint.name] });
      answered.current = false;
    },
  });
}

/** The agent's direct downlines (whom it may offer a contract). */
export const useDirectDownlines = (enabled: boolean) =>
  useApiQuery(endpoints.downlineList, { pageNo: 1, pageSize: 200, directOnly: true }, { enabled, staleTime: 60_000 });

/** What salary and dividend paid the agent per day in a period (agent revenue report). */
export const useSettlements = (range: DateRangeValue, enabled: boolean) =>
  useApiQuery(endpoints.agentRevenue, range, { enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
