import { checkTerm, checkTerms, EMPTY_TERMS, toTerms } from './terms';
import { KINDS } from './kinds';

describe('contract terms form', () => {
  it('reads rates as percentages with up to 2 decimals and a comma or a point', () => {
    expect(checkTerm('rate', '1,5')).toBeNull();
    expect(checkTerm('rate', '')).toEqual({ key: 'ct_err_required' });
    expect(checkTerm('rate', 'abc')).toEqual({ key: 'ct_err_number' });
    expect(checkTerm('rate', '-1')).toEqual({ key: 'ct_err_number' });
    expect(checkTerm('rate', '100.5')).toEqual({ key: 'ct_err_percent' });
    expect(checkTerm('rate', '0')).toEqual({ key: 'ct_err_rate_zero' });
    expect(checkTerm('rate', '0.125')).toEqual({ key: 'ct_err_decimals', values: { n: 2 } });
  });

  it('bounds amounts and active members as the server does', () => {
    expect(checkTerm('betAmount', '1000000001')).toEqual({ key: 'ct_err_amount', values: { max: 1e9 } });
    expect(checkTerm('betAmount', '500.25')).toBeNull();
    expect(checkTerm('activeMembers', '2.5')).toEqual({ key: 'ct_err_members', values: { max: 100000 } });
    expect(checkTerm('activeMembers', '100001')).toEqual({ key: 'ct_err_members', values: { max: 100000 } });
    expect(checkTerm('period', 'W')).toBeNull();
    expect(checkTerm('period', 'X')).toEqual({ key: 'ct_err_required' });
  });

  it('asks real-time salary for at least one rate above 0', () => {
    const fields = KINDS.REALTIME_SALARY.fields;
    expect(checkTerms(fields, { ...EMPTY_TERMS, profitSalaryRate: '0', lossSalaryRate: '0' })).toEqual({
      profitSalaryRate: { key: 'ct_err_rates_zero' },
    });
    expect(checkTerms(fields, { ...EMPTY_TERMS, profitSalaryRate: '0', lossSalaryRate: '0.5' })).toEqual({});
  });

  it('sends fractions, rounded amounts and only the fields of the kind', () => {
    const form = { ...EMPTY_TERMS, rate: '12,5', period: 'W', periodProfitLoss: '1000.456', periodValidBet: '20', activeMembers: '3' };
    expect(toTerms(KINDS.DIVIDEND.fields, form)).toEqual({
      rate: 0.125,
      period: 'W',
      periodProfitLoss: 1000.46,
      periodValidBet: 20,
      activeMembers: 3,
    });
    expect(toTerms(KINDS.DAILY_SALARY.fields, { ...EMPTY_TERMS, rate: '1', betAmount: '500' })).toEqual({
      rate: 0.01,
      betAmount: 500,
      activeMembers: 0,
    });
  });
});
