import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers a published event to subscribers of its type only', () => {
    const bus = createEventBus();
    const balances: number[] = [];
    const opened: string[] = [];
    bus.on('wallet/balance-changed', (p) => balances.push(p.sumBalance));
    bus.on('member-centre/open', (p) => opened.push(p.page ?? ''));
    bus.publish('wallet/balance-changed', { sumBalance: 12.5 });
    bus.publish('member-centre/open', { page: 'transferFund' });
    expect(balances).toEqual([12.5]);
    expect(opened).toEqual(['transferFund']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const off = bus.on('wallet/balance-changed', (p) => seen.push(p.sumBalance));
    bus.publish('wallet/balance-changed', { sumBalance: 1 });
    off();
    bus.publish('wallet/balance-changed', { sumBalance: 2 });
    expect(seen).toEqual([1]);
  });
});
