import { endpoints, useApiQuery, useBoot } from '@vitrine/shared';

/** The registration rules from /wps/system/setting/register (cached), else the boot copy. */
export function useRegisterRules(): { rules: endpoints.RegisterRules; loading: boolean } {
  const boot = useBoot();
  const query = useApiQuery(endpoints.setRegister, undefined, { staleTime: 10 * 60_000 });
  return { rules: query.data ?? boot?.info.register ?? {}, loading: query.isPending && !boot?.info.register };
}
