/**
 * The category navigation ("bottom nav" of the spec): the contributed entries ordered below 10
 * (Home); the categories in server order with their routes and a vendor dropdown each (icon and
 * name; hovering sets the current vendor, whose Play and — when supportPlay is 0 — Free trial
 * show; 'No data' when empty); DS88 after LIVE; then the other contributed entries (Promotions,
 * Rewards with its badge, the VIP rank label or '- -'), all from remotes.json.
 * A bar under the header on wide screens, fixed at the bottom on phones.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, endpoints, Icon, imageUrl, useBoot, type MenuEntry } from '@vitrine/shared';
import { categoryHref, useNavItems, vendorAction, type NavItem } from './nav-model';
import { MenuEntryControl, useMenu } from './menu-entry';

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
  .dropdown {
    display: none;
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    z-index: 1;
    width: 420px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: 0 0 ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.modal};
  }
  li:hover > .dropdown,
  li:focus-within > .dropdown {
    display: grid;
    grid-template-columns: 1fr 150px;
    gap: ${({ theme }) => theme.space(3)};
  }
  .vendors {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .vendor {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  .vendor[data-current='true'] {
    background: ${({ theme }) => theme.color.surface};
  }
  .vendor img {
    width: 28px;
    height: 28px;
    flex: none;
    object-fit: contain;
  }
  .current {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(2)};
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.sm};
    img {
      width: 64px;
      height: 64px;
      margin: 0 auto;
      object-fit: contain;
    }
  }
  .empty {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
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
    .dropdown,
    li:hover > .dropdown,
    li:focus-within > .dropdown {
      display: none;
    }
    .spacer {
      display: none;
    }
  }
`;

function VendorDropdown({ item }: { item: NavItem }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const boot = useBoot();
  const [current, setCurrent] = useState<endpoints.GameVendor | null>(item.vendors[0] ?? null);
  const open = (vendor: endpoints.GameVendor, freePlay = false) => {
    const action = vendorAction(item, vendor, freePlay);
    if ('href' in action) navigate(action.href);
  };
  if (!item.vendors.length) {
    return (
      <div className="dropdown" data-testid={`vendor-dropdown-${item.key}`}>
        <p className="empty">{tc('no_data')}</p>
      </div>
    );
  }
  return (
    <div className="dropdown" data-testid={`vendor-dropdown-${item.key}`}>
      <ul className="vendors">
        {item.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="vendor"
              data-current={current?.vassalage === vendor.vassalage}
              data-testid={`nav-vendor-${vendor.vassalage}`}
              onMouseEnter={() => setCurrent(vendor)}
              onFocus={() => setCurrent(vendor)}
              onClick={() => open(vendor)}
            >
              <img src={imageUrl(vendor.smallIcon, boot)} alt="" width={28} height={28} loading="lazy" />
              <span>{vendor.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      {current ? (
        <div className="current" aria-live="polite">
          <img src={imageUrl(current.showIcon || current.smallIcon, boot)} alt="" width={64} height={64} loading="lazy" />
          <strong>{current.displayName}</strong>
          <Button type="button" size="sm" onClick={() => open(current)} data-testid="nav-vendor-play">
            {tc('play')}
          </Button>
          {current.supportPlay === 0 ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => open(current, true)} data-testid="nav-vendor-free">
              {tc('free_trial')}
            </Button>
          ) : null}
          {current.maintenance ? <small>{t('vendor_maintenance')}</small> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A contributed bottom-nav entry (Home, Promotions, Rewards, VIP… as remotes.json says). */
function BottomEntry({ entry, menu }: { entry: MenuEntry; menu: ReturnType<typeof useMenu> }) {
  const location = useLocation();
  const count = menu.badge(entry);
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

export function CategoryNav() {
  const { t } = useTranslation('host');
  const { items } = useNavItems();
  const menu = useMenu('bottom');
  const location = useLocation();
  return (
    <Bar aria-label={t('games_navigation')} data-testid="bottom-nav">
      <ul>
        {menu.entries
          .filter((entry) => entry.order < BEFORE_CATEGORIES)
          .map((entry) => (
            <BottomEntry key={entry.key} entry={entry} menu={menu} />
          ))}
        {items.map((item) => {
          const active = location.pathname === item.route && (item.key !== 'DS88' || new URLSearchParams(location.search).get('page') === 'DS88');
          return (
            <li key={item.key} data-category={item.key}>
              <Link to={categoryHref(item)} className={`tab${active ? ' active' : ''}`} data-testid={`nav-category-${item.key}`} aria-current={active ? 'page' : undefined}>
                <Icon name="games" />
                {item.labelKey ? t(item.labelKey) : (item.vendors[0]?.displayName ?? item.key)}
              </Link>
              <VendorDropdown item={item} />
            </li>
          );
        })}
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
