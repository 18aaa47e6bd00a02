import type { endpoints } from '@vitrine/shared';

/** One CSV cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a formula is neutralised. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The activity statement as CSV (RFC 4180, CRLF, UTF-8 with BOM so spreadsheets read accents):
 * a header row, one row per period and a total row. Amounts are plain numbers with 2 decimals
 * and a point, as in the account record.
 */
export function statementCsv(statement: endpoints.RgStatement, headers: { period: string; deposits: string; withdrawals: string; bets: string; wins: string; net: string; total: string }): string {
  const rows: (string | number)[][] = [
    [headers.period, headers.deposits, headers.withdrawals, headers.bets, headers.wins, headers.net],
    ...statement.rows.map((r) => [r.period, r.deposits, r.withdrawals, r.bets, r.wins, r.netResult]),
    [headers.total, statement.totals.deposits, statement.totals.withdrawals, statement.totals.bets, statement.totals.wins, statement.totals.netResult],
  ];
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Offers `text` as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
