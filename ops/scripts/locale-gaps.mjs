#!/usr/bin/env node
// The translation work still to do, and a way to hand it back.
//
//   node ops/scripts/locale-gaps.mjs [--lang ar,fa] > gaps.json
//     {"<folder>": {"<lang>": {"<key>": "<English text>"}}} for every key a language file lacks
//     (plural keys named by the language's own categories; English text from the `_other` form).
//   node ops/scripts/locale-gaps.mjs --merge done.json
//     writes the translated keys of done.json (same shape) into the locale files, in en.json's
//     key order, 2-space JSON; then run ops/scripts/check-locales.mjs.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOLDERS = ['shared/src/locales', 'host/src/locales', 'remote-games/src/locales', 'remote-member/src/locales', 'remote-agent/src/locales', 'remote-promotions/src/locales'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** en.json's keys as this language needs them, in en.json's order (plural forms expanded in place). */
export function keysFor(en, language) {
  const bases = new Set(Object.keys(en).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => categories.includes(c));
  const keys = [];
  for (const key of Object.keys(en)) {
    const base = key.replace(PLURAL, '');
    if (PLURAL.test(key) && bases.has(base)) {
      if (key.endsWith('_other')) keys.push(...order.map((c) => `${base}_${c}`));
    } else keys.push(key);
  }
  return keys;
}

const args = process.argv.slice(2);
const mergeAt = args.indexOf('--merge');
if (mergeAt >= 0) {
  const done = read(path.resolve(args[mergeAt + 1]));
  let written = 0;
  for (const [folder, languages] of Object.entries(done)) {
    const en = read(path.join(root, folder, 'en.json'));
    for (const [language, texts] of Object.entries(languages)) {
      const file = path.join(root, folder, `${language}.json`);
      const current = existsSync(file) ? read(file) : {};
      const merged = { ...current, ...texts };
      const out = {};
      for (const key of keysFor(en, language)) if (key in merged) out[key] = merged[key];
      writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
      written++;
    }
  }
  console.error(`locale-gaps: merged into ${written} file(s); now run node ops/scripts/check-locales.mjs`);
} else {
  const langAt = args.indexOf('--lang');
  const only = langAt >= 0 ? new Set(args[langAt + 1].split(',')) : null;
  const gaps = {};
  for (const folder of FOLDERS) {
    const dir = path.join(root, folder);
    const en = read(path.join(dir, 'en.json'));
    for (const language of readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))) {
      if (language === 'en' || (only && !only.has(language))) continue;
      const data = read(path.join(dir, `${language}.json`));
      for (const key of keysFor(en, language)) {
        if (typeof data[key] === 'string' && data[key].trim()) continue;
        const english = en[key] ?? en[key.replace(PLURAL, '_other')];
        ((gaps[folder] ??= {})[language] ??= {})[key] = english;
      }
    }
  }
  process.stdout.write(`${JSON.stringify(gaps, null, 2)}\n`);
  const count = Object.values(gaps).flatMap((l) => Object.values(l)).reduce((n, k) => n + Object.keys(k).length, 0);
  console.error(`locale-gaps: ${count} missing translation(s)`);
}
