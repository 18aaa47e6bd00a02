import { desEncrypt } from '../../../shared/src/api/des';
import type { BootState } from '@vitrine/shared';
import { openCustomerService } from './customer-service';

const KEY = 'k3yK3y12';
const boot = (customerService: Array<{ csType: number; name: string; path: string }>) =>
  ({ info: { customerService } }) as unknown as BootState;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openCustomerService', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens live chat (type 1) at once', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(openCustomerService(boot([{ csType: 1, name: 'Live chat', path: '/cs/chat' }]))).toBe(true);
    expect(open).toHaveBeenCalledWith('/cs/chat', 'CustomerService', 'width=500,height=500');
  });

  it('opens the popup inside the click for a type-3 path and sends it to the decrypted address', async () => {
    const popup = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const path = desEncrypt('https://cs.example/link', KEY) + KEY;
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path }]))).toBe(true);
    expect(open).toHaveBeenCalledWith('', 'CustomerService', 'width=500,height=500');
    for (let i = 0; i < 5 && !popup.location.href; i++) await flush();
    expect(popup.location.href).toBe('https://cs.example/link');
    // Loaded now: the next open goes straight to the address.
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path }]))).toBe(true);
    expect(open).toHaveBeenLastCalledWith('https://cs.example/link', 'CustomerService', 'width=500,height=500');
    expect(openCustomerService(boot([{ csType: 3, name: 'Customer service', path: 'garbage!' + KEY }]))).toBe(false);
  });
});
