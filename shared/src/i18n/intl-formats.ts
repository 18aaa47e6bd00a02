/**
 * Intl formats, built once per language and options. Building an Intl.DateTimeFormat or
 * NumberFormat costs far more than using one (the browser loads the locale's data): a list of
 * twelve promotions built 24 date formats in its render, a long task of a phone's load (issue 9).
 * An unknown language code throws here as it would from the constructor.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, lang: string | undefined, options: object, build: () => F): F {
  const key = `${kind}\u0000${lang ?? ''}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (lang: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', lang, options, () => new Intl.DateTimeFormat(lang, options));

export const numberFormat = (lang: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', lang, options, () => new Intl.NumberFormat(lang, options));
