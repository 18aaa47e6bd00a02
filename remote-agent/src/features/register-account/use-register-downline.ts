import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, checkRule, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

/** The site's registration rules (username and password bounds), as the sandbox enforces them. */
export const useRegisterRules = () =>
  useApiQuery(endpoints.setRegister, undefined, { staleTime: 5 * 60_000 });

/** Create a downline (encrypted call); the team lists and the overview are read again after. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation<endpoints.Downline, ApiError, endpoints.RegisterDownlineRequest>({
    mutationFn: (request) => call(endpoints.registerDownline, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.downlineList.name] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.teamOverview.name] }),
      ]),
  });
}

export interface RegisterValues {
  type: 0 | 2;
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
}

export type FieldProblem =
  { key: 'required' } | { key: 'length'; min: number; max: number } | { key: 'mismatch' };

/**
 * What the form can tell before asking: required fields, the length bounds of the site's rules and
 * the confirmation. Character patterns are left to the server, whose message names the rule.
 */
export function registerProblems(
  values: RegisterValues,
  rules: endpoints.RegisterRules | undefined,
): Partial<Record<'username' | 'password' | 'confirmPassword', FieldProblem>> {
  const out: Partial<Record<'username' | 'password' | 'confirmPassword', FieldProblem>> = {};
  for (const field of ['username', 'password'] as const) {
    const value = values[field].trim();
    if (!value) {
      out[field] = { key: 'required' };
      continue;
    }
    const problem = checkRule(rules?.[field], value);
    if (problem?.reason === 'length') out[field] = { key: 'length', min: problem.min, max: problem.max };
  }
  if (!values.confirmPassword) out.confirmPassword = { key: 'required' };
  else if (values.confirmPassword !== values.password) out.confirmPassword = { key: 'mismatch' };
  return out;
}
