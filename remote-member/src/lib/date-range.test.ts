import { presetOf, presetRange, rangeProblem } from './date-range';

const now = new Date('2026-03-10T23:30:00.000Z');

describe('record date ranges (UTC, inclusive)', () => {
  it('computes the presets in UTC', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(presetRange('last7', now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(presetRange('last30', now)).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(presetOf({ startDate: '2026-03-04', endDate: '2026-03-10' }, now)).toBe('last7');
    expect(presetOf({ startDate: '2026-03-05', endDate: '2026-03-10' }, now)).toBeNull();
  });

  it('wants both dates, the start not after the end', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-03-10' })).toBe('date_required');
    expect(rangeProblem({ startDate: '2026-03-11', endDate: '2026-03-10' })).toBe('date_order');
    expect(rangeProblem({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
  });
});
