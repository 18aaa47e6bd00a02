/**
 * The team record pages (team betting, account details, user profit/loss) share their filters
 * (a period and a username) and their page: `TeamRecordScreen` is `@vitrine/shared`'s record kit
 * (`useRecords` + `RecordScreen`) for one team record call.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Field,
  Input,
  presetRange,
  RecordScreen,
  useRecords,
  type DateRangeValue,
  type Endpoint,
  type endpoints,
  type RecordPage,
  type RecordViewProps,
} from '@vitrine/shared';

/** Rows per page of the team record lists. */
export const TEAM_PAGE_SIZE = 10;

export type TeamFilterValues = { range: DateRangeValue; username: string };

/** The last 7 days, everyone. */
const initialTeamFilters = (): TeamFilterValues => ({ range: presetRange('last7'), username: '' });

/** Filters (period, username), paging and the query of one team record call. */
export function useTeamRecords<Res extends RecordPage>(endpoint: Endpoint<endpoints.TeamRecordRequest, Res>) {
  return useRecords(endpoint, { filters: initialTeamFilters, pageSize: TEAM_PAGE_SIZE });
}

/**
 * One team record page: the period and username filters, then the rows of `endpoint` (loading,
 * failure with retry, empty, totals, pager) as `RecordView` draws them.
 */
export function TeamRecordScreen<Res extends RecordPage>({
  endpoint,
  ...view
}: { endpoint: Endpoint<endpoints.TeamRecordRequest, Res> } & Omit<RecordViewProps<Res>, 'records'>) {
  const records = useTeamRecords(endpoint);
  return (
    <RecordScreen
      records={records}
      filters={
        <UsernameSearch
          value={records.filters.username}
          onSearch={(username) => records.setFilter('username', username)}
        />
      }
      {...view}
    />
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
