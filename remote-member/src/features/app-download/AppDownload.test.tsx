import { detectPlatform, orderResources, safeAppUrl } from './AppDownload';
import type { endpoints } from '@vitrine/shared';

const res = (resourceType: endpoints.Resource['resourceType'], url = `/app/${resourceType}`): endpoints.Resource => ({ resourceType, url, qrCodeUrl: '', labelNameEn: resourceType });
const ALL = [res('SOCIAL'), res('ANDROID'), res('MOBILECONFIG'), res('IOS'), res('EMAIL')];

describe('app download', () => {
  it("knows the visitor's platform", () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126')).toBe('ANDROID');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('IOS');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', 5)).toBe('IOS');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605', 0)).toBeNull();
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBeNull();
  });

  it('offers only the apps, the visitor platform first', () => {
    expect(orderResources(ALL, null).map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID']);
    expect(orderResources(ALL, 'ANDROID').map((r) => r.resourceType)).toEqual(['ANDROID', 'IOS', 'MOBILECONFIG']);
    expect(orderResources(ALL, 'IOS').map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID']);
  });

  it('uses only http(s) links from the server', () => {
    expect(safeAppUrl('/__sandbox/cdn/app/vitrine.apk', 'https://shop.example')).toBe('https://shop.example/__sandbox/cdn/app/vitrine.apk');
    expect(safeAppUrl('https://apps.apple.com/app/id1', 'https://shop.example')).toBe('https://apps.apple.com/app/id1');
    expect(safeAppUrl('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(safeAppUrl('data:text/html,x', 'https://shop.example')).toBeNull();
  });
});
