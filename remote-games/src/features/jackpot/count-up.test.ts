import { COUNT_UP_MS, FIRST_COUNT_FROM, countUpStart, countUpValue, easeOutCubic } from './count-up';

describe('jackpot count-up rules', () => {
  it('eases out from 0 to 1, clamped', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    // Ease-out: past the halfway mark at half time.
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it('the tween runs from the start value to the target, never past it, in whole cents', () => {
    const from = 1000;
    const to = 1234.56;
    expect(countUpValue(from, to, 0)).toBe(from);
    expect(countUpValue(from, to, COUNT_UP_MS)).toBe(to);
    expect(countUpValue(from, to, COUNT_UP_MS * 3)).toBe(to);
    let last = from;
    for (let t = 0; t <= COUNT_UP_MS; t += 16) {
      const value = countUpValue(from, to, t);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(to);
      expect(Math.round(value * 100) / 100).toBe(value);
      last = value;
    }
    // A zero duration (or nonsense) shows the target.
    expect(countUpValue(from, to, 5, 0)).toBe(to);
    expect(countUpValue(from, to, 5, Number.NaN)).toBe(to);
  });

  it('where a count starts: reduced motion, a drop or no change show the target at once', () => {
    expect(countUpStart(null, 1000, false)).toBe(1000 * FIRST_COUNT_FROM);
    expect(countUpStart(null, 1000, true)).toBeNull();
    expect(countUpStart(900, 1000, false)).toBe(900);
    expect(countUpStart(900, 1000, true)).toBeNull();
    // The jackpot was won and reset: no counting down.
    expect(countUpStart(1000, 10, false)).toBeNull();
    expect(countUpStart(1000, 1000, false)).toBeNull();
    expect(countUpStart(null, 0, false)).toBeNull();
    expect(countUpStart(null, Number.NaN, false)).toBeNull();
  });
});
