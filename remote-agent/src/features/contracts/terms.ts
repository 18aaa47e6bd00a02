/**
 * The terms form of a new contract offer: what the agent types (rates as percentages, amounts in
 * the site currency) and the rules the sandbox enforces on them (rates 0–1, amounts 0–1e9, active
 * members a whole number 0–100000), checked before the call so the agent sees them by the field.
 */
import type { endpoints } from '@vitrine/shared';
import type { TermField } from './kinds';

export type TermsForm = Record<TermField, string>;

export const PERCENT_FIELDS: readonly TermField[] = ['rate', 'profitSalaryRate', 'lossSalaryRate'];
export const AMOUNT_FIELDS: readonly TermField[] = ['periodValidBet', 'periodProfitLoss', 'betAmount', 'singleBet'];
export const PERIODS: readonly endpoints.ContractPeriod[] = ['D', 'W', 'H', 'M'];

const MAX_AMOUNT = 1e9;
const MAX_MEMBERS = 100_000;

export const EMPTY_TERMS: TermsForm = {
  rate: '',
  period: 'D',
  periodValidBet: '0',
  periodProfitLoss: '0',
  activeMembers: '0',
  betAmount: '0',
  profitSalaryRate: '',
  lossSalaryRate: '',
  singleBet: '1',
};

/** A field's problem as an agent-namespace key (with values), or null. */
export interface TermProblem {
  key: 'ct_err_required' | 'ct_err_downline' | 'ct_err_number' | 'ct_err_percent' | 'ct_err_rate_zero' | 'ct_err_rates_zero' | 'ct_err_amount' | 'ct_err_members' | 'ct_err_decimals';
  values?: Record<string, number>;
}

const NUMBER = /^\d+(\.\d+)?$/;
const decimals = (text: string) => (text.split('.')[1] ?? '').length;

/** Accept a comma as the decimal separator (PT keyboards). */
export const normalise = (text: string) => text.trim().replace(',', '.');

export function checkTerm(field: TermField, raw: string): TermProblem | null {
  if (field === 'period') return (PERIODS as readonly string[]).includes(raw) ? null : { key: 'ct_err_required' };
  const text = normalise(raw);
  if (text === '') return { key: 'ct_err_required' };
  if (!NUMBER.test(text)) return { key: 'ct_err_number' };
  const value = Number(text);
  if (PERCENT_FIELDS.includes(field)) {
    if (decimals(text) > 2) return { key: 'ct_err_decimals', values: { n: 2 } };
    if (value > 100) return { key: 'ct_err_percent' };
    // A contract's own rate must pay something; the real-time rates are checked as a pair.
    if (field === 'rate' && value === 0) return { key: 'ct_err_rate_zero' };
    return null;
  }
  if (field === 'activeMembers') return Number.isInteger(value) && value <= MAX_MEMBERS ? null : { key: 'ct_err_members', values: { max: MAX_MEMBERS } };
  if (decimals(text) > 2) return { key: 'ct_err_decimals', values: { n: 2 } };
  return value <= MAX_AMOUNT ? null : { key: 'ct_err_amount', values: { max: MAX_AMOUNT } };
}

/** Every problem of the fields a kind asks for; real-time salary needs one of its two rates above 0. */
export function checkTerms(fields: readonly TermField[], form: TermsForm): Partial<Record<TermField, TermProblem>> {
  const problems: Partial<Record<TermField, TermProblem>> = {};
  for (const field of fields) {
    const problem = checkTerm(field, form[field]);
    if (problem) problems[field] = problem;
  }
  if (fields.includes('profitSalaryRate') && !problems.profitSalaryRate && !problems.lossSalaryRate) {
    if (Number(normalise(form.profitSalaryRate)) === 0 && Number(normalise(form.lossSalaryRate)) === 0) {
      problems.profitSalaryRate = { key: 'ct_err_rates_zero' };
    }
  }
  return problems;
}

/** The request terms: percentages as fractions (4 decimals), amounts with 2, members whole. */
export function toTerms(fields: readonly TermField[], form: TermsForm): Partial<endpoints.ContractTerms> {
  const terms: Partial<endpoints.ContractTerms> = {};
  for (const field of fields) {
    if (field === 'period') {
      terms.period = form.period as endpoints.ContractPeriod;
      continue;
    }
    const value = Number(normalise(form[field]));
    if (PERCENT_FIELDS.includes(field)) terms[field as 'rate'] = Math.round(value * 100) / 10_000;
    else if (field === 'activeMembers') terms.activeMembers = Math.round(value);
    else terms[field as 'betAmount'] = Math.round(value * 100) / 100;
  }
  return terms;
}
