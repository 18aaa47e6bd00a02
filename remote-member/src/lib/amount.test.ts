import { amountProblem, parseAmount } from './amount';

describe('typed amounts', () => {
  it('reads a point or a comma as the decimal mark, and drops thousands separators', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
  });

  it('refuses anything else, and more than two decimals', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });

  it('says what is wrong against the limits and the balance', () => {
    const limits = { min: 1, max: 1000, balance: 50 };
    expect(amountProblem('', limits)).toEqual({ key: 'amount_required' });
    expect(amountProblem('x', limits)).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('0,5', limits)).toEqual({ key: 'amount_min', limit: 1 });
    expect(amountProblem('60', limits)).toEqual({ key: 'amount_over_balance', limit: 50 });
    expect(amountProblem('2000', { min: 1, max: 1000 })).toEqual({ key: 'amount_max', limit: 1000 });
    expect(amountProblem('50', limits)).toBeNull();
  });
});
