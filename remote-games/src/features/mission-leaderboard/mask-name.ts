/**
 * Other players' account names are never shown whole. The operator masks them (`de***1`); a
 * name that arrives unmasked is masked the same way here: two first characters, ***, the last.
 */
export function maskName(name: string): string {
  if (name.includes('*')) return name;
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
