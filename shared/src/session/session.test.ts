import { balance$, getBalance, getMember, getSession, member$, session$, sessionWriters, type MemberSummary } from './session';

/** Every value each stream emits from now on (a BehaviorSubject's current value first). */
function record<T>(stream: { subscribe(next: (value: T) => void): { unsubscribe(): void } }) {
  const seen: T[] = [];
  const subscription = stream.subscribe((value) => seen.push(value));
  return { seen, stop: () => subscription.unsubscribe() };
}

const member: MemberSummary = { id: '7', account: 'demo', nickname: 'Demo', type: 0, rankLevel: 2, rankLabel: 'VIP 2', avatar: '' };

beforeEach(() => {
  sessionStorage.clear();
  sessionWriters.clear();
});

describe('the session publishes a change only', () => {
  it('storing the values it already holds emits nothing', () => {
    sessionWriters.store({ token: 't1', account: 'demo', nickname: 'Demo', isAgent: 0 });
    const sessions = record(session$);
    sessionWriters.store({ nickname: 'Demo', isAgent: 0 });
    sessionWriters.reload();
    expect(sessions.seen).toHaveLength(1);
    sessionWriters.store({ nickname: 'Demo 2' });
    expect(sessions.seen).toHaveLength(2);
    expect(sessions.seen[1]).toEqual(expect.objectContaining({ token: 't1', nickname: 'Demo 2' }));
    expect(getSession().nickname).toBe('Demo 2');
    sessions.stop();
  });

  it('the same balance again emits nothing; a new one, or null, does', () => {
    sessionWriters.setBalance(100);
    const balances = record(balance$);
    sessionWriters.setBalance(100);
    sessionWriters.setBalance(100.5);
    sessionWriters.setBalance(null);
    expect(balances.seen).toEqual([100, 100.5, null]);
    expect(getBalance()).toBeNull();
    balances.stop();
  });

  it('the same member info in a new object emits nothing; a changed field does', () => {
    sessionWriters.setMember(member);
    const members = record(member$);
    sessionWriters.setMember({ ...member });
    sessionWriters.setMember({ ...member, rankLevel: 3, rankLabel: 'VIP 3' });
    sessionWriters.setMember({ ...member, rankLevel: 3, rankLabel: 'VIP 3' });
    expect(members.seen.map((m) => m?.rankLevel)).toEqual([2, 3]);
    // A field that comes or goes is a change (the avatar loaded, or failed).
    const { avatar: _avatar, ...withoutAvatar } = member;
    sessionWriters.setMember(withoutAvatar);
    expect(members.seen).toHaveLength(3);
    expect(getMember()).toEqual(withoutAvatar);
    members.stop();
  });

  it('logging out clears each stream once, and a second clear emits nothing', () => {
    sessionWriters.store({ token: 't1', account: 'demo' });
    sessionWriters.setMember(member);
    sessionWriters.setBalance(5);
    const sessions = record(session$);
    const members = record(member$);
    const balances = record(balance$);
    sessionWriters.clear();
    sessionWriters.clear();
    expect(sessions.seen.map((s) => s.token)).toEqual(['t1', null]);
    expect(members.seen).toEqual([member, null]);
    expect(balances.seen).toEqual([5, null]);
    [sessions, members, balances].forEach((r) => r.stop());
  });
});
