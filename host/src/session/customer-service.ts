import { loadServicePathDecryptor } from '@vitrine/shared/internal';
import type { BootState } from '@vitrine/shared';

/** Spec sections 6 and 9: members with rankLevel above 4 get the VIP customer-service channel. */
export const VIP_SERVICE_ABOVE_RANK = 4;
export const hasVipService = (rankLevel: number | null | undefined): boolean => (rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK;

const POPUP_NAME = 'CustomerService';
const POPUP_FEATURES = 'width=500,height=500';

/** The DES decryptor (crypto-js) of type-3 paths: a lazy chunk, kept once loaded. */
let decryptor: ((path: string) => string | null) | undefined;
let loading: Promise<(path: string) => string | null> | undefined;
function loadDecryptor(): Promise<(path: string) => string | null> {
  loading ??= loadServicePathDecryptor().then((decrypt) => (decryptor = decrypt));
  return loading;
}

/**
 * Open customer service: the VIP channel above rank 4, else live chat; a type-3 path is DES
 * encrypted (key in its last 8 characters) and opens in a 500×500 popup named CustomerService.
 * The decryption code loads on the first type-3 open: the popup is opened at once (inside the
 * click, so no popup blocker stops it) and sent to the address once it is decrypted, or closed
 * when the path does not decrypt.
 */
export function openCustomerService(boot: BootState | null, rankLevel = 0): boolean {
  const entries = boot?.info.customerService ?? [];
  const vip = hasVipService(rankLevel) ? entries.find((e) => e.csType === 2) : undefined;
  const entry = vip ?? entries.find((e) => e.csType === 1) ?? entries.find((e) => e.csType === 3);
  if (!entry) return false;
  if (entry.csType !== 3) return Boolean(window.open(entry.path, POPUP_NAME, POPUP_FEATURES));
  if (!decryptor) {
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!popup) return false;
    void loadDecryptor().then(
      (decrypt) => {
        const url = decrypt(entry.path);
        if (url) popup.location.href = url;
        else popup.close();
      },
      () => popup.close(),
    );
    return true;
  }
  const url = decryptor(entry.path);
  if (!url) return false;
  return Boolean(window.open(url, POPUP_NAME, POPUP_FEATURES));
}
