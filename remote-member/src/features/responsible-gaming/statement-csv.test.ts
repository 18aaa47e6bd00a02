import { csvCell, statementCsv } from './statement-csv';

const headers = { period: 'Period', deposits: 'Deposits', withdrawals: 'Withdrawals', bets: 'Bets', wins: 'Winnings', net: 'Net result', total: 'Total' };

describe('statement CSV', () => {
  it('has a header, one row per period and a total, amounts with 2 decimals', () => {
    const csv = statementCsv(
      {
        startDate: '2026-12-01', endDate: '2026-12-02', groupBy: 'DAY',
        rows: [
          { period: '2026-12-01', deposits: 100, withdrawals: 20.5, bets: 10, wins: 4, netResult: -6 },
          { period: '2026-12-02', deposits: 0, withdrawals: 0, bets: 0, wins: 0, netResult: 0 },
        ],
        totals: { deposits: 100, withdrawals: 20.5, bets: 10, wins: 4, netResult: -6 },
      },
      headers,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Period,Deposits,Withdrawals,Bets,Winnings,Net result',
      '2026-12-01,100.00,20.50,10.00,4.00,-6.00',
      '2026-12-02,0.00,0.00,0.00,0.00,0.00',
      'Total,100.00,20.50,10.00,4.00,-6.00',
      '',
    ]);
  });

  it('quotes separators and neutralises formulas in text cells', () => {
    expect(csvCell('Saldo, líquido')).toBe('"Saldo, líquido"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-1.5)).toBe('-1.50');
  });
});
