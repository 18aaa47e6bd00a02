/**
 * The frame of the member centre and the agent centre (spec "Member area", "Agent centre"): a
 * side menu with a title and a close button, the active entry highlighted, the selected page on
 * the right. The menu shows only once loaded. Phones stack the menu above the page.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: 720px) {
    border-inline-end: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const SideHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.gold};
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  @media (max-width: 720px) {
    grid-auto-flow: column;
    grid-auto-columns: max-content;
    overflow-x: auto;
    overflow-y: hidden;
  }
`;

const MenuButton = styled.button<{ active: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: start;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme, active }) => (active ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  color: ${({ theme, active }) => (active ? theme.color.primaryText : theme.color.text)};
  background: ${({ theme, active }) => (active ? theme.color.primary : 'transparent')};
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, active }) => (active ? theme.color.primary : theme.color.surfaceRaised)};
  }
`;

const MenuLabel = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The count beside a menu label (e.g. open missions); not shown at 0. */
const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

const Content = styled.section`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  @media (max-width: 720px) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Footer = styled.div`
  margin-top: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  @media (max-width: 720px) {
    display: none;
  }
`;

export interface CentreMenuEntry {
  /** Unique key (e.g. `remote:page`). */
  key: string;
  /** The spec's page key; set as `data-page`. */
  page: string;
  label: string;
  /** Optional count shown beside the label when above 0 (spec: open missions on missionLeaderboard). */
  badge?: number;
  /** What the count means, for screen readers (e.g. '3 open missions'); defaults to the number. */
  badgeLabel?: string;
}

export interface CentreLayoutProps {
  /** Root test id; the menu, its placeholder and the close button derive theirs from it. */
  testId: string;
  title: string;
  closeLabel: string;
  /** False while the menu's entries or labels are still loading. */
  loaded: boolean;
  entries: CentreMenuEntry[];
  active?: string;
  onSelect: (page: string) => void;
  onClose: () => void;
  /** Small print at the foot of the menu (the remote's version marker). */
  footer?: ReactNode;
  /** The selected page. */
  children: ReactNode;
}

export function CentreLayout({ testId, title, closeLabel, loaded, entries, active, onSelect, onClose, footer, children }: CentreLayoutProps) {
  const titleId = `${testId}-title`;
  return (
    <Shell data-testid={testId}>
      <Side>
        <SideHeader>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={closeLabel} data-testid={`${testId}-close`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
            </svg>
          </CloseButton>
        </SideHeader>
        <nav aria-labelledby={titleId}>
          {loaded ? (
            <MenuList data-testid={`${testId}-menu`}>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <MenuButton
                    type="button"
                    active={entry.page === active}
                    aria-current={entry.page === active ? 'page' : undefined}
                    data-page={entry.page}
                    aria-label={entry.badge && entry.badge > 0 ? `${entry.label}, ${entry.badgeLabel ?? entry.badge}` : undefined}
                    onClick={() => onSelect(entry.page)}
                  >
                    {entry.badge && entry.badge > 0 ? (
                      <MenuLabel>
                        {entry.label}
                        <Count aria-hidden="true" data-testid="centre-menu-badge">
                          {entry.badge > 99 ? '99+' : entry.badge}
                        </Count>
                      </MenuLabel>
                    ) : (
                      entry.label
                    )}
                  </MenuButton>
                </li>
              ))}
            </MenuList>
          ) : (
            <div aria-busy="true" data-testid={`${testId}-menu-loading`} style={{ display: 'grid', gap: 8 }}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height="44px" />
              ))}
            </div>
          )}
        </nav>
        {footer ? <Footer>{footer}</Footer> : null}
      </Side>
      <Content>
        {loaded ? (
          children
        ) : (
          <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
            <Skeleton height="28px" width="40%" />
            <Skeleton height="160px" />
          </div>
        )}
      </Content>
    </Shell>
  );
}
