import { localDay, markRiskNoticeShown, riskNoticeDue } from './risk-notice-daily';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('risk notice once per day', () => {
  const morning = new Date(2026, 10, 24, 8, 0);
  const night = new Date(2026, 10, 24, 23, 59);
  const nextDay = new Date(2026, 10, 25, 0, 1);

  it('is due at the first login of a day, not again that day, and again the next day', () => {
    const storage = memoryStorage();
    expect(riskNoticeDue('demo', morning, storage)).toBe(true);
    markRiskNoticeShown('demo', morning, storage);
    expect(riskNoticeDue('demo', night, storage)).toBe(false);
    expect(riskNoticeDue('demo', nextDay, storage)).toBe(true);
  });

  it('is kept per account on a shared device', () => {
    const storage = memoryStorage();
    markRiskNoticeShown('demo', morning, storage);
    expect(riskNoticeDue('vip5', morning, storage)).toBe(true);
  });

  it('shows every time when storage is missing, blocked or holds garbage', () => {
    expect(riskNoticeDue('demo', morning, undefined)).toBe(true);
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    markRiskNoticeShown('demo', morning, blocked);
    expect(riskNoticeDue('demo', morning, blocked)).toBe(true);
    const garbage = memoryStorage();
    garbage.setItem('vitrine.riskNoticeSeen', '[1,2');
    expect(riskNoticeDue('demo', morning, garbage)).toBe(true);
    garbage.setItem('vitrine.riskNoticeSeen', JSON.stringify({ demo: 20261124 }));
    expect(riskNoticeDue('demo', morning, garbage)).toBe(true);
  });

  it('remembers at most 20 accounts, dropping the oldest day', () => {
    const storage = memoryStorage();
    markRiskNoticeShown('old', new Date(2026, 0, 1), storage);
    for (let i = 0; i < 20; i++) markRiskNoticeShown(`player${i}`, morning, storage);
    expect(Object.keys(JSON.parse(storage.getItem('vitrine.riskNoticeSeen')!))).toHaveLength(20);
    expect(riskNoticeDue('old', new Date(2026, 0, 1), storage)).toBe(true);
    expect(localDay(nextDay)).toBe('2026-11-25');
  });
});
