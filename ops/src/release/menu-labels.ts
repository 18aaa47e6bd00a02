/**
 * Menu labels that survive a remote being down: the release copies each `nav` entry's label, in
 * every language the build ships (`<build>/locales/<language>.json`, emitted from the remote's
 * src/locales), into the contribution it writes to remotes.json as `menuLabels`
 * (language → label key → text). The host shows these while the remote's own locale file cannot be
 * loaded. Reads only; a build without locale files gets no `menuLabels` (as before).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteContribution } from '../../../shared/src/federation/contract';
import { MENU_LABEL_MAX } from '../../../shared/src/federation/manifest';
import { isObject } from './refusal';

const LOCALE_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;

/** A key's text in a locale file: flat keys first (`menu_home`), then a dotted path. */
function lookUp(locale: Record<string, unknown>, key: string): string | undefined {
  const flat = locale[key];
  if (typeof flat === 'string') return flat;
  let node: unknown = locale;
  for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The build's locale files (`<dir>/locales/*.json`), by language; unreadable ones are skipped. */
function readLocales(dir: string): Map<string, Record<string, unknown>> {
  const folder = path.join(dir, 'locales');
  const locales = new Map<string, Record<string, unknown>>();
  if (!fs.existsSync(folder)) return locales;
  for (const file of fs.readdirSync(folder).sort()) {
    const language = LOCALE_FILE.exec(file)?.[1];
    if (!language) continue;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (isObject(parsed)) locales.set(language, parsed);
    } catch {
      // A broken locale file is the remote's own problem at runtime; the menus fall back as before.
    }
  }
  return locales;
}

/**
 * The contribution with `menuLabels` for its `nav` entries, read from the build in `dir`. Labels
 * that are missing, empty or longer than a label (`MENU_LABEL_MAX`) are left out; so is the whole
 * field when nothing is found.
 */
export function withMenuLabels(contribution: RemoteContribution, dir: string): RemoteContribution {
  const { menuLabels: _ignored, ...rest } = contribution;
  const keys = [...new Set((contribution.nav ?? []).map((entry) => entry.labelKey))].sort();
  if (!keys.length) return rest;
  const menuLabels: Record<string, Record<string, string>> = {};
  for (const [language, locale] of readLocales(dir)) {
    const labels: Record<string, string> = {};
    for (const key of keys) {
      const text = lookUp(locale, key)?.trim();
      if (text && text.length <= MENU_LABEL_MAX) labels[key] = text;
    }
    if (Object.keys(labels).length) menuLabels[language] = labels;
  }
  return Object.keys(menuLabels).length ? { ...rest, menuLabels } : rest;
}
