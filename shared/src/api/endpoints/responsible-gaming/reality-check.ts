import { defineEndpoint } from '../../endpoint';
import type { RgRealityCheck, RgSetRealityCheckRequest } from './types';

/** Chooses the reality-check interval (one of the brand's options) or turns it off. */
export const rgSetRealityCheck = defineEndpoint<RgSetRealityCheckRequest, RgRealityCheck>({
  name: 'rgSetRealityCheck', method: 'POST', path: '/wps/member/rg/reality-check', token: 'required',
});
