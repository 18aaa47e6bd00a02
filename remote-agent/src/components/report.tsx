/**
 * Parts of the agent-centre report and form panels (the titled frame is `@vitrine/shared`'s
 * CentrePanel): a filter row, rows of records (what at the start, amounts at the end, tabular
 * digits), label/value tiles, a small status pill, skeleton rows, and a name search. One layout
 * from 360 px to desktop, logical properties so RTL mirrors it.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Skeleton } from '@vitrine/shared';

/** Filters above a list: as many per row as fit; the period spans the row. */
export const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  align-items: end;
  > [data-testid='date-filter'] {
    grid-column: 1 / -1;
  }
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  .what {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    align-content: start;
  }
  .what strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    overflow-wrap: anywhere;
  }
  .amounts {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: end;
    align-content: start;
    text-align: end;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .amounts .meta {
    white-space: nowrap;
  }
  .figures {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 120px), 1fr));
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  .figures div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .figures dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .figures dd {
    margin: 0;
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Label/value tiles (totals): as many per row as fit, values end-aligned digits. */
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/** A small pill (type, status). */
export const Pill = styled.span<{ tone?: 'neutral' | 'gold' | 'good' | 'bad' }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, tone = 'neutral' }) =>
      tone === 'gold'
        ? theme.color.gold
        : tone === 'good'
          ? theme.color.success
          : tone === 'bad'
            ? theme.color.danger
            : theme.color.border};
  color: ${({ theme, tone = 'neutral' }) =>
    tone === 'gold'
      ? theme.color.gold
      : tone === 'good'
        ? theme.color.success
        : tone === 'bad'
          ? theme.color.danger
          : theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Rows in the shape of what comes. */
export function RowsLoading({ testId, rows = 5 }: { testId: string; rows?: number }) {
  return (
    <Rows aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <div className="what">
            <Skeleton width="60%" />
            <Skeleton width="40%" height="12px" />
          </div>
          <div className="amounts">
            <Skeleton width="80px" />
            <Skeleton width="60px" height="12px" />
          </div>
        </li>
      ))}
    </Rows>
  );
}

const SearchForm = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  > :first-child {
    flex: 1;
  }
`;

/** Search by username: applied on submit (an empty search shows everyone). */
export function UsernameSearch({ value, onSearch }: { value: string; onSearch: (username: string) => void }) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchForm role="search" onSubmit={submit} data-testid="username-search">
      <Field name="username-search" label={t('search_username')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={text}
            maxLength={64}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit">{t('search')}</Button>
    </SearchForm>
  );
}
