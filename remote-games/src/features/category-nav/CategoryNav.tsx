/**
 * The game categories of the host's bottom nav (its `categoryNav` slot): the categories in server
 * order with their routes and a vendor dropdown each (icon and name; hovering sets the current
 * vendor, whose Play and — when supportPlay is 0 — Free trial show; 'No data' when empty), DS88
 * right after LIVE. A vendor click starts its game here, with the games remote's own launcher (no
 * bus hop), from the vendor list the rest of the games remote reads (one query entry).
 * The host draws the bar and its own entries around these `<li>` items.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, ErrorState, Icon, imageUrl, useBoot, type endpoints } from '@vitrine/shared';
import { useGameLauncher, type GameLauncher } from '../launch/use-game-launcher';
import { categoryHref, vendorAction, type NavItem } from './nav-model';
import { navItemLabel, useNavItems } from './use-nav-items';

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
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
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  .tab.active,
  .tab:hover {
    color: ${({ theme }) => theme.color.text};
  }
  .tab.active {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.gold};
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
    gap: 0;
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
  }
`;

function VendorDropdown({ item, launcher }: { item: NavItem; launcher: GameLauncher }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const boot = useBoot();
  const [current, setCurrent] = useState<endpoints.GameVendor | null>(item.vendors[0] ?? null);
  const open = (vendor: endpoints.GameVendor, freePlay = false) => {
    const action = vendorAction(item, vendor, freePlay);
    if (action.kind === 'open') navigate(action.href);
    else if (action.kind === 'trial') launcher.trial(action.target);
    else launcher.play(action.target);
  };
  if (!item.vendors.length) {
    return (
      <div className="dropdown" data-testid={`vendor-dropdown-${item.key}`}>
        <p className="empty">{t('no_data')}</p>
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
              disabled={launcher.busy}
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
          <Button type="button" size="sm" onClick={() => open(current)} disabled={launcher.busy} data-testid="nav-vendor-play">
            {t('play')}
          </Button>
          {current.supportPlay === 0 ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => open(current, true)} disabled={launcher.busy} data-testid="nav-vendor-free">
              {t('free_trial')}
            </Button>
          ) : null}
          {current.maintenance ? <small>{t('under_maintenance')}</small> : null}
        </div>
      ) : null}
    </div>
  );
}

export function CategoryNav() {
  const { t } = useTranslation('games');
  const { items, query } = useNavItems();
  const launcher = useGameLauncher();
  const location = useLocation();
  // The vendor dropdowns open on hover or keyboard focus (wide screens only): they are drawn at the
  // first pointer or focus in the nav, not in the first render of every page (issue 9: blocking time).
  const [dropdowns, setDropdowns] = useState(false);
  const drawDropdowns = dropdowns ? undefined : () => setDropdowns(true);
  return (
    <>
      <List data-testid="category-nav" onMouseOver={drawDropdowns} onFocus={drawDropdowns}>
        {query.isError && !query.data ? (
          <li>
            <ErrorState compact testId="category-nav-error" title={t('load_failed')} onRetry={() => void query.refetch()} />
          </li>
        ) : null}
        {items.map((item) => {
          const active = location.pathname === item.route && (item.key !== 'DS88' || new URLSearchParams(location.search).get('page') === 'DS88');
          return (
            <li key={item.key} data-category={item.key}>
              <Link to={categoryHref(item)} className={`tab${active ? ' active' : ''}`} data-testid={`nav-category-${item.key}`} aria-current={active ? 'page' : undefined}>
                <Icon name="games" />
                {navItemLabel(item, t)}
              </Link>
              {dropdowns ? <VendorDropdown item={item} launcher={launcher} /> : null}
            </li>
          );
        })}
      </List>
      {launcher.element}
    </>
  );
}
