import { decryptServicePath } from '@vitrine/shared/internal';
import type { BootState } from '@vitrine/shared';

/**
 * Open customer service: the VIP channel above rank 4, else live chat; a type-3 path is DES
 * encrypted (key in its last 8 characters) and opens in a 500×500 popup named CustomerService.
 */
export function openCustomerService(boot: BootState | null, rankLevel = 0): boolean {
  const entries = boot?.info.customerService ?? [];
  const vip = rankLevel > 4 ? entries.find((e) => e.csType === 2) : undefined;
  const entry = vip ?? entries.find((e) => e.csType === 1) ?? entries.find((e) => e.csType === 3);
  if (!entry) return false;
  const url = entry.csType === 3 ? decryptServicePath(entry.path) : entry.path;
  if (!url) return false;
  const popup = window.open(url, 'CustomerService', 'width=500,height=500');
  return Boolean(popup);
}
