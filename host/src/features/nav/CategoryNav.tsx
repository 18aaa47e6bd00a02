/**
 * The category navigation ("bottom nav" of the spec): the contributed entries ordered below 10
 * (Home); the games remote's `categoryNav` slot (the categories in server order with their vendor
 * dropdowns, DS88 after LIVE: the games remote draws and launches them); then the other
 * contributed entries (Promotions, Rewards with its badge, the VIP rank label or '- -'), all from
 * remotes.json. The slot's area keeps its height while it loads; when the games remote fails it
 * shows a small retry, and the host's own entries stay.
 * A bar under the header on wide screens, fixed at the bottom on phones.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon, RemoteBoundary, slotProvider, useManifest, type CategoryNavProps, type MenuEntry } from '@vitrine/shared';
import { MenuEntryControl, useEntryBadge, useMenu } from './menu-entry';

/** Contributed bottom-nav entries ordered below this come before the game categories; the rest after. */
const BEFORE_CATEGORIES = 10;

const Bar = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight};
  z-index: ${({ theme }) => theme.z.bottomNav};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  > ul {
    display: flex;
    align-items: stretch;
    gap: ${({ theme }) => theme.space(1)};
    max-width: ${({ theme }) => theme.layout.maxContent};
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space(2)};
    list-style: none;
  }
  > ul > li {
    position: relative;
  }
  .tab {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 52px;
    min-width: 56px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  .tab.active,
  .tab:hover {
    color: ${({ theme }) => theme.color.text};
  }
  .tab.active {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.gold};
  }
  .badge {
    position: absolute;
    top: 4px;
    inset-inline-end: 6px;
    min-width: 18px;
    padding: 0 5px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.danger};
    color: #fff;
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 18px;
    text-align: center;
  }
  .vip svg {
    color: ${({ theme }) => theme.color.gold};
  }
  .spacer {
    flex: 1;
  }
  /* The games remote's categories: their height is kept while they load (no layout shift). */
  .categories {
    display: flex;
    align-items: stretch;
    min-height: 52px;
  }
  @media (max-width: 900px) {
    position: fixed;
    top: auto;
    bottom: 0;
    inset-inline: 0;
    border-bottom: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: env(safe-area-inset-bottom);
    > ul {
      overflow-x: auto;
      scrollbar-width: none;
      padding: 0;
      gap: 0;
    }
    .tab {
      min-width: 64px;
      padding: 0 ${({ theme }) => theme.space(2)};
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    .spacer {
      display: none;
    }
  }
`;

/** A contributed bottom-nav entry (Home, Promotions, Rewards, VIP… as remotes.json says). */
function BottomEntry({ entry, menu }: { entry: MenuEntry; menu: ReturnType<typeof useMenu> }) {
  const location = useLocation();
  const count = useEntryBadge(entry);
  const active = entry.path !== undefined && location.pathname === entry.path;
  return (
    <li>
      <MenuEntryControl entry={entry} className={`tab${active ? ' active' : ''}${entry.caption === 'vipRank' ? ' vip' : ''}`} testId={`nav-${entry.key}`}>
        <Icon name={entry.icon} />
        <span data-testid={`nav-${entry.key}-label`}>{menu.label(entry)}</span>
        {count > 0 ? (
          <span className="badge" data-testid={`nav-${entry.key}-badge`} aria-label={menu.badgeText(entry, count)}>
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </MenuEntryControl>
    </li>
  );
}

/** The games remote's categories (`categoryNav` slot), mounted like every remote slot. */
function CategorySlot() {
  const manifest = useManifest();
  const provider = slotProvider(manifest, 'categoryNav');
  return (
    <li className="categories" data-slot="categoryNav">
      {provider ? <RemoteBoundary<CategoryNavProps> remote={provider.remote} expose={provider.expose} kind="area" props={{}} failureTestId="category-nav-failure" /> : null}
    </li>
  );
}

export function CategoryNav() {
  const { t } = useTranslation('host');
  const menu = useMenu('bottom');
  return (
    <Bar aria-label={t('games_navigation')} data-testid="bottom-nav">
      <ul>
        {menu.entries
          .filter((entry) => entry.order < BEFORE_CATEGORIES)
          .map((entry) => (
            <BottomEntry key={entry.key} entry={entry} menu={menu} />
          ))}
        <CategorySlot />
        <li className="spacer" aria-hidden="true" />
        {menu.entries
          .filter((entry) => entry.order >= BEFORE_CATEGORIES)
          .map((entry) => (
            <BottomEntry key={entry.key} entry={entry} menu={menu} />
          ))}
      </ul>
    </Bar>
  );
}
