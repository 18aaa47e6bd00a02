import { loadServicePathDecryptor } from '@vitrine/shared/internal';
import type { BootState } from '@vitrine/shared';

/** Spec sections 6 and 9: members with rankLevel above 4 get the VIP customer-service channel. */
export const VIP_SERVICE_ABOVE_RANK = 4;
export const hasVipService = (rankLevel: number | null | undefined): boolean => (rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK;

const POPUP_NAME = 'CustomerService';
const POPUP_SIZE = 'width=500,height=500';
/** The page we open never gets a handle on the storefront (window.opener) nor its address (Referer). */
const POPUP_FEATURES = `${POPUP_SIZE},noopener,noreferrer`;

/**
 * A customer-service address from the server, made absolute against the site origin, when it is
 * http(s); anything else (javascript:, data:, a broken address) is refused.
 */
export function safeServiceUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The DES decryptor (crypto-js) of type-3 paths: a lazy chunk, kept once loaded. */
let decryptor: ((path: string) => string | null) | undefined;
let loading: Promise<(path: string) => string | null> | undefined;
function loadDecryptor(): Promise<(path: string) => string | null> {
  loading ??= loadServicePathDecryptor().then((decrypt) => (decryptor = decrypt));
  return loading;
}

/**
 * Send a popup we opened blank (so the click was not lost to the popup blocker) to `url` as if it
 * had been opened with noopener,noreferrer: its opener is cut first, and the navigation starts
 * from a rel="noopener noreferrer" link inside the popup, so no Referer is sent.
 */
function sendPopup(popup: Window, url: string): void {
  try {
    popup.opener = null;
    const link = popup.document.createElement('a');
    link.href = url;
    link.rel = 'noopener noreferrer';
    popup.document.body.appendChild(link);
    link.click();
  } catch {
    popup.close();
  }
}

/**
 * Open customer service: the VIP channel above rank 4, else live chat; a type-3 path is DES
 * encrypted (key in its last 8 characters) and opens in a 500×500 popup named CustomerService.
 * Only http(s) addresses open, always with noopener,noreferrer. The decryption code loads on the
 * first type-3 open: the popup is opened blank at once (inside the click, so no popup blocker
 * stops it) and sent to the address once it is decrypted and checked, or closed when the path
 * does not decrypt to an http(s) address. Answers whether something was opened (or is opening).
 */
export function openCustomerService(boot: BootState | null, rankLevel = 0): boolean {
  const entries = boot?.info.customerService ?? [];
  const vip = hasVipService(rankLevel) ? entries.find((e) => e.csType === 2) : undefined;
  const entry = vip ?? entries.find((e) => e.csType === 1) ?? entries.find((e) => e.csType === 3);
  if (!entry) return false;
  const open = (raw: string | null): boolean => {
    const url = safeServiceUrl(raw);
    if (!url) return false;
    // With noopener the browser answers null even when the popup opened.
    window.open(url, POPUP_NAME, POPUP_FEATURES);
    return true;
  };
  if (entry.csType !== 3) return open(entry.path);
  if (decryptor) return open(decryptor(entry.path));
  const popup = window.open('', POPUP_NAME, POPUP_SIZE);
  if (!popup) return false;
  void loadDecryptor().then(
    (decrypt) => {
      const url = safeServiceUrl(decrypt(entry.path));
      if (url) sendPopup(popup, url);
      else popup.close();
    },
    () => popup.close(),
  );
  return true;
}
