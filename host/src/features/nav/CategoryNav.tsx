/**
 * The category navigation ("bottom nav" of the spec): Home; the categories in server order with
 * their routes and a vendor dropdown each (icon and name; hovering sets the current vendor, whose
 * Play and — when supportPlay is 0 — Free trial show; 'No data' when empty); DS88 after LIVE;
 * Promotions; Rewards (available-promotion count when logged in); the VIP rank label or '- -'.
 * A bar under the header on wide screens, fixed at the bottom on phones.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { bus, Button, endpoints, imageUrl, isTrialAccount, useApiQuery, useBoot, useMember, useSession } from '@vitrine/shared';
import { Icon } from '../../chrome/icons';
import { categoryHref, useNavItems, vendorAction, type NavItem } from './nav-model';

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

function RewardsTab() {
  const { t } = useTranslation('host');
  const session = useSession();
  const boot = useBoot();
  const rewardsOn = boot?.modules.REWCEN3 !== false;
  const count = useApiQuery(endpoints.availablePromotions, undefined, { enabled: Boolean(session.token) && rewardsOn && !isTrialAccount(session), staleTime: 60_000 });
  if (!rewardsOn) return null;
  const n = session.token ? (count.data?.count ?? 0) : 0;
  return (
    <li>
      <button
        type="button"
        className="tab"
        data-testid="nav-rewards"
        onClick={() => (session.token ? bus.publish('member-centre/open', { page: 'rewardCenter' }) : bus.publish('session/login-required', { reason: 'rewards' }))}
      >
        <Icon name="reward" />
        {t('nav_rewards')}
        {n > 0 ? (
          <span className="badge" data-testid="rewards-count" aria-label={t('rewards_available', { count: n })}>
            {n}
          </span>
        ) : null}
      </button>
    </li>
  );
}

export function CategoryNav() {
  const { t } = useTranslation('host');
  const { items } = useNavItems();
  const member = useMember();
  const session = useSession();
  const location = useLocation();
  const vipLabel = session.token && member?.rankLabel ? member.rankLabel : '- -';
  return (
    <Bar aria-label={t('games_navigation')} data-testid="bottom-nav">
      <ul>
        <li>
          <NavLink to="/index" className="tab" data-testid="nav-home">
            <Icon name="home" />
            {t('nav_home')}
          </NavLink>
        </li>
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
        <li>
          <NavLink to="/promotions" className="tab" data-testid="nav-promotions">
            <Icon name="promo" />
            {t('nav_promotions')}
          </NavLink>
        </li>
        <RewardsTab />
        <li>
          <NavLink to="/vip" className="tab vip" data-testid="nav-vip">
            <Icon name="vip" />
            <span data-testid="vip-label">{vipLabel}</span>
          </NavLink>
        </li>
      </ul>
    </Bar>
  );
}
