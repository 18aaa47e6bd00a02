import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { bus, Button, canOpenAccountCentre, Icon, Money, useBalance, useMember, useSession, type MenuEntry } from '@vitrine/shared';
import { refreshBalance } from '../session/session-actions';
import { UnreadBadge } from '../features/chat-room/ChatRoomEntry';
import { MenuEntryControl, useEntryBadge, useMenu } from '../features/nav/menu-entry';

/** Keeps a label for screen readers (and the button's accessible name) while only its icon shows. */
const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * One row from 1280 px down to 360 px. Laptop widths (up to 1360 px) show Withdraw and Sign out as
 * icons; phones (720 px and below) leave the username, Withdraw, the record shortcuts and Sign out
 * to the side menu, which has them all; the narrowest phones (420 px and below) show Deposit as an
 * icon beside the balance.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  .account-name {
    display: block;
    max-inline-size: 14ch;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: 1360px) {
    .compact-label {
      ${visuallyHidden}
    }
  }
  @media (max-width: 900px) {
    .optional {
      display: none;
    }
  }
  @media (max-width: 720px) {
    .wide {
      display: none;
    }
  }
  @media (max-width: 420px) {
    gap: ${({ theme }) => theme.space(1)};
    .phone-label {
      ${visuallyHidden}
    }
    [data-testid='bar-deposit'] {
      min-width: ${({ theme }) => theme.layout.touch};
      min-height: ${({ theme }) => theme.layout.touch};
      padding: 0;
    }
  }
`;

const BalanceBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  @media (max-width: 420px) {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  color: ${({ theme }) => theme.color.gold};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  button {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    min-width: 32px;
    min-height: 32px;
  }
`;

/** Quick links into the member centre; on phones they live in the side menu instead. */
const Shortcuts = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  .icon-entry {
    display: inline-grid;
    place-items: center;
    min-width: ${({ theme }) => theme.layout.touch};
    min-height: ${({ theme }) => theme.layout.touch};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    &:hover,
    &:focus-visible {
      color: ${({ theme }) => theme.color.text};
      background: ${({ theme }) => theme.color.surfaceRaised};
    }
    &.with-badge {
      position: relative;
    }
  }
  /* After .icon-entry, so it wins: phones keep these shortcuts in the side menu. */
  @media (max-width: 900px) {
    .optional {
      display: none;
    }
  }
`;

/** The player's avatar beside the username (decorative: the button is named by the username); the initial without one. */
const AvatarDot = styled.span`
  flex: none;
  inline-size: 24px;
  block-size: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  display: inline-grid;
  place-items: center;
  margin-inline-end: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.color.skeleton};
  border: 1px solid ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  /* The initial is drawn, not text: the button's text (and name) stays the username. */
  &:empty::before {
    content: attr(data-initial);
  }
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

function HeaderAvatar({ name }: { name: string }) {
  const member = useMember();
  const src = member?.avatar ?? '';
  const [broken, setBroken] = useState('');
  return (
    <AvatarDot data-testid="header-avatar" data-src={src} data-initial={name.slice(0, 1).toUpperCase()} aria-hidden="true">
      {src && broken !== src ? <img src={src} alt="" width={24} height={24} onError={() => setBroken(src)} /> : null}
    </AvatarDot>
  );
}

/**
 * Logged-in bar (spec "Header"): username (opens member centre), the contributed header entries
 * (deposit, withdraw, personal centre, betting record, cashback, messages with its badge — as
 * remotes.json says), agent centre, balance with refresh, sign out.
 */
/** One shortcut of the bar: its badge count is read here, so a count redraws this entry only. */
function AccountBarEntry({ entry, menu }: { entry: MenuEntry; menu: ReturnType<typeof useMenu> }) {
  const label = menu.label(entry);
  const count = useEntryBadge(entry);
  const testId = `bar-${entry.key}`;
  if (entry.emphasis === 'primary')
    return (
      <MenuEntryControl entry={entry} variant="money" testId={testId}>
        <Icon name={entry.icon} size={16} />
        <span className="phone-label">{label}</span>
      </MenuEntryControl>
    );
  if (entry.emphasis === 'labelled')
    return (
      <MenuEntryControl entry={entry} variant="ghost" className="wide" title={label} testId={testId}>
        <Icon name={entry.icon} size={16} />
        <span className="compact-label">{label}</span>
      </MenuEntryControl>
    );
  return (
    <MenuEntryControl
      entry={entry}
      className={`icon-entry optional${entry.badge ? ' with-badge' : ''}`}
      title={count > 0 ? `${label} (${menu.badgeText(entry, count)})` : label}
      testId={testId}
    >
      <Icon name={entry.icon} />
      <UnreadBadge count={count} floating testId={`${testId}-badge`} text={menu.badgeText(entry, count)} />
    </MenuEntryControl>
  );
}

/** The balance and its refresh: a balance push redraws this box only. */
function HeaderBalance() {
  const { t } = useTranslation('host');
  const balance = useBalance();
  return (
    <BalanceBox role="group" aria-label={t('balance')}>
      <Money value={balance} testId="header-balance" />
      <button type="button" aria-label={t('refresh_balance')} onClick={() => void refreshBalance().catch(() => undefined)}>
        ↻
      </button>
    </BalanceBox>
  );
}

export function AccountBar() {
  const { t } = useTranslation('host');
  const session = useSession();
  const menu = useMenu('header');

  return (
    <Bar data-testid="account-bar">
      <Button type="button" variant="ghost" size="sm" className="wide" title={session.account ?? undefined} data-testid="open-member-centre" onClick={() => bus.publish('member-centre/open', {})}>
        <HeaderAvatar name={session.account ?? ''} />
        <span className="account-name">{session.account}</span>
      </Button>
      <Shortcuts>
        {menu.entries.map((entry) => (
          <AccountBarEntry key={entry.key} entry={entry} menu={menu} />
        ))}
      </Shortcuts>
      {canOpenAccountCentre(session) ? (
        <Button type="button" variant="gold" size="sm" data-testid="open-agent-centre" onClick={() => bus.publish('agent-centre/open', {})}>
          {t('agent_centre')}
        </Button>
      ) : null}
      <HeaderBalance />
      <Button type="button" variant="ghost" size="sm" className="wide" title={t('logout')} data-testid="logout" onClick={() => bus.publish('session/logout-requested', {})}>
        <Icon name="logout" size={16} />
        <span className="compact-label">{t('logout')}</span>
      </Button>
    </Bar>
  );
}
