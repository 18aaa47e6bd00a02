import { periodRange } from './period';

describe('team overview periods', () => {
  const now = new Date('2026-03-01T23:30:00Z');

  it('turns a period into an inclusive UTC date range', () => {
    expect(periodRange('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(periodRange('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(periodRange('last7', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(periodRange('last30', now)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(periodRange('all', now)).toEqual({});
  });
});
