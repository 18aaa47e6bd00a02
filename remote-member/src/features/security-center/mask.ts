/** Show enough of a contact detail to recognise it, never all of it (security centre). */

/** `agent@example.com` → `ag***@example.com`; a one-letter name keeps only that letter. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 2)}***`;
  const name = email.slice(0, at);
  const keep = name.length <= 2 ? 1 : 2;
  return `${name.slice(0, keep)}***${email.slice(at)}`;
}

/** `11987650001` with `55` → `+55 119****0001`: the first three and last four digits stay. */
export function maskMobile(mobile: string | null | undefined, dialingCode?: string | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\s+/g, '');
  const masked =
    digits.length <= 4
      ? `${'*'.repeat(Math.max(0, digits.length - 1))}${digits.slice(-1)}`
      : digits.length <= 7
        ? `${digits.slice(0, 1)}****${digits.slice(-2)}`
        : `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  const code = dialingCode ? dialingCode.replace(/^\+/, '') : '';
  return code ? `+${code} ${masked}` : masked;
}
