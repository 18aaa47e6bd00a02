import { defineEndpoint } from '../../endpoint';
import type { RgStatus } from './types';

/** The player's limits (with pending changes and use), 80% warnings (told once), reality check. */
export const rgStatus = defineEndpoint<void, RgStatus>({
  name: 'rgStatus', method: 'GET', path: '/wps/member/rg/status', token: 'required',
});
