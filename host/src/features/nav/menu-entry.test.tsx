import { act, screen, waitFor } from '@testing-library/react';
import i18next, { type Module } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
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

describe("a menu's labels in their contributors' own texts", () => {
  /** An i18next whose `member` texts come from a backend, as a remote's published locale file does. */
  function i18nWithMemberBackend() {
    const reads: string[] = [];
    let reply: ((error: unknown, data: unknown) => void) | undefined;
    const instance = i18next.createInstance();
    void instance
      .use({
        type: 'backend',
        init() {},
        read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
          reads.push(`${language}/${namespace}`);
          reply = callback;
        },
      } as unknown as Module)
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: false, ns: ['common', 'host'], defaultNS: 'common', resources: { en: { common: {}, host } }, partialBundledLanguages: true, initAsync: false, react: { useSuspense: false } });
    return {
      instance,
      reads,
      answer: () => reply?.(null, { menu_messages: 'Inbox (own text)' }),
      fail: () => reply?.(new Error('member: HTTP 503'), false),
    };
  }

  beforeEach(() => {
    mockApi({});
    sessionWriters.clear();
    act(() => bootWriters.set(toBootState({ status: 0, info: { whitelabel: [] } } as unknown as endpoints.SystemStatus)));
    const manifest = menuManifest({ member: [{ key: 'inbox', labelKey: 'menu_messages', memberPage: 'messageV2', placement: 'main', icon: 'mail', order: 1 }] });
    manifest.remotes.member!.contribution!.menuLabels = { en: { menu_messages: 'Messages (carried)' } };
    federationWriters.setManifest(manifest);
  });

  it('show the carried label first, ask for the texts in a task after the effects, then show them', async () => {
    const { instance, reads, answer } = i18nWithMemberBackend();
    const renders = { menu: 0, entries: {} as Record<string, number> };
    renderWithProviders(
      <I18nextProvider i18n={instance}>
        <CountedMenu placement="main" renders={renders} />
      </I18nextProvider>,
    );
    // Rendered and its effects run (render flushes them): the carried label, nothing asked yet.
    expect(screen.getByTestId('entry-inbox')).toHaveTextContent('Messages (carried):0');
    expect(reads).toEqual([]);
    // The next task asks for the contributor's texts in the page's language.
    await waitFor(() => expect(reads).toEqual(['en/member']));
    expect(screen.getByTestId('entry-inbox')).toHaveTextContent('Messages (carried):0');
    act(() => answer());
    await waitFor(() => expect(screen.getByTestId('entry-inbox')).toHaveTextContent('Inbox (own text):0'));
  });

  it('keep the carried label when the contributor cannot answer', async () => {
    const { instance, reads, fail } = i18nWithMemberBackend();
    const renders = { menu: 0, entries: {} as Record<string, number> };
    renderWithProviders(
      <I18nextProvider i18n={instance}>
        <CountedMenu placement="main" renders={renders} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(reads).toEqual(['en/member']));
    const before = renders.menu;
    act(() => fail());
    // The menu renders once more when the ask is over, and still shows what the release carried.
    await waitFor(() => expect(renders.menu).toBe(before + 1));
    expect(screen.getByTestId('entry-inbox')).toHaveTextContent('Messages (carried):0');
  });
});
