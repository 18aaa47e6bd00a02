/**
 * The 29 languages of spec section 1. `code` is the i18next language and locale file name;
 * `api` is what the `Language` header and update-language action carry.
 */
export interface LanguageInfo {
  code: string;
  api: string;
  /** The language's own name, shown in the picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'pt', api: 'PT', nativeName: 'Português', dir: 'ltr' },
  { code: 'en', api: 'EN', nativeName: 'English', dir: 'ltr' },
  { code: 'zh', api: 'ZH', nativeName: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', api: 'ZH_TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'ja', api: 'JA', nativeName: '日本語', dir: 'ltr' },
  { code: 'th', api: 'TH', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'vi', api: 'VI', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'my', api: 'MY', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'es', api: 'ES', nativeName: 'Español', dir: 'ltr' },
  { code: 'hi', api: 'HI', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'id', api: 'ID', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'km', api: 'KM', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'ko', api: 'KO', nativeName: '한국어', dir: 'ltr' },
  { code: 'ms', api: 'MS', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'pt-BR', api: 'PT_BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ta', api: 'TA', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'tl', api: 'TL', nativeName: 'Tagalog', dir: 'ltr' },
  { code: 'ur', api: 'UR', nativeName: 'اردو', dir: 'rtl' },
  { code: 'ur-Latn', api: 'UR_RO', nativeName: 'Roman Urdu', dir: 'ltr' },
  { code: 'tr', api: 'TR', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'bn', api: 'BN', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ar', api: 'AR', nativeName: 'العربية', dir: 'rtl' },
  { code: 'fa', api: 'FA', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'ru', api: 'RU', nativeName: 'Русский', dir: 'ltr' },
  { code: 'kk', api: 'KK', nativeName: 'Қазақ', dir: 'ltr' },
  { code: 'uz', api: 'UZ', nativeName: 'Oʻzbek', dir: 'ltr' },
  { code: 'lo', api: 'LO', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'ne', api: 'NE', nativeName: 'नेपाली', dir: 'ltr' },
  { code: 'fr', api: 'FR', nativeName: 'Français', dir: 'ltr' },
];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

export function findLanguage(code: string | null | undefined): LanguageInfo | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase().replace('_', '-');
  return (
    LANGUAGES.find((l) => l.code.toLowerCase() === lower) ??
    LANGUAGES.find((l) => l.api.toLowerCase() === code.toLowerCase()) ??
    LANGUAGES.find((l) => l.code === lower.split('-')[0])
  );
}

export const directionOf = (code: string): 'ltr' | 'rtl' => findLanguage(code)?.dir ?? 'ltr';
