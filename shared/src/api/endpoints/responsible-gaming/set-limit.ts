import { defineEndpoint } from '../../endpoint';
import type { RgLimit, RgSetLimitRequest } from './types';

/** Sets one limit. Lowering applies at once; raising or removing applies 24 hours later. Answers every limit. */
export const rgSetLimit = defineEndpoint<RgSetLimitRequest, RgLimit[]>({
  name: 'rgSetLimit', method: 'POST', path: '/wps/member/rg/limits', token: 'required',
});
