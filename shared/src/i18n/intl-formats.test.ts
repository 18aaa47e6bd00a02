import { dateTimeFormat, numberFormat } from './intl-formats';
import { formatDate, formatDateTime } from './format-date';

describe('Intl formats are built once per language and options', () => {
  it('gives the same format for the same language and options, another for others', () => {
    const a = dateTimeFormat('pt-BR', { dateStyle: 'medium' });
    expect(dateTimeFormat('pt-BR', { dateStyle: 'medium' })).toBe(a);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(a);
    expect(dateTimeFormat('pt-BR', { dateStyle: 'short' })).not.toBe(a);
    const n = numberFormat('ar', { style: 'percent' });
    expect(numberFormat('ar', { style: 'percent' })).toBe(n);
    expect(numberFormat('ar')).not.toBe(n);
    expect(n.format(0.5)).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.5));
  });

  it('a list of dates builds its format once (formatDate, formatDateTime)', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const days = ['2026-01-01', '2026-02-10', '2026-03-21', '2026-04-30'].map((d) => formatDate(d, 'de'));
      expect(days[1]).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-02-10T00:00:00Z')));
      spy.mockClear();
      for (let i = 0; i < 12; i += 1) formatDate(`2026-05-${String(i + 1).padStart(2, '0')}`, 'de');
      for (let i = 0; i < 12; i += 1) formatDateTime(`2026-05-0${(i % 9) + 1} 10:00:00`, 'de');
      // The day format is cached; the moment format is built at most once.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('an unknown language code throws, as the constructor does (callers fall back)', () => {
    expect(() => dateTimeFormat('not a language!', {})).toThrow(RangeError);
    expect(formatDate('2026-01-02', 'not a language!')).toBe(dateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-01-02T00:00:00Z')));
  });
});
