import { fingerprintHash } from './device-id';

describe('loginDeviceId', () => {
  it('is formatted 8-4-4-4-12 and stable for the same traits', () => {
    const a = fingerprintHash('Mozilla|pt|390|844');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(fingerprintHash('Mozilla|pt|390|844')).toBe(a);
    expect(fingerprintHash('Mozilla|en|390|844')).not.toBe(a);
  });
});
