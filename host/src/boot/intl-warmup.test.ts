import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** Runs the warm-up worker's script as a worker would, named `name`; returns what it did. */
function runWorker(name: string, missing: string[] = []) {
  const calls: Array<[string, string]> = [];
  const spy = (kind: 'NumberFormat' | 'DateTimeFormat' | 'PluralRules' | 'Collator') =>
    function (locale: string, options?: object) {
      calls.push([kind, locale]);
      return new (Intl[kind] as unknown as new (l: string, o?: object) => object)(locale, options);
    };
  const self = { name, close: jest.fn() };
  const sandboxIntl: Record<string, unknown> = {
    getCanonicalLocales: Intl.getCanonicalLocales,
    NumberFormat: spy('NumberFormat'),
    DateTimeFormat: spy('DateTimeFormat'),
    PluralRules: spy('PluralRules'),
    Collator: spy('Collator'),
  };
  for (const kind of missing) delete sandboxIntl[kind];
  const source = fs.readFileSync(path.join(__dirname, 'intl-warmup.worker.js'), 'utf8');
  vm.runInNewContext(source, { self, Intl: sandboxIntl });
  return { calls, close: self.close };
}

test("warms numbers, percentages, dates, plurals and sorting for the player's language, then closes", () => {
  const { calls, close } = runWorker('ar');
  expect(calls).toEqual([
    ['NumberFormat', 'ar'],
    ['NumberFormat', 'ar'],
    ['DateTimeFormat', 'ar'],
    ['PluralRules', 'ar'],
    ['Collator', 'ar'],
  ]);
  expect(close).toHaveBeenCalledTimes(1);
});

test('a region-tagged language is used as the browser spells it', () => {
  expect(runWorker('pt-br').calls[0]).toEqual(['NumberFormat', 'pt-BR']);
});

test('a name that is not a language tag (or none) warms the default, Portuguese', () => {
  expect(runWorker('<script>').calls[0]).toEqual(['NumberFormat', 'pt']);
  expect(runWorker('').calls[0]).toEqual(['NumberFormat', 'pt']);
});

test('a browser without some Intl constructors: the worker still closes, and nothing is thrown', () => {
  const { calls, close } = runWorker('de', ['PluralRules']);
  expect(calls).toEqual([
    ['NumberFormat', 'de'],
    ['NumberFormat', 'de'],
    ['DateTimeFormat', 'de'],
  ]);
  expect(close).toHaveBeenCalledTimes(1);
});
