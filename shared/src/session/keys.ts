/** The session storage keys of spec section 3. Protocol names: keep their spelling. */
export const SESSION_KEYS = [
  'token',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'toUpline',
  'memberLabel',
  'cpw',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Kept across logout (spec section 4: clear session storage keeping merchant values). */
export const MERCHANT_KEYS: readonly SessionKey[] = ['merchant', 'merchantCode', 'platform'];

/** isAgent values (spec section 6). */
export const ACCOUNT_CENTRE_ROLES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT = 4;
