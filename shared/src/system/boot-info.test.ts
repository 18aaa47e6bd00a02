import { flattenWhitelabel, imageUrl, isModuleEnabled, toBootState } from './boot-info';
import type { SystemStatus } from '../api/endpoints/system';

const status = {
  status: 0,
  info: {
    whitelabel: [
      { modId: 'COMM3', name: 'common', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', name: 'free play', enabled: '1', childrenNodes: [] }] },
      { modId: 'REG3', name: 'register', enabled: '0', childrenNodes: [{ modId: 'MOBILENUMREG3', name: 'mobile', enabled: '1', childrenNodes: [] }] },
    ],
    imageCDNs: ['https://img-a.test', 'https://img-b.test/'],
    launchGameCDNs: ['https://launch.test'],
  },
} as unknown as SystemStatus;

describe('boot info', () => {
  it('flattens the whitelabel tree once; a child of a disabled module is off', () => {
    expect(flattenWhitelabel(status.info.whitelabel)).toEqual({ COMM3: true, FREEPLAY3: true, REG3: false, MOBILENUMREG3: false });
  });

  it('picks one CDN at random and resolves image paths against it', () => {
    const boot = toBootState(status, () => 0.9);
    expect(boot.imageCdn).toBe('https://img-b.test/');
    expect(imageUrl('/vendor/PG.svg', boot)).toBe('https://img-b.test/vendor/PG.svg');
    expect(imageUrl('https://elsewhere.test/x.png', boot)).toBe('https://elsewhere.test/x.png');
    expect(isModuleEnabled('FREEPLAY3', boot)).toBe(true);
    expect(isModuleEnabled('UNKNOWN3', boot)).toBe(false);
  });
});
