import { defineEndpoint } from '../../endpoint';
import type { RgStatement, RgStatementRequest } from './types';

/** Deposits, withdrawals, bets, wins and net result by day, week or month (from the account record). */
export const rgStatement = defineEndpoint<RgStatementRequest, RgStatement>({
  name: 'rgStatement', method: 'GET', path: '/wps/member/rg/statement', token: 'required',
});
