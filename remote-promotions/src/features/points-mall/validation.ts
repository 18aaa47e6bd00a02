/** Checks of the points forms before anything is sent (the server checks again). */

export type QuantityProblem = 'pm_err_quantity' | 'pm_err_stock' | 'pm_err_points' | null;

/** A whole number of 1 to `max` (the server's 100, or the stock left), costing at most the balance. */
export function quantityProblem(
  raw: string,
  stock: number,
  cost: number,
  balance: number | undefined,
): QuantityProblem {
  if (!/^\d+$/.test(raw.trim())) return 'pm_err_quantity';
  const quantity = Number(raw);
  if (quantity < 1 || quantity > 100) return 'pm_err_quantity';
  if (quantity > stock) return 'pm_err_stock';
  if (balance !== undefined && quantity * cost > balance) return 'pm_err_points';
  return null;
}

export type ConvertProblem =
  'pm_err_convert_required' | 'pm_err_whole' | 'pm_err_min' | 'pm_err_points' | null;

export function convertProblem(raw: string, min: number, balance: number | undefined): ConvertProblem {
  const value = raw.trim();
  if (!value) return 'pm_err_convert_required';
  if (!/^\d+$/.test(value)) return 'pm_err_whole';
  const points = Number(value);
  if (points < min) return 'pm_err_min';
  if (balance !== undefined && points > balance) return 'pm_err_points';
  return null;
}

/** Points → money at `ratio` points per unit, rounded down to the cent (as the server pays). */
export function pointsToMoney(points: number, ratio: number): number {
  return ratio > 0 ? Math.floor((points / ratio) * 100) / 100 : 0;
}
