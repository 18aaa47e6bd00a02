import styled from '@emotion/styled';
import { memo, useRef, type KeyboardEvent, type ReactNode } from 'react';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(1)};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.motion.fast};
  img {
    width: 24px;
    height: 24px;
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.text};
    border-color: transparent;
    color: ${({ theme }) => theme.color.bg};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  icon?: string;
}

/**
 * A row of tabs (vendors, classifications). Arrow keys move between them. Memoised: pass the same
 * `items` array while they do not change, and a row is not redrawn when its page re-renders.
 */
export const Tabs = memo(function Tabs({
  items,
  selected,
  onSelect,
  label,
  testId,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  testId?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((i) => i.id === selected);
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length;
    const next = items[nextIndex];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[nextIndex]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} data-testid={testId} ref={list} onKeyDown={onKey}>
      {items.map((item) => (
        <Tab
          key={item.id}
          type="button"
          role="tab"
          data-tab-id={item.id}
          aria-selected={item.id === selected}
          tabIndex={item.id === selected ? 0 : -1}
          onClick={() => onSelect(item.id)}
        >
          {item.icon ? <img src={item.icon} alt="" width={24} height={24} loading="lazy" /> : null}
          {item.label}
        </Tab>
      ))}
    </List>
  );
});
