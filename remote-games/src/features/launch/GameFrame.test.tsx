import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vitrine/shared/testing';
import { bus, type BusEvent } from '@vitrine/shared';
// eslint-disable-next-line no-restricted-imports -- tests stand in for the host (the only writer)
import { bootWriters, toBootState } from '@vitrine/shared/internal';
import { GameFrame } from './GameFrame';
import { GAME_FRAME_SANDBOX, launchOrigins, launchUrlOf, safeGameUrl } from './launch-rules';
import { launchOf, rememberLaunch } from './launch-store';
import games from '../../locales/en.json';

const SHOP = 'http://shop.test';
const CDNS = ['https://cdn.test', 'http://127.0.0.1:4010/', 'not a url', ''];

describe('launch URLs', () => {
  it('launchOrigins: the absolute http(s) entries of launchGameCDNs, as origins', () => {
    expect(launchOrigins(CDNS)).toEqual(['https://cdn.test', 'http://127.0.0.1:4010']);
    expect(launchOrigins(['javascript:alert(1)', 'ftp://x.test'])).toEqual([]);
    expect(launchOrigins(undefined)).toEqual([]);
  });

  it('safeGameUrl: only on a launch CDN, never our origin, never javascript:', () => {
    const context = { origin: SHOP, launchCdns: CDNS };
    expect(safeGameUrl('https://cdn.test/g?t=1', context)).toBe('https://cdn.test/g?t=1');
    expect(safeGameUrl('http://127.0.0.1:4010/__sandbox/provider/game?t=1', context)).toBe('http://127.0.0.1:4010/__sandbox/provider/game?t=1');
    for (const bad of [
      'https://example.invalid/',
      'https://cdn.test.evil.example/g',
      'http://cdn.test/g', // another scheme is another origin
      `${SHOP}/__sandbox/provider/game?t=1`, // our own origin
      '/__sandbox/provider/game?t=1', // relative = our origin
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      null,
    ])
      expect([bad, safeGameUrl(bad, context)]).toEqual([bad, null]);
    // Our own origin is refused even when the brand lists it as a launch CDN.
    expect(safeGameUrl(`${SHOP}/g`, { origin: SHOP, launchCdns: [SHOP] })).toBeNull();
  });

  it('CDN pick: boot picks one image CDN and one launch CDN at random from the server lists', () => {
    const info = { imageCDNs: ['https://img-a.test', 'https://img-b.test'], launchGameCDNs: ['https://la.test', 'https://lb.test/g/'] };
    const first = toBootState({ status: 0, info } as never, () => 0);
    const last = toBootState({ status: 0, info } as never, () => 0.99);
    expect([first.imageCdn, first.launchCdn]).toEqual(['https://img-a.test', 'https://la.test']);
    expect([last.imageCdn, last.launchCdn]).toEqual(['https://img-b.test', 'https://lb.test/g/']);
    expect(toBootState({ status: 0, info: {} } as never).launchCdn).toBe('');
  });

  it('launchUrlOf: the answer on the picked launch CDN first; paths resolve against the picked CDN', () => {
    const both = { game_url: 'https://la.test/play?t=1', game_url2: 'https://lb.test/play?t=1' };
    expect(launchUrlOf(both, 'https://lb.test/g/')).toBe('https://lb.test/play?t=1');
    expect(launchUrlOf(both, 'https://la.test')).toBe('https://la.test/play?t=1');
    // Neither on the picked CDN: the first one (safeGameUrl still checks it against every launch CDN).
    expect(launchUrlOf(both, 'https://other.test')).toBe('https://la.test/play?t=1');
    expect(launchUrlOf({ game_url: '/play?t=2' }, 'https://lb.test/g/')).toBe('https://lb.test/g/play?t=2');
    expect(launchUrlOf({ game_url: '', game_url2: 'lobby' }, 'https://la.test')).toBe('https://la.test/lobby');
    // A path with no usable launch CDN is never opened on our own origin.
    for (const cdn of ['', null, 'javascript:alert(1)', '/relative'])
      expect([cdn, launchUrlOf({ game_url: '/play' }, cdn)]).toEqual([cdn, '']);
    expect(launchUrlOf({ game_url: '/a\\evil.test' }, 'https://la.test')).toBe('');
    expect(launchUrlOf(null, 'https://la.test')).toBe('');
    // The resolved URL passes the frame's check only because it is on a launch CDN.
    const url = launchUrlOf({ game_url: '/__sandbox/provider/game?t=9' }, 'http://127.0.0.1:4010/');
    expect(safeGameUrl(url, { origin: SHOP, launchCdns: CDNS })).toBe('http://127.0.0.1:4010/__sandbox/provider/game?t=9');
  });

  it('launch ids: the URL is kept in the tab under a random id, the last five only', () => {
    const ids = Array.from({ length: 7 }, (_, i) => rememberLaunch(`https://cdn.test/g${i}`, i % 2 ? 'trial' : 'real'));
    expect(new Set(ids).size).toBe(7);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(launchOf(ids[6])).toEqual({ url: 'https://cdn.test/g6', mode: 'real' });
    expect(launchOf(ids[5])).toEqual({ url: 'https://cdn.test/g5', mode: 'trial' });
    expect(launchOf(ids[0])).toBeNull();
    expect(launchOf('https://cdn.test/g6')).toBeNull();
    expect(launchOf(null)).toBeNull();
  });
});

describe('GameFrame', () => {
  beforeEach(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel: [], imageCDNs: [], launchGameCDNs: ['https://cdn.test'] } } as never)));
  afterEach(() => bootWriters.set(null as never));

  it('renders the game in a sandboxed frame, and asks for a balance refresh when left', () => {
    const seen: BusEvent[] = [];
    const sub = bus.all().subscribe((e) => seen.push(e));
    const view = renderWithProviders(<GameFrame url="https://cdn.test/g" trial={false} onClose={jest.fn()} />, { resources: { games } });
    const frame = screen.getByTestId('game-frame');
    expect(frame).toHaveAttribute('src', 'https://cdn.test/g');
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX.split(' ')).not.toEqual(expect.arrayContaining(['allow-top-navigation']));
    view.unmount();
    expect(seen).toContainEqual({ type: 'wallet/refresh-requested', payload: {} });
    sub.unsubscribe();
  });

  it.each(['javascript:alert(1)', 'https://example.invalid/', `${window.location.origin}/index`])('refuses %s: the error state, no frame', (url) => {
    renderWithProviders(<GameFrame url={url} trial={false} onClose={jest.fn()} />, { resources: { games } });
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(screen.getByText('This game address is not valid. Start the game again.')).toBeInTheDocument();
  });
});
