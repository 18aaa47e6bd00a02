import { act, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { bus, endpoints, resetNavBadges, type MenuEntry } from '@vitrine/shared';
import { bootWriters, federationWriters, sessionWriters, toBootState } from '@vitrine/shared/internal';
import { useEntryBadge, useMenu } from './menu-entry';
import { menuManifest } from '../../test-utils/menu-manifest';
import host from '../../locales/en.json';

const resources = { host, member: { menu_messages: 'Messages' }, promotions: { menu_vip: 'VIP' } };
const member = { id: '1', account: 'demo', nickname: 'Demo', type: 0, rankLevel: 2, rankLabel: 'VIP 2' };

/** A menu that counts its renders and draws each entry's label and badge (each entry its own component). */
function CountedMenu({ placement, renders }: { placement: 'main' | 'bottom'; renders: { menu: number; entries: Record<string, number> } }) {
  const menu = useMenu(placement);
  renders.menu += 1;
  return (
    <ul>
      {menu.entries.map((entry) => (
        <CountedEntry key={entry.key} entry={entry} label={menu.label(entry)} renders={renders} />
      ))}
    </ul>
  );
}
function CountedEntry({ entry, label, renders }: { entry: MenuEntry; label: string; renders: { entries: Record<string, number> } }) {
  const count = useEntryBadge(entry);
  renders.entries[entry.key] = (renders.entries[entry.key] ?? 0) + 1;
  return <li data-testid={`entry-${entry.key}`}>{`${label}:${count}`}</li>;
}

describe('a menu renders again when what it shows changes, not on every session change', () => {
  beforeEach(() => {
    mockApi({});
    sessionWriters.clear();
    sessionWriters.store({ token: 'test-token', account: 'demo', isAgent: 0 });
    act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel: [] } } as unknown as endpoints.SystemStatus)));
    federationWriters.setManifest(
      menuManifest({
        member: [
          { key: 'messages', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'bottom', icon: 'mail', order: 1, badge: 'messages-unread' },
          { key: 'inbox', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'main', icon: 'mail', order: 1, badge: 'messages-unread' },
        ],
        promotions: [{ key: 'vip', labelKey: 'menu_vip', memberPage: 'playerRank', placement: 'bottom', icon: 'vip', order: 2, caption: 'vipRank' }],
      }),
    );
  });
  afterEach(() => act(() => resetNavBadges()));

  it('a badge count redraws its own entry only; member, balance and an unchanged session redraw nothing', async () => {
    const renders = { menu: 0, entries: {} as Record<string, number> };
    renderWithProviders(<CountedMenu placement="main" renders={renders} />, { resources });
    expect(await screen.findByTestId('entry-inbox')).toHaveTextContent('Messages:0');
    const menuRenders = renders.menu;
    const entryRenders = renders.entries.inbox;

    act(() => bus.publish('nav/badge-changed', { badge: 'messages-unread', count: 3 }));
    expect(screen.getByTestId('entry-inbox')).toHaveTextContent('Messages:3');
    expect(renders.menu).toBe(menuRenders);
    expect(renders.entries.inbox).toBe(entryRenders! + 1);

    act(() => bus.publish('nav/badge-changed', { badge: 'rewards-available', count: 5 }));
    act(() => sessionWriters.setMember(member));
    act(() => sessionWriters.setBalance(99));
    act(() => sessionWriters.store({ nickname: 'Someone else' }));
    expect(renders.menu).toBe(menuRenders);
    expect(renders.entries.inbox).toBe(entryRenders! + 1);
  });

  it('the menu naming the VIP rank follows the member; signing out redraws every menu', async () => {
    const renders = { menu: 0, entries: {} as Record<string, number> };
    renderWithProviders(<CountedMenu placement="bottom" renders={renders} />, { resources });
    expect(await screen.findByTestId('entry-vip')).toHaveTextContent('- -:0');
    act(() => sessionWriters.setMember(member));
    expect(screen.getByTestId('entry-vip')).toHaveTextContent('VIP 2:0');
    const afterRank = renders.menu;
    act(() => sessionWriters.setMember({ ...member, rankLevel: 2 }));
    expect(renders.menu).toBe(afterRank);
    act(() => sessionWriters.clear());
    expect(renders.menu).toBeGreaterThan(afterRank);
  });
});
