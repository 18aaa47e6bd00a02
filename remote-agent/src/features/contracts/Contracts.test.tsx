import '../../test-utils/logged-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, type endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import ContractsPanel from '../../pages/ContractsPanel';
import agent from '../../locales/en.json';

const resources = { agent };
const money = (value: number) => formatMoney(value, 'en');

const PATHS = {
  info: '/wps/relay/MCSFE_getContractInfo',
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
  hourly: '/wps/relay/MCS2_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  downlines: '/wps/relay/MCSFE_getDownlineList',
  revenue: '/wps/relay/ODSFE2_getAgentRevenue',
};

const info = (requestType: 0 | 1 | 2 | 3 = 3): endpoints.ContractInfo => ({
  dailysalreqtype: requestType,
  divtypereq: requestType,
  contracthoursalreq: requestType,
  realtimesalreqtype: requestType,
  enabled: { dividend: true, salary: true, hourSalary: true, realtimeSalary: true },
  pendingRequests: 1,
});

const TERMS: endpoints.ContractTerms = {
  rate: 0.01,
  period: 'D',
  periodValidBet: 1000,
  periodProfitLoss: 0,
  activeMembers: 1,
  betAmount: 500,
  profitSalaryRate: 0.002,
  lossSalaryRate: 0.005,
  singleBet: 1,
};

let nextId = 100;
const contract = (over: Partial<endpoints.Contract> & Pick<endpoints.Contract, 'role' | 'state'>): endpoints.Contract => {
  const upline = over.role === 'DOWNLINE';
  return {
    id: nextId++,
    kind: 'DAILY_SALARY',
    uplineId: upline ? 1 : 2,
    uplineName: upline ? 'master' : 'agent',
    downlineId: upline ? 2 : 10,
    downlineName: upline ? 'agent' : 'down1',
    requestedBy: over.state === 'REQUESTED' ? 'UPLINE' : null,
    terms: TERMS,
    paidTotal: 12.5,
    createdAt: '2026-01-02 10:00:00',
    updatedAt: '2026-01-02 10:00:00',
    ...over,
  };
};

const downlines = (list: { id: number; username: string }[]): endpoints.Page<endpoints.Downline> => ({
  list: list.map((d) => ({
    ...d,
    nickname: d.username,
    type: 0,
    upline: 'agent',
    balance: 10,
    registerTime: '2026-01-01 00:00:00',
    lastLoginTime: null,
    teamSize: 0,
    contracts: [],
  })),
  pageNo: 1,
  pageSize: 200,
  total: list.length,
  totalPages: 1,
});

const revenue = (rows: Partial<endpoints.AgentRevenueRow>[] = []): endpoints.AgentRevenue => ({
  total: 0,
  rows: rows.map((r) => ({ date: '2026-01-05', salary: 0, hourlySalary: 0, realtimeSalary: 0, dividend: 0, total: 0, ...r })),
});

const renderPage = (page = 'agentDailyWages') =>
  renderWithProviders(<ContractsPanel page={page} navigate={() => undefined} />, { resources });

