import { formatMoney, prepareMoneyFormat } from './Money';

describe('money format', () => {
  afterEach(() => jest.restoreAllMocks());

  it('formats with two decimals in the given language, after the configured currency symbol', () => {
    expect(formatMoney(1234.5, 'en')).toMatch(/ 1,234\.50$/);
    expect(formatMoney(1234.5, 'pt')).toMatch(/ 1\.234,50$/);
  });

  it('a prepared language builds no number format at its first amount, and each language builds one only once', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    prepareMoneyFormat('de');
    expect(built).toHaveBeenCalledTimes(1);
    expect(built).toHaveBeenLastCalledWith('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(formatMoney(10, 'de')).toMatch(/ 10,00$/);
    prepareMoneyFormat('de');
    expect(built).toHaveBeenCalledTimes(1);
    expect(formatMoney(10, 'fr')).toMatch(/10,00$/);
    expect(built).toHaveBeenCalledTimes(2);
  });
});
