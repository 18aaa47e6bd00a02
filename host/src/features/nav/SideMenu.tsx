/**
 * The side menu (left drawer, spec section 2): balance with show/hide and refresh, deposit and
 * withdraw, login/register when logged out; deposit, withdraw, promotions, invite friends (when
 * the referral promo is on), reward centre; the game centre (the games remote's categories, its
 * `sideMenuGames` slot, then the contributed entries); the account group; app download, customer
 * service, the chat room, help centre, language, logout.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  bus,
  Button,
  Icon,
  isModuleEnabled,
  Money,
  RemoteBoundary,
  slotProvider,
  trapFocus,
  useBalance,
  useBoot,
  useManifest,
  useMember,
  useSession,
  type IconName,
  type MenuEntry,
  type SideMenuGamesProps,
  type SideMenuGroup,
} from '@vitrine/shared';
import { LanguagePicker } from '../../chrome/LanguagePicker';
import { ThemeToggle } from '../../chrome/ThemeToggle';
import { openAuth } from '../auth/auth-view';
import { refreshBalance } from '../../session/session-actions';
import { openCustomerService } from '../../session/customer-service';
import { UnreadBadge, useChatRoomEntry } from '../chat-room/ChatRoomEntry';
import { MenuEntryControl, useEntryBadge, useMenu } from './menu-entry';

const Shade = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: ${({ theme }) => theme.color.overlay};
`;

const Drawer = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  width: min(${({ theme }) => theme.layout.drawerWidth}, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  animation: drawer-in ${({ theme }) => theme.motion.normal} ease-out;
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
  [dir='rtl'] & {
    animation-name: drawer-in-rtl;
  }
  @keyframes drawer-in-rtl {
    from {
      transform: translateX(100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  .wallet {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  .balance {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  .row > * {
    flex: 1;
  }
  h3 {
    margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > ul {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space(2)};
    list-style: none;
  }
  /* The games remote's categories: one row is kept while they load, and holds the retry. */
  .games-slot {
    min-height: 44px;
  }
  /* Its retry row lines up with the entries; the drawer has room for its title on phones too. */
  .games-slot [role='alert'] {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    white-space: normal;
  }
  .games-slot [role='alert'] > span {
    position: static;
    width: auto;
    height: auto;
    clip-path: none;
  }
  .item {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  .item:hover,
  .item:focus-visible {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  .icon-button {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  .language {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  }
`;

/** The games remote's categories (`sideMenuGames` slot), mounted like every remote slot. */
function GamesSlot({ onNavigate }: SideMenuGamesProps) {
  const manifest = useManifest();
  const provider = slotProvider(manifest, 'sideMenuGames');
  if (!provider) return null;
  return (
    <li className="games-slot" data-slot="sideMenuGames">
      <RemoteBoundary<SideMenuGamesProps> remote={provider.remote} expose={provider.expose} kind="area" props={{ onNavigate }} failureTestId="side-games-failure" />
    </li>
  );
}

function Item({ icon, children, onClick, to, testId }: { icon: IconName; children: ReactNode; onClick?: () => void; to?: string; testId?: string }) {
  return (
    <li>
      {to ? (
        <Link className="item" to={to} onClick={onClick} data-testid={testId}>
          <Icon name={icon} />
          {children}
        </Link>
      ) : (
        <button type="button" className="item" onClick={onClick} data-testid={testId}>
          <Icon name={icon} />
          {children}
        </button>
      )}
    </li>
  );
}

/** A contributed entry of the drawer: its badge count is read here, so a count redraws this entry only. */
function SideEntry({ entry, menu, onClose }: { entry: MenuEntry; menu: ReturnType<typeof useMenu>; onClose: () => void }) {
  const count = useEntryBadge(entry);
  return (
    <li>
      <MenuEntryControl entry={entry} className="item" testId={`side-${entry.key}`} onDone={onClose}>
        <Icon name={entry.icon} />
        {menu.label(entry)}
        <UnreadBadge count={count} testId={`side-${entry.key}-badge`} text={menu.badgeText(entry, count)} />
      </MenuEntryControl>
    </li>
  );
}

/**
 * The drawer. Closed, it reads nothing: the session, balance, member, badges and menus it shows are
 * read by the open panel only, so a change to any of them (each a synchronous render) does not
 * render a closed drawer again (issue 9: long tasks of a logged-in load). Whether the balance is
 * hidden is kept across openings.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [hidden, setHidden] = useState(false);
  return open ? <SideMenuPanel onClose={onClose} hidden={hidden} setHidden={setHidden} /> : null;
}

function SideMenuPanel({ onClose, hidden, setHidden }: { onClose: () => void; hidden: boolean; setHidden: (hidden: boolean) => void }) {
  const { t } = useTranslation('host');
  const session = useSession();
  const member = useMember();
  const balance = useBalance();
  const boot = useBoot();
  const chat = useChatRoomEntry();
  const menu = useMenu('side');
  const panel = useRef<HTMLElement>(null);
  const on = (id: string) => isModuleEnabled(id, boot);

  useEffect(() => {
    if (!panel.current) return;
    const release = trapFocus(panel.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
    };
  }, [onClose]);

  // The contributed entries of one side-menu group (remotes.json decides what is here).
  const group = (name: SideMenuGroup) =>
    menu.entries
      .filter((entry) => entry.group === name)
      .map((entry) => <SideEntry key={entry.key} entry={entry} menu={menu} onClose={onClose} />);

  return (
    <>
      <Shade onClick={onClose} aria-hidden="true" />
      <Drawer ref={panel} aria-label={t('side_menu')} role="dialog" aria-modal="true" data-testid="side-menu">
        <div className="top">
          <strong>{session.token ? (member?.nickname ?? session.account) : t('welcome_visitor')}</strong>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose} data-testid="side-menu-close">
            <Icon name="close" />
          </button>
        </div>
        <div className="wallet">
          {session.token ? (
            <>
              <div className="balance">
                <span data-testid="side-balance">{hidden ? '******' : <Money value={balance} />}</span>
                <button type="button" className="icon-button" aria-label={hidden ? t('show_balance') : t('hide_balance')} onClick={() => setHidden(!hidden)} data-testid="toggle-balance">
                  <Icon name={hidden ? 'eye' : 'eyeOff'} />
                </button>
                <button type="button" className="icon-button" aria-label={t('refresh_balance')} onClick={() => void refreshBalance().catch(() => undefined)}>
                  <Icon name="refresh" />
                </button>
              </div>
              <div className="row" data-testid="side-wallet">
                {menu.entries
                  .filter((entry) => entry.group === 'wallet')
                  .map((entry) => (
                    <MenuEntryControl key={entry.key} entry={entry} variant="money" testId={`side-${entry.key}`} onDone={onClose}>
                      <Icon name={entry.icon} size={16} />
                      {menu.label(entry)}
                    </MenuEntryControl>
                  ))}
              </div>
            </>
          ) : (
            <div className="row">
              <Button type="button" size="sm" variant="ghost" onClick={() => (onClose(), openAuth({ kind: 'login' }))} data-testid="side-login">
                {t('login')}
              </Button>
              {on('DIRECTREG3') ? (
                <Button type="button" size="sm" variant="promo" onClick={() => (onClose(), openAuth({ kind: 'register' }))} data-testid="side-register">
                  {t('register')}
                </Button>
              ) : null}
            </div>
          )}
        </div>
        <ul data-testid="side-main">{group('main')}</ul>
        <h3>{t('game_centre')}</h3>
        <ul data-testid="side-games">
          <GamesSlot onNavigate={onClose} />
          {group('games')}
        </ul>
        <h3>{t('account_group')}</h3>
        <ul data-testid="side-account">
          {group('account')}
          {session.token ? (
            <Item
              icon="lock"
              testId="side-change-password"
              onClick={() => {
                onClose();
                bus.publish('session/change-password-requested', {});
              }}
            >
              {t('change_password')}
            </Item>
          ) : null}
        </ul>
        <h3>{t('more')}</h3>
        <ul data-testid="side-more">
          {group('more')}
          <Item icon="service" onClick={() => openCustomerService(boot, member?.rankLevel ?? 0)}>
            {t('customer_service')}
          </Item>
          {chat.enabled ? (
            <Item icon="chat" testId="side-chat-room" onClick={() => (onClose(), chat.open())}>
              {t('chat_room')}
              <UnreadBadge count={chat.unread} />
            </Item>
          ) : null}
          {session.token ? (
            <Item
              icon="logout"
              testId="side-logout"
              onClick={() => {
                // The confirm decides: Cancel leaves the player where they are.
                onClose();
                bus.publish('session/logout-requested', {});
              }}
            >
              {t('logout')}
            </Item>
          ) : null}
        </ul>
        <div className="language">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </Drawer>
    </>
  );
}
