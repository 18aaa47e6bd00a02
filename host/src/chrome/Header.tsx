import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@vitrine/shared';
import { AccountBar } from './AccountBar';
import { LanguagePicker } from './LanguagePicker';
import { AuthButtons } from './AuthButtons';
import { ThemeToggle } from './ThemeToggle';
import { Icon } from '@vitrine/shared';
import { setSideMenuOpen } from '../features/nav/drawer-state';
import { useMenu } from '../features/nav/menu-entry';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: 420px) {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const Logo = styled(NavLink)`
  font-weight: 800;
  /* Large text (22 px bold): the gold logo keeps 3:1 on the light header too. */
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: 0.22em;
  @media (max-width: 420px) {
    letter-spacing: 0.02em;
    /* Leaves room for the balance and Deposit in the one row (gold keeps 4.5:1 at this size). */
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  color: ${({ theme }) => theme.color.gold};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a.active {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  @media (max-width: 720px) {
    display: none;
  }
`;

/** Language and theme live in the side menu on phones. */
const WideOnly = styled.div`
  display: contents;
  @media (max-width: 720px) {
    display: none;
  }
`;

const Right = styled.div`
  margin-inline-start: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The main links beside the logo (wide screens): the `main` entries the live remotes contribute
 * (games: Home, promotions: Promotions). A remote that is down keeps its entry, named from the
 * label remotes.json carries; a remote dropped from the manifest takes its entry with it.
 */
function MainLinks() {
  const { t } = useTranslation('host');
  const menu = useMenu('main');
  return (
    <Nav aria-label={t('main_navigation')}>
      {menu.entries.map((entry) =>
        entry.path ? (
          <NavLink key={entry.key} to={entry.path} data-testid={`header-main-${entry.key}`} data-menu-entry={entry.key}>
            {menu.label(entry)}
          </NavLink>
        ) : null,
      )}
    </Nav>
  );
}

export function Header() {
  const { t } = useTranslation('host');
  const session = useSession();
  return (
    <Bar data-testid="site-header">
      <MenuButton type="button" aria-label={t('open_menu')} data-testid="side-menu-open" onClick={() => setSideMenuOpen(true)}>
        <Icon name="menu" size={24} />
      </MenuButton>
      <Logo to="/index" aria-label="Vitrine">
        VITRINE
      </Logo>
      <MainLinks />
      <Right>
        {session.token ? <AccountBar /> : <AuthButtons />}
        <WideOnly>
          <LanguagePicker />
          <ThemeToggle />
        </WideOnly>
      </Right>
    </Bar>
  );
}
