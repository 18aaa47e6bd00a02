import { makeApi, type Api } from './util';
import { PNG } from './samples';

/**
 * Uploads are checked by their bytes (issue 12, finding 5): HTML named .png, SVG and polyglots are
 * refused with the spec's message ("only png or jpg") by the promotion apply and the payout proof.
 */
jest.setTimeout(60_000);

let api: Api;
let token: string;
beforeAll(async () => {
  api = await makeApi();
  token = await api.login('demo');
});
afterAll(() => api.app.close());

const dataUrl = (type: string, text: string) => `data:${type};base64,${Buffer.from(text, 'latin1').toString('base64')}`;
const HTML_AS_PNG = dataUrl('image/png', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG_AS_PNG = dataUrl('image/png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const POLYGLOT = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64')}`;

const apply = (images: string[]) => api.call('POST', '/wps/relay/MCSFE_applyPromotion', { promotionId: 2, comment: 'please', images }, { token });

describe('promotion apply images', () => {
  it.each([['HTML named .png', HTML_AS_PNG], ['SVG named .png', SVG_AS_PNG], ['a PNG with HTML after it', POLYGLOT]])('refuses %s', async (_name, image) => {
    const r = await apply([image]);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_error');
    expect(r.body.message).toMatch(/images\[0\]: only png or jpg/);
  });
  it('accepts a real PNG', async () => {
    const r = await apply([PNG]);
    expect(r.body.code).not.toBe('validation_error');
  });
});

describe('payout proof', () => {
  it('NOT_RECEIVED with HTML bytes named .png is refused and changes nothing', async () => {
    const w = await api.v<{ transactionId: string }>('POST', '/wps/relay/PAYFE_requestWithdraw', { amount: 5, password: 'Demo1234', account: 'pix' }, { token, encrypt: true });
    const pc = api.app.sandbox.db.prepare('SELECT id FROM payment_confirmations WHERE txn_id = ?').get(w.transactionId) as { id: number };
    const r = await api.call('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: pc.id, action: 'NOT_RECEIVED', proofImage: HTML_AS_PNG }, { token });
    expect([r.status, r.body.code]).toEqual([400, 'validation_error']);
    expect(r.body.message).toMatch(/only png or jpg/);
    expect((api.app.sandbox.db.prepare('SELECT state FROM payment_confirmations WHERE id = ?').get(pc.id) as { state: string }).state).toBe('DISBURSED');
  });
});
