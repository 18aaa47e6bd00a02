import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineEndpoint, type Page } from '../api/endpoint';
import { ApiFailure, mockApi, renderWithProviders } from '../testing';
import { presetRange, type DateRangeValue } from '../ui/date-range';
import { RecordBadge, RecordFigures } from './RecordList';
import { RecordMeta, RecordRow } from './RecordRow';
import { RecordScreen, RecordView } from './RecordView';
import { recordRequest, useRecords } from './use-records';

interface Row {
  id: number;
  name: string;
}
interface RowRequest {
  startDate?: string;
  endDate?: string;
  kind?: string;
  pageNo?: number;
  pageSize?: number;
}
type RowPage = Page<Row> & { summary: { count: number } };

const PATH = '/wps/relay/test_rows';
const rowsEndpoint = defineEndpoint<RowRequest, RowPage>({
  name: 'testRows',
  method: 'POST',
  path: PATH,
  token: 'none',
});

const page = (rows: Row[], pageNo = 1, totalPages = 1): RowPage => ({
  list: rows,
  pageNo,
  pageSize: 10,
  total: rows.length,
  totalPages,
  summary: { count: rows.length * 10 },
});

function Rows({ initial = presetRange('last7') }: { initial?: DateRangeValue }) {
  const records = useRecords(rowsEndpoint, { filters: { range: initial, kind: '' } });
  return (
    <>
      <button type="button" onClick={() => records.setFilter('kind', 'big')}>
        big only
      </button>
      <button type="button" onClick={() => records.setFilter('range', { startDate: '', endDate: '' })}>
        clear period
      </button>
      <RecordView
        records={records}
        testId="rows"
        label="Rows"
        errorTitle="Rows could not be loaded"
        emptyMessage="No rows in this period"
        stats={(data) => [{ id: 'count', label: 'Count', value: data.summary.count }]}
      >
        {(row) => (
          <li key={row.id} data-testid="row">
            <div className="what">
              <strong>{row.name}</strong>
              <RecordBadge tone="good">ok</RecordBadge>
            </div>
          </li>
        )}
      </RecordView>
    </>
  );
}

function serve(answer: (body: RowRequest) => unknown) {
  const requests: RowRequest[] = [];
  mockApi({
    [PATH]: (body: unknown) => {
      requests.push(body as RowRequest);
      return answer(body as RowRequest);
    },
  });
  return requests;
}

