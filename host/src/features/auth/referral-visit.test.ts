import { call, endpoints } from '@vitrine/shared';
import { countReferralVisit } from './referral-visit';

jest.mock('@vitrine/shared', () => ({ ...jest.requireActual<object>('@vitrine/shared'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('countReferralVisit', () => {
  beforeEach(() => {
    mockedCall.mockReset();
    mockedCall.mockResolvedValue({ counted: true } as never);
  });

  it('counts a code once per browser session, whatever its case', () => {
    const storage = memoryStorage();
    countReferralVisit(' LABC2345 ', storage);
    countReferralVisit('labc2345', storage);
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(mockedCall).toHaveBeenCalledWith(endpoints.referralVisit, { code: 'LABC2345' });
    countReferralVisit('LOTHER22', storage);
    expect(mockedCall).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for an empty or oversized code', () => {
    countReferralVisit('   ', memoryStorage());
    countReferralVisit('X'.repeat(33), memoryStorage());
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('still counts when storage refuses, and a failed call does not throw', async () => {
    mockedCall.mockRejectedValue(new Error('offline'));
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(() => countReferralVisit('LABC2345', broken)).not.toThrow();
    expect(mockedCall).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
