import { desEncrypt } from '../../../shared/src/api/des';
import type { BootState } from '@vitrine/shared';
import { openCustomerService, safeServiceUrl } from './customer-service';

const KEY = 'k3yK3y12';
const FEATURES = 'width=500,height=500,noopener,noreferrer';
const boot = (customerService: Array<{ csType: number; name: string; path: string }>) =>
  ({ info: { customerService } }) as unknown as BootState;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A blank popup as the browser gives it: a same-origin document whose link clicks are recorded. */
function blankPopup() {
  const doc = document.implementation.createHTMLDocument('');
  const clicked: Array<{ href: string; rel: string }> = [];
  doc.addEventListener('click', (e) => {
    const a = e.target as HTMLAnchorElement;
    clicked.push({ href: a.href, rel: a.rel });
    e.preventDefault();
  });
  const popup = { opener: window as Window | null, document: doc, close: jest.fn() };
  return { popup, clicked };
}

describe('safeServiceUrl', () => {
  it('lets only http(s) through, relative paths made absolute against the site', () => {
    expect(safeServiceUrl('/cs/chat', 'https://site.example')).toBe('https://site.example/cs/chat');
    expect(safeServiceUrl('https://cs.example/x?a=1', 'https://site.example')).toBe('https://cs.example/x?a=1');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'http://[bad', '', null, undefined])
      expect([bad, safeServiceUrl(bad, 'https://site.example')]).toEqual([bad, null]);
  });
});

describe('openCustomerService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens live chat (type 1) at once, with noopener,noreferrer', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openCustomerService(boot([{ csType: 1, name: 'Live chat', path: '/cs/chat' }]))).toBe(true);
    expect(open).toHaveBeenCalledWith('http://localhost/cs/chat', 'CustomerService', FEATURES);
  });

  it('opens nothing for a javascript: path (type 1 or VIP type 2)', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openCustomerService(boot([{ csType: 1, name: 'Live chat', path: 'javascript:alert(1)' }]))).toBe(false);
    expect(openCustomerService(boot([{ csType: 2, name: 'VIP', path: 'javascript:alert(1)' }]), 5)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('type 3: opens the popup inside the click, cuts its opener and sends it on through a noreferrer link; then opens directly', async () => {
    const { popup, clicked } = blankPopup();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = desEncrypt('https://cs.example/link', KEY) + KEY;
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path }]))).toBe(true);
    expect(open).toHaveBeenCalledWith('', 'CustomerService', 'width=500,height=500');
    for (let i = 0; i < 10 && !clicked.length; i++) await flush();
    expect(clicked).toEqual([{ href: 'https://cs.example/link', rel: 'noopener noreferrer' }]);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    // Loaded now: the next open goes straight to the address, noopener,noreferrer.
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path }]))).toBe(true);
    expect(open).toHaveBeenLastCalledWith('https://cs.example/link', 'CustomerService', FEATURES);
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path: 'garbage!' + KEY }]))).toBe(false);
    // An encrypted javascript: address opens nothing.
    open.mockClear();
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path: desEncrypt('javascript:alert(1)', KEY) + KEY }]))).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openCustomerService: type 3 before the decryptor is loaded', () => {
  it('closes the blank popup when the path decrypts to javascript:', async () => {
    // A fresh module: its decryptor is not loaded yet.
    let fresh: typeof import('./customer-service') | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = require('./customer-service') as typeof import('./customer-service');
    });
    const { popup, clicked } = blankPopup();
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = desEncrypt('javascript:alert(1)', KEY) + KEY;
    expect(fresh?.openCustomerService(boot([{ csType: 3, name: 'Customer service', path }]))).toBe(true);
    for (let i = 0; i < 10 && !popup.close.mock.calls.length; i++) await flush();
    expect(popup.close).toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });
});