describe('contract pages (agent centre items 9–12)', () => {
  beforeEach(() => {
    nextId = 100;
  });

  it('loads, then shows the upline contract and the offers to downlines with their terms, state and what they paid', async () => {
    const contracts = [
      contract({ role: 'DOWNLINE', state: 'ACCEPTED', terms: { ...TERMS, rate: 0.005, betAmount: 100 } }),
      contract({ role: 'UPLINE', state: 'ACCEPTED', downlineName: 'down1', paidTotal: 321.5 }),
      contract({ role: 'UPLINE', state: 'TERMINATED', downlineName: 'down9' }),
    ];
    mockApi({
      [PATHS.info]: info(),
      [PATHS.daily]: { contracts },
      [PATHS.revenue]: revenue([{ date: '2026-01-05', salary: 4.2 }, { date: '2026-01-04', salary: 0, dividend: 3 }]),
    });
    renderPage();
    expect(screen.getByTestId('contracts-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily wages' })).toBeInTheDocument();

    const fromUpline = await screen.findByTestId('from-upline-list');
    const mine = within(fromUpline).getByTestId('contract');
    expect(mine).toHaveAccessibleName('Contract with upline master');
    expect(within(mine).getByTestId('contract-state')).toHaveTextContent('In force');
    expect(within(mine).getByTestId('contract-terms')).toHaveTextContent('Rate0.5%');
    expect(within(mine).getByTestId('contract-terms')).toHaveTextContent(`Valid bet per day${money(100)}`);
    expect(within(mine).getByTestId('contract-request-end')).toBeInTheDocument();
    // Only the upline may end a contract at once.
    expect(within(mine).queryByTestId('contract-terminate')).toBeNull();

    const offered = screen.getByTestId('to-downlines-list');
    const cards = within(offered).getAllByTestId('contract');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName('Contract with downline down1');
    expect(within(cards[0]).getByTestId('contract-paid')).toHaveTextContent(money(321.5));
    expect(within(cards[0]).getByTestId('contract-terminate')).toBeInTheDocument();
    // Ended contracts stay folded away until asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Show ended contracts (1)' }));
    expect(within(offered).getAllByTestId('contract')).toHaveLength(2);
    expect(within(offered).getAllByTestId('contract-state')[1]).toHaveTextContent('Ended');

    // What daily wages paid the agent (the dividend column is another page's).
    expect(await screen.findByTestId('settlements-total')).toHaveTextContent(money(4.2));
    expect(screen.getAllByTestId('settlement-row')).toHaveLength(1);
  });

  it('accepts an offer from the upline, announces it and shows the answer the server gives', async () => {
    const offer = contract({ role: 'DOWNLINE', state: 'REQUESTED', kind: 'REALTIME_SALARY' });
    const bodies: unknown[] = [];
    mockApi({
      [PATHS.info]: info(2),
      [PATHS.realtime]: (body: endpoints.ContractProcessRequest) => {
        bodies.push(body);
        if (body.action === 'ACCEPT') return { contracts: [{ ...offer, state: 'ACCEPTED', requestedBy: null }] };
        return { contracts: [offer] };
      },
      [PATHS.revenue]: revenue(),
    });
    renderPage('agentRealtimeSalary');
    const card = await screen.findByTestId('contract');
    expect(within(card).getByTestId('contract-awaits-me')).toHaveTextContent('Your answer is needed');
    expect(within(card).getByTestId('contract-terms')).toHaveTextContent('Profit salary rate0.2%');
    expect(within(card).getByTestId('contract-terms')).toHaveTextContent('Loss salary rate0.5%');
    // Receiving only: no offers section.
    expect(screen.queryByTestId('to-downlines')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('contracts-status')).toHaveTextContent('You accepted the contract from master.');
    await waitFor(() => expect(screen.getByTestId('contract-state')).toHaveTextContent('In force'));
    expect(bodies).toContainEqual({ action: 'ACCEPT', contractId: offer.id });
    expect(screen.getByTestId('settlements-empty')).toHaveTextContent('Nothing was paid to you in this period.');
  });

  it('a lost answer to Accept is checked, not refused: the list is re-read and the retry repeats it with the same key', async () => {
    const offer = contract({ role: 'DOWNLINE', state: 'REQUESTED', kind: 'REALTIME_SALARY' });
    let lose = true;
    let accepted = false;
    mockApi({
      [PATHS.info]: info(2),
      [PATHS.realtime]: (body: endpoints.ContractProcessRequest) => {
        if (body.action === 'ACCEPT') {
          // The server carries it out, but the answer is lost on the way (a gateway 502).
          accepted = true;
          if (lose) throw new ApiFailure('http_error', 'Bad gateway', 502);
        }
        return { contracts: [accepted ? { ...offer, state: 'ACCEPTED', requestedBy: null } : offer] };
      },
      [PATHS.revenue]: revenue(),
    });
    // The Idempotency-Key of every ACCEPT that leaves the client.
    const accepts: (string | null)[] = [];
    const server = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if ((await request.clone().text()).includes('"ACCEPT"')) accepts.push(request.headers.get('Idempotency-Key'));
      return server(request);
    };
    renderPage('agentRealtimeSalary');
    const card = await screen.findByTestId('contract');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const check = await screen.findByTestId('contract-outcome');
    expect(check).toHaveTextContent('We could not confirm this yet');
    expect(screen.queryByTestId('contract-error')).toBeNull();
    // The list is read again: the contract is in force after all.
    await waitFor(() => expect(screen.getByTestId('contract-state')).toHaveTextContent('In force'));
    lose = false;
    const retry = screen.getByTestId('contract-outcome-retry');
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByTestId('contracts-status')).toHaveTextContent('You accepted the contract from master.');
    expect(accepts).toHaveLength(2);
    expect(accepts[0]).toBeTruthy();
    expect(accepts[1]).toBe(accepts[0]);
  });

  it('asks before ending: Escape keeps the contract and puts focus back, confirming ends it', async () => {
    const running = contract({ role: 'UPLINE', state: 'ACCEPTED', kind: 'HOURLY_SALARY', downlineName: 'down2' });
    const actions: string[] = [];
    mockApi({
      [PATHS.info]: info(1),
      [PATHS.hourly]: (body: endpoints.ContractProcessRequest) => {
        actions.push(body.action);
        return { contracts: [body.action === 'TERMINATE' ? { ...running, state: 'TERMINATED' } : running] };
      },
    });
    renderPage('agentHourlySalary');
    const card = await screen.findByTestId('contract');
    const end = within(card).getByRole('button', { name: 'End now' });
    await userEvent.click(end);
    const confirm = within(card).getByTestId('contract-confirm');
    expect(confirm).toHaveAccessibleName('End the contract with down2 now? Nothing more is paid under it.');
    expect(within(confirm).getByTestId('contract-confirm-yes')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(card).queryByTestId('contract-confirm')).toBeNull();
    expect(within(card).getByRole('button', { name: 'End now' })).toHaveFocus();
    expect(actions).toEqual(['LIST']);

    await userEvent.click(within(card).getByRole('button', { name: 'End now' }));
    await userEvent.click(within(card).getByTestId('contract-confirm-yes'));
    expect(await screen.findByTestId('contracts-status')).toHaveTextContent('The contract with down2 has ended.');
    expect(actions).toEqual(['LIST', 'TERMINATE']);
    // The ended contract folds away; the section says nothing is open.
    expect(screen.getByTestId('to-downlines-empty')).toBeInTheDocument();
    // Receiving is not open to this account: no settlements either.
    expect(screen.queryByTestId('settlements')).toBeNull();
  });

  it('answers a downline asking to end, and shows the reason when the server refuses', async () => {
    const asked = contract({ role: 'UPLINE', state: 'TERMINATION_REQUESTED', requestedBy: 'DOWNLINE', downlineName: 'down4' });
    mockApi({
      [PATHS.info]: info(1),
      [PATHS.daily]: (body: endpoints.ContractProcessRequest) => {
        if (body.action === 'ACCEPT') throw new ApiFailure('conflict', 'Contract is TERMINATED: nothing to answer', 409);
        return { contracts: [asked] };
      },
    });
    renderPage();
    const card = await screen.findByTestId('contract');
    expect(within(card).getByTestId('contract-state')).toHaveTextContent('Ending requested');
    expect(within(card).getByRole('button', { name: 'Keep the contract' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Agree to end' }));
    await userEvent.click(within(card).getByTestId('contract-confirm-yes'));
    const error = await within(card).findByTestId('contract-error');
    expect(error).toHaveTextContent('That did not go through');
    expect(error).toHaveTextContent('Contract is TERMINATED: nothing to answer');
  });

  it('waits, without buttons, on a request the agent made itself', async () => {
    mockApi({
      [PATHS.info]: info(2),
      [PATHS.daily]: { contracts: [contract({ role: 'DOWNLINE', state: 'TERMINATION_REQUESTED', requestedBy: 'DOWNLINE' })] },
      [PATHS.revenue]: revenue(),
    });
    renderPage();
    const card = await screen.findByTestId('contract');
    expect(within(card).getByTestId('contract-waiting')).toHaveTextContent('Waiting for master to answer your request to end it.');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('checks the offer form by the field before calling, then sends the terms as the server reads them', async () => {
    const sent: endpoints.ContractProcessRequest[] = [];
    const open = contract({ role: 'UPLINE', state: 'ACCEPTED', kind: 'DIVIDEND', downlineId: 11, downlineName: 'down1' });
    mockApi({
      [PATHS.info]: info(1),
      [PATHS.dividend]: (body: endpoints.ContractProcessRequest) => {
        sent.push(body);
        if (body.action !== 'REQUEST') return { contracts: [open] };
        return { contracts: [open, contract({ role: 'UPLINE', state: 'REQUESTED', kind: 'DIVIDEND', downlineId: 12, downlineName: 'down2' })] };
      },
      [PATHS.downlines]: downlines([
        { id: 11, username: 'down1' },
        { id: 12, username: 'down2' },
      ]),
    });
    renderPage('agentBonus');
    await userEvent.click(await screen.findByRole('button', { name: 'Offer a new contract' }));
    const form = screen.getByTestId('offer-form');
    expect(within(form).getByRole('heading', { name: 'Offer a new dividend contract' })).toHaveFocus();
    const select = await within(form).findByRole('combobox', { name: 'Downline' });
    // A downline with an open contract of this kind cannot get a second one.
    expect(within(select).getByRole('option', { name: 'down1 (contract open)' })).toBeDisabled();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Active members' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Active members' }), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByTestId('downline-error')).toHaveTextContent('Choose the downline to offer the contract to.');
    expect(within(form).getByTestId('rate-error')).toHaveTextContent('Fill this in.');
    expect(within(form).getByTestId('activeMembers-error')).toHaveTextContent('A whole number up to 100000.');
    expect(select).toHaveFocus();
    expect(sent.map((b) => b.action)).toEqual(['LIST']);

    await userEvent.selectOptions(select, 'down2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate' }), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByTestId('rate-error')).toHaveTextContent('A rate is at most 100%.');

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Rate' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate' }), '25,5');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'W');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Team loss per period' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Team loss per period' }), '1000');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Active members' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Active members' }), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByTestId('contracts-status')).toHaveTextContent('Your offer was sent to down2.');
    expect(screen.queryByTestId('offer-form')).toBeNull();
    expect(sent[1]).toEqual({
      action: 'REQUEST',
      downlineId: 12,
      terms: { rate: 0.255, period: 'W', periodProfitLoss: 1000, periodValidBet: 0, activeMembers: 2 },
    });
    const states = within(screen.getByTestId('to-downlines-list')).getAllByTestId('contract-state').map((s) => s.textContent);
    expect(states).toEqual(['Offered', 'In force']);
  });

  it("keeps what was typed and shows the server's reason when an offer is refused", async () => {
    mockApi({
      [PATHS.info]: info(1),
      [PATHS.realtime]: (body: endpoints.ContractProcessRequest) => {
        if (body.action === 'REQUEST') throw new ApiFailure('conflict', 'A contract of this kind with this downline is already open', 409);
        return { contracts: [] };
      },
      [PATHS.downlines]: downlines([{ id: 12, username: 'down2' }]),
    });
    renderPage('agentRealtimeSalary');
    expect(await screen.findByTestId('to-downlines-empty')).toHaveTextContent('You have no open contracts of this kind with your downlines.');
    await userEvent.click(screen.getByRole('button', { name: 'Offer a new contract' }));
    const form = screen.getByTestId('offer-form');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: 'Downline' }), 'down2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Profit salary rate' }), '0');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Loss salary rate' }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByTestId('profitSalaryRate-error')).toHaveTextContent('At least one of the two rates must be above 0%.');

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Loss salary rate' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Loss salary rate' }), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const error = await within(form).findByTestId('offer-error');
    expect(error).toHaveTextContent('The offer was not sent');
    expect(error).toHaveTextContent('A contract of this kind with this downline is already open');
    expect(within(form).getByRole('textbox', { name: 'Loss salary rate' })).toHaveValue('0.5');

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('offer-form')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Offer a new contract' })).toHaveFocus());
  });

  it('says when the account takes neither side of this kind', async () => {
    mockApi({ [PATHS.info]: info(0), [PATHS.hourly]: { contracts: [] } });
    renderPage('agentHourlySalary');
    expect(await screen.findByTestId('contracts-none')).toHaveTextContent('Contracts of this kind are not available to your account.');
  });

  it('offers a retry when the contracts cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [PATHS.info]: info(2),
      [PATHS.daily]: () => {
        if (fail) throw new ApiFailure('internal_error', 'Service unavailable', 500);
        return { contracts: [] };
      },
      [PATHS.revenue]: () => {
        throw new ApiFailure('internal_error', 'Report down', 500);
      },
    });
    renderPage();
    const error = await screen.findByTestId('contracts-error');
    expect(error).toHaveTextContent('The contracts could not be loaded');
    expect(error).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('from-upline-empty')).toHaveTextContent('Your upline has no contract of this kind with you.');
    // The settlement report failing does not take the contracts down with it.
    expect(await screen.findByTestId('settlements-error')).toHaveTextContent('What was paid could not be loaded');
  });
});
