import { LOTTERY_VARIANTS, lobbyVendorOf, offeredByBrand } from './variants';

describe('offeredByBrand (brand prizeModes)', () => {
  it('offers a page only when the brand lists its prize mode; a brand listing none offers every page', () => {
    expect(offeredByBrand(LOTTERY_VARIANTS['/lottery'], ['Lott', 'SEA'])).toBe(true);
    expect(offeredByBrand(LOTTERY_VARIANTS['/seaLottery'], ['Lott', 'SEA'])).toBe(true);
    expect(offeredByBrand(LOTTERY_VARIANTS['/elott'], ['Lott', 'SEA'])).toBe(false);
    expect(offeredByBrand(LOTTERY_VARIANTS['/vnlottery'], ['Lott'])).toBe(false);
    expect(offeredByBrand(LOTTERY_VARIANTS['/elott'], [])).toBe(true);
    expect(offeredByBrand(LOTTERY_VARIANTS['/elott'], undefined)).toBe(true);
  });
});

describe('lobbyVendorOf (brand lotteryType)', () => {
  it('the merchant lottery type SEA starts TCG_SEA on the lottery, e-lottery and SEA pages', () => {
    for (const path of ['/lottery', '/elott', '/seaLottery'] as const) expect(lobbyVendorOf(LOTTERY_VARIANTS[path], 'SEA')).toBe('TCG_SEA');
  });

  it('another type names its own vendor; the Vietnam page keeps TCG_LOTTO_VN', () => {
    expect(lobbyVendorOf(LOTTERY_VARIANTS['/lottery'], 'ABC')).toBe('TCG_ABC');
    expect(lobbyVendorOf(LOTTERY_VARIANTS['/vnlottery'], 'SEA')).toBe('TCG_LOTTO_VN');
  });

  it.each([undefined, null, '', 'sea', 'SEA;x', 'A'])('falls back to the default vendor for %p', (type) => {
    expect(lobbyVendorOf(LOTTERY_VARIANTS['/lottery'], type)).toBe('TCG_SEA');
  });
});
