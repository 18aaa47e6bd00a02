import { defineEndpoint } from '../../endpoint';
import type { RgRealityCheck } from './types';

/** "Continue" on a reality check: the next one is due one interval from now. */
export const rgRealityCheckAck = defineEndpoint<void, RgRealityCheck>({
  name: 'rgRealityCheckAck', method: 'POST', path: '/wps/member/rg/reality-check/ack', token: 'required',
});
