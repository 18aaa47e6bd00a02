import { decryptServicePath } from '@vitrine/shared/internal';
import type { BootState } from '@vitrine/shared';

/** Spec sections 6 and 9: members with rankLevel above 4 get the VIP customer-service channel. */
export const VIP_SERVICE_ABOVE_RANK = 4;
export const hasVipService = (rankLevel: number | null | undefined): boolean => (rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK;

/**
 * Open customer service: the VIP channel above rank 4, else live chat; a type-3 path is DES
 * encrypted (key in its last 8 characters) and opens in a 500×500 popup named CustomerService.
 */
export function openCustomerService(boot: BootState | null, rankLevel = 0): boolean {
  const entries = boot?.info.customerService ?? [];
  const vip = hasVipService(rankLevel) ? entries.find((e) => e.csType === 2) : undefined;
  const entry = vip ?? entries.find((e) => e.csType === 1) ?? entries.find((e) => e.csType === 3);
  if (!entry) return false;
  const url = entry.csType === 3 ? decryptServicePath(entry.path) : entry.path;
  if (!url) return false;
  const popup = window.open(url, 'CustomerService', 'width=500,height=500');
  return Boolean(popup);
}
