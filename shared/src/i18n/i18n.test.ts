import { changeLanguage, i18next, initI18n, registerLocales } from './i18n';

/** Locale files by language, and every (language, namespace) fetched. */
const files: Record<string, Record<string, Record<string, string>>> = {
  demo: { pt: { hello: 'Olá' }, en: { hello: 'Hello', only_en: 'Only in English' } },
  full: { pt: { bye: 'Tchau' }, en: { bye: 'Bye' } },
  slow: { pt: { soon: 'Logo' }, en: { soon: 'Soon' } },
  down: { pt: { gone: 'Fora' } },
};
/** The Portuguese file of `slow` arrives when the test says so. */
let releaseSlow: () => void = () => undefined;
const fetched: string[] = [];
for (const namespace of Object.keys(files))
  registerLocales(namespace, async (language) => {
    fetched.push(`${language}/${namespace}`);
    if (namespace === 'slow' && language === 'pt') await new Promise<void>((resolve) => (releaseSlow = resolve));
    if (namespace === 'down' && language === 'en') throw new Error('HTTP 404');
    return files[namespace]![language] ?? {};
  });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one language per page: English is fetched only when needed', () => {
  beforeAll(async () => {
    await initI18n({ language: 'pt', namespaces: ['demo'] });
    await i18next.loadNamespaces('full');
  });

  it('a Portuguese page fetches only the Portuguese files', () => {
    expect(fetched.sort()).toEqual(['pt/demo', 'pt/full']);
    expect(i18next.t('demo:hello')).toBe('Olá');
    expect(i18next.t('full:bye')).toBe('Tchau');
  });

  it('a key missing in Portuguese fetches that namespace in English once, and the page renders again', async () => {
    const rendered = jest.fn();
    i18next.on('languageChanged', rendered);
    expect(i18next.t('demo:only_en')).toBe('only_en');
    expect(i18next.t('demo:only_en')).toBe('only_en');
    await flush();
    expect(fetched.filter((f) => f === 'en/demo')).toHaveLength(1);
    expect(i18next.t('demo:only_en')).toBe('Only in English');
    expect(rendered).toHaveBeenCalledWith('pt');
    expect(i18next.language).toBe('pt');
    i18next.off('languageChanged', rendered);
  });

  it('a lookup with its own default, or one made before the shown language has arrived, fetches no English', async () => {
    expect(i18next.t('full:maybe_missing', { defaultValue: 'fallback' })).toBe('fallback');
    const loading = i18next.loadNamespaces('slow');
    expect(i18next.t('slow:soon')).toBe('soon');
    releaseSlow();
    await loading;
    await flush();
    expect(i18next.t('slow:soon')).toBe('Logo');
    expect(fetched.filter((f) => f.startsWith('en/'))).toEqual(['en/demo']);
    expect(fetched).toContain('pt/slow');
  });

  it('switching to English fetches the English files left out, then shows them; one that cannot be fetched does not hold the switch back', async () => {
    await i18next.loadNamespaces('down');
    await changeLanguage('en');
    expect(i18next.language).toBe('en');
    expect(fetched.filter((f) => f === 'en/down')).toHaveLength(1);
    expect(fetched.filter((f) => f === 'en/full')).toHaveLength(1);
    expect(fetched.filter((f) => f === 'en/slow')).toHaveLength(1);
    expect(fetched.filter((f) => f === 'en/demo')).toHaveLength(1);
    expect(i18next.t('full:bye')).toBe('Bye');
    expect(i18next.t('demo:hello')).toBe('Hello');
  });
});