describe('record kit: useRecords + RecordView', () => {
  it('waits in the shape of the rows, then shows totals, rows and the pager', async () => {
    const requests = serve((body) =>
      page([{ id: body.pageNo ?? 0, name: `row ${body.pageNo}` }], body.pageNo, 3),
    );
    renderWithProviders(<Rows />);
    expect(screen.getByTestId('rows-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('row')).toHaveTextContent('row 1');
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
    expect(within(screen.getByTestId('rows-summary')).getByText('10')).toBeInTheDocument();
    expect(requests[0]).toEqual({ ...presetRange('last7'), pageNo: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('row')).toHaveTextContent('row 2'));
    expect(screen.getByTestId('rows-pager-status')).toHaveTextContent('Page 2 of 3');
    expect(requests.at(-1)).toMatchObject({ pageNo: 2 });
  });

  it('a new filter starts again at page 1 and is sent; an empty choice is not', async () => {
    const requests = serve((body) =>
      page([{ id: 1, name: `${body.kind ?? 'all'} ${body.pageNo}` }], body.pageNo, 2),
    );
    renderWithProviders(<Rows />);
    await screen.findByTestId('row');
    expect(requests[0]).not.toHaveProperty('kind');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('row')).toHaveTextContent('all 2'));
    await userEvent.click(screen.getByRole('button', { name: 'big only' }));
    await waitFor(() => expect(screen.getByTestId('row')).toHaveTextContent('big 1'));
    expect(requests.at(-1)).toEqual({ ...presetRange('last7'), kind: 'big', pageNo: 1, pageSize: 10 });
  });

  it('asks nothing while the period is incomplete', async () => {
    const requests = serve(() => page([{ id: 1, name: 'one' }]));
    renderWithProviders(<Rows />);
    await screen.findByTestId('row');
    await userEvent.click(screen.getByRole('button', { name: 'clear period' }));
    await waitFor(() => expect(screen.queryByTestId('row')).not.toBeInTheDocument());
    expect(screen.queryByTestId('rows-loading')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('says when nothing was found', async () => {
    serve(() => page([]));
    renderWithProviders(<Rows />);
    expect(await screen.findByTestId('rows-empty')).toHaveTextContent('No rows in this period');
    expect(screen.queryByTestId('rows-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the server’s error text with a retry that asks again', async () => {
    let fail = true;
    const requests = serve(() => {
      if (fail) throw new ApiFailure('system_error', 'The records service is resting', 500);
      return page([{ id: 7, name: 'back' }]);
    });
    renderWithProviders(<Rows />);
    const error = await screen.findByTestId('rows-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Rows could not be loaded');
    expect(error).toHaveTextContent('The records service is resting');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('row')).toHaveTextContent('back');
    expect(requests).toHaveLength(2);
  });
});

/** A whole screen: the period and one choice filter, rows drawn with `RecordRow`, the default failure title. */
function Screen() {
  const records = useRecords(rowsEndpoint, { filters: { range: presetRange('last7'), kind: '' } });
  return (
    <RecordScreen
      records={records}
      testId="screen"
      label="Screen rows"
      filters={
        <button type="button" onClick={() => records.setFilter('kind', 'big')}>
          big only
        </button>
      }
    >
      {(row) => (
        <RecordRow
          key={row.id}
          testId="screen-row"
          data-kind="big"
          title={row.name}
          details={<RecordMeta>meta of {row.name}</RecordMeta>}
          amounts={<RecordMeta label="Balance after">{row.id * 10}</RecordMeta>}
        >
          <RecordFigures items={[{ id: 'n', label: 'N', value: row.id }]} />
        </RecordRow>
      )}
    </RecordScreen>
  );
}

describe('record kit: RecordScreen + RecordRow', () => {
  it('draws the period filter and the page’s own filters above the rows', async () => {
    const requests = serve((body) => page([{ id: 3, name: body.kind ?? 'all' }], body.pageNo, 1));
    renderWithProviders(<Screen />);
    expect(screen.getByTestId('date-filter')).toBeInTheDocument();
    const row = await screen.findByTestId('screen-row');
    expect(row.tagName).toBe('LI');
    expect(row).toHaveAttribute('data-kind', 'big');
    expect(row.querySelector('.what strong')).toHaveTextContent('all');
    expect(row.querySelector('.what .meta')).toHaveTextContent('meta of all');
    expect(row.querySelector('.amounts .meta')).toHaveTextContent('Balance after 30');
    expect(row.querySelector('dl.figures [data-figure="n"]')).toHaveTextContent('N3');
    expect(screen.getByRole('list', { name: 'Screen rows' })).toContainElement(row);
    await userEvent.click(screen.getByRole('button', { name: 'big only' }));
    await waitFor(() => expect(screen.getByTestId('screen-row').querySelector('strong')).toHaveTextContent('big'));
    expect(requests.at(-1)).toMatchObject({ kind: 'big', pageNo: 1 });
  });

  it('a row without a title or amounts draws neither', () => {
    renderWithProviders(
      <ul>
        <RecordRow testId="bare" details={<RecordMeta>only details</RecordMeta>} />
      </ul>,
    );
    const row = screen.getByTestId('bare');
    expect(row.querySelector('strong')).toBeNull();
    expect(row.querySelector('.amounts')).toBeNull();
    expect(row).toHaveTextContent('only details');
  });

  it('fails with the shared title when the page names none, and retries', async () => {
    let fail = true;
    const requests = serve(() => {
      if (fail) throw new ApiFailure('system_error', 'Resting', 500);
      return page([{ id: 2, name: 'again' }]);
    });
    renderWithProviders(<Screen />);
    const error = await screen.findByTestId('screen-error');
    expect(error).toHaveTextContent('The records could not be loaded');
    expect(error).toHaveTextContent('Resting');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screen-row')).toHaveTextContent('again');
    expect(requests).toHaveLength(2);
  });
});

describe('recordRequest', () => {
  it('sends the period and the filters that are set', () => {
    expect(
      recordRequest({
        range: { startDate: '2026-01-01', endDate: '2026-01-07' },
        type: '',
        username: 'ana',
        n: 0,
      }),
    ).toEqual({ startDate: '2026-01-01', endDate: '2026-01-07', username: 'ana', n: 0 });
    expect(recordRequest({ category: 'SLOT' })).toEqual({ category: 'SLOT' });
  });
});
