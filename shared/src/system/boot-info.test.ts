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

  it('keeps the image CDN the first-paint HTML used when the status lists it, else picks at random', () => {
    expect(toBootState(status, () => 0.9, 'https://img-a.test').imageCdn).toBe('https://img-a.test');
    expect(toBootState(status, () => 0.9, 'https://not-listed.test/').imageCdn).toBe('https://img-b.test/');
    expect(toBootState(status, () => 0.9, null).imageCdn).toBe('https://img-b.test/');
  });

  it('never passes a server image URL on unchecked: other schemes, inline markup, mixed content and odd paths give ""', () => {
    const boot = toBootState(status, () => 0.9);
    expect(imageUrl('javascript:alert(1)', boot)).toBe('');
    expect(imageUrl(' JavaScript:alert(1)', boot)).toBe('');
    expect(imageUrl('vbscript:msgbox', boot)).toBe('');
    expect(imageUrl('data:text/html,<script>alert(1)</script>', boot)).toBe('');
    expect(imageUrl('data:image/svg+xml,<svg onload=alert(1)>', boot)).toBe('');
    expect(imageUrl('data:image/png;base64,iVBORw0KGgo=', boot)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(imageUrl('//cdn.test/a.png', boot)).toBe('https://cdn.test/a.png');
    expect(imageUrl('/promo/\\evil.test/x.png', boot)).toBe('');
    expect(imageUrl('/promo/1.svg\n', boot)).toBe('https://img-b.test/promo/1.svg');
    expect(imageUrl('/a\u0000b.png', boot)).toBe('');
    expect(imageUrl(42 as unknown as string, boot)).toBe('');
    // jsdom serves the page over http: an http image is allowed there, never on an https page.
    expect(imageUrl('http://img.test/x.png', boot)).toBe('http://img.test/x.png');
  });

  it('ignores an image CDN base that is not a web URL, and resolves against the page instead', () => {
    const boot = { ...toBootState(status, () => 0.9), imageCdn: 'javascript:alert(1)//' };
    expect(imageUrl('/vendor/PG.svg', boot)).toBe('/vendor/PG.svg');
    expect(imageUrl('vendor/PG.svg', null)).toBe('/vendor/PG.svg');
    // A CDN on the page's own origin (the sandbox's) is a path.
    expect(imageUrl('/vendor/PG.svg', { ...boot, imageCdn: '/__sandbox/cdn' })).toBe('/__sandbox/cdn/vendor/PG.svg');
  });
});
