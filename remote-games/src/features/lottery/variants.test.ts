import { LOTTERY_VARIANTS, lobbyVendorOf } from './variants';

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
