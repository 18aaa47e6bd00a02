import { defineEndpoint } from '../../endpoint';
import type { RgExcludeRequest, RgExclusion } from './types';

/** Starts a time-out or self-exclusion (password + confirmation). Ends every session of the account; cannot be undone early. */
export const rgExclude = defineEndpoint<RgExcludeRequest, RgExclusion>({
  name: 'rgExclude', method: 'POST', path: '/wps/member/rg/exclusion', encrypted: true, token: 'required',
});
