#!/usr/bin/env node
// Every namespace's locale files must carry every key of its English file, with the same
// {{placeholders}}. Fails (exit 1) listing what is missing. English is the reference.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folders = ['shared/src/locales', 'host/src/locales', 'remote-games/src/locales', 'remote-member/src/locales', 'remote-agent/src/locales', 'remote-promotions/src/locales'];
// Every namespace carries every language of the spec (read from the one list in shared/src/i18n/languages.ts).
const languagesSource = readFileSync(path.join(root, 'shared', 'src', 'i18n', 'languages.ts'), 'utf8');
const REQUIRED = [...languagesSource.matchAll(/code: '([^']+)'/g)].map((m) => m[1]);
if (REQUIRED.length !== 29) {
  console.error(`shared/src/i18n/languages.ts: expected the spec's 29 languages, read ${REQUIRED.length}`);
  process.exit(1);
}
// Plural keys (`x_one`, `x_other`, …) follow each language's own categories (Intl.PluralRules):
// Chinese needs only `x_other`, Arabic needs zero/one/two/few/many/other.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = (en) => new Set(Object.keys(en).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)));
const categoriesOf = (language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;
const expectedKeys = (en, language) => {
  const bases = pluralBases(en);
  const keys = Object.keys(en).filter((k) => !(PLURAL.test(k) && bases.has(k.replace(PLURAL, ''))));
  for (const base of bases) for (const category of categoriesOf(language)) keys.push(`${base}_${category}`);
  return keys;
};
const referenceText = (en, key) => en[key] ?? en[key.replace(PLURAL, '_other')];
const placeholders = (s) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join(',');

let problems = 0;
let files = 0;
for (const folder of folders) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) continue;
  const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8'));
  const languages = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  for (const required of REQUIRED) {
    if (!languages.includes(required)) {
      console.error(`${folder}: missing ${required}.json`);
      problems++;
    }
  }
  for (const language of languages) {
    files++;
    let data;
    try {
      data = JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8'));
    } catch (error) {
      console.error(`${folder}/${language}.json: not valid JSON (${error.message})`);
      problems++;
      continue;
    }
    const expected = expectedKeys(en, language);
    for (const key of expected) {
      const text = referenceText(en, key);
      if (typeof data[key] !== 'string' || data[key].trim() === '') {
        console.error(`${folder}/${language}.json: missing key "${key}"`);
        problems++;
      } else if (placeholders(data[key]) !== placeholders(text)) {
        console.error(`${folder}/${language}.json: "${key}" must keep placeholders {{${placeholders(text)}}}`);
        problems++;
      }
    }
    for (const key of Object.keys(data)) {
      if (!expected.includes(key)) {
        console.error(`${folder}/${language}.json: extra key "${key}" not in en.json`);
        problems++;
      }
    }
  }
}
console.log(`locales: ${files} files checked, ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
