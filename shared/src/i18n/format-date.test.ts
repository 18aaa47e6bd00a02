import i18next from 'i18next';
import { formatDate, formatDateTime, parseApiDate } from './format-date';

describe('formatDateTime / formatDate', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads server times (UTC), ISO and calendar days', () => {
    expect(parseApiDate('2026-01-15 10:30:00').toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(parseApiDate('2026-01-15 10:30').toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(parseApiDate('2026-01-15T10:30:00.000Z').toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(parseApiDate('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(Number.isNaN(parseApiDate('soon').getTime())).toBe(true);
  });

  it("shows a moment in the player's local time zone (no fixed zone), in the given language", () => {
    const moment = new Date('2026-01-15T20:30:00Z');
    const local = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(moment);
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatDateTime('2026-01-15 20:30:00', 'en')).toBe(local('en'));
    expect(formatDateTime('2026-01-15T20:30:00Z', 'pt')).toBe(local('pt'));
    expect(spy).toHaveBeenCalledWith('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(spy.mock.calls.every(([, options]) => options?.timeZone === undefined)).toBe(true);
  });

  it('uses the current language when none is given', async () => {
    await i18next.init({ lng: 'de', resources: { de: { common: {} } }, initAsync: false });
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    formatDateTime('2026-01-15 20:30:00');
    formatDate('2026-01-15');
    expect(spy.mock.calls.map(([language]) => language)).toEqual(['de', 'de']);
  });

  it('shows a calendar day as the server names it, never shifted by the time zone', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-01-15', 'en')).toBe('Jan 15, 2026');
    expect(formatDate('2026-01-15 23:59:59', 'en')).toBe('Jan 15, 2026');
    expect(formatDate('2026-01-15T00:00:00Z', 'pt')).toBe('15 de jan. de 2026');
    expect(spy.mock.calls.every(([, options]) => options?.timeZone === 'UTC')).toBe(true);
  });

  it('shows unreadable input as it came, and survives an unknown language code', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDateTime('2026-01-15 20:30:00', 'not a language!')).toMatch(/2026/);
  });
});
