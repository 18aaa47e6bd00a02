/**
 * Amounts typed by players: digits with at most two decimals, the decimal mark a point or a comma
 * (Portuguese writes 1.234,56). Thousands separators are dropped when both marks appear.
 */
export function parseAmount(input: string): number | null {
  let text = input.replace(/[\s\u00a0]/g, '');
  if (!text) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    text = text.replace(',', '.');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number }
  | { key: 'amount_over_balance'; limit: number };

/** What is wrong with an amount, or null. `balance` (when given) caps it too. */
export function amountProblem(
  input: string,
  limits: { min: number; max: number; balance?: number },
): AmountProblem | null {
  if (!input.trim()) return { key: 'amount_required' };
  const value = parseAmount(input);
  if (value === null) return { key: 'amount_invalid' };
  if (value < limits.min) return { key: 'amount_min', limit: limits.min };
  if (limits.balance !== undefined && value > limits.balance)
    return { key: 'amount_over_balance', limit: limits.balance };
  if (value > limits.max) return { key: 'amount_max', limit: limits.max };
  return null;
}
