/**
 * The runtime remote manifest (`remotes.json`): which version of each remote is live, where its
 * MF manifest is, its integrity hash and what it contributes. Validated by the host at boot and by
 * the release tool before it is written.
 */
import { NAV_PLACEMENTS, REMOTE_IDS, SIDE_MENU_GROUPS, type RemoteContribution, type RemoteId } from './contract';
import { ICON_NAMES } from '../ui/icon-paths';

export interface ManifestRemote {
  version: string;
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`). */
  entry: string;
  /**
   * `sha384-…` of the remote entry file (`remoteEntry.js`). Required outside development builds:
   * the entry holds the hashes of every chunk it loads, so this one value pins the whole remote.
   */
  integrity?: string;
  /** `sha384-…` of `mf-manifest.json` when `entry` points at it. Required like `integrity`. */
  manifestIntegrity?: string;
  /** Shared-dependency requirements of the build (package → semver range). */
  requires?: Record<string, string>;
  contribution: RemoteContribution;
  releasedAt?: string;
  canary?: { version: string; entry: string; percent: number; integrity?: string; manifestIntegrity?: string; contribution?: RemoteContribution };
}

export interface RemoteManifest {
  schema: 1;
  remotes: Partial<Record<RemoteId, ManifestRemote>>;
}

export type ManifestResult = { ok: true; manifest: RemoteManifest } | { ok: false; errors: string[] };

export interface ManifestCheckOptions {
  /**
   * Refuse a remote without `integrity` (and `manifestIntegrity` for an mf-manifest entry). On by
   * default; only development builds (the dev gateway's unbuilt remotes) turn it off.
   */
  requireIntegrity?: boolean;
}

/** What the host keeps of a manifest: the remotes that passed, and why each other one was dropped. */
export type ManifestSplit =
  | { ok: true; manifest: RemoteManifest; rejected: Partial<Record<string, string[]>> }
  | { ok: false; errors: string[] };

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function checkContribution(where: string, id: string, c: unknown, errors: string[]): void {
  if (!isObject(c)) {
    errors.push(`${where}.contribution must be an object`);
    return;
  }
  if (c.remote !== id) errors.push(`${where}.contribution.remote must be "${id}"`);
  if (!isString(c.namespace)) errors.push(`${where}.contribution.namespace must be a string`);
  if (!Array.isArray(c.routes)) {
    errors.push(`${where}.contribution.routes must be an array`);
  } else {
    c.routes.forEach((r: unknown, i) => {
      const at = `${where}.contribution.routes[${i}]`;
      if (!isObject(r)) return void errors.push(`${at} must be an object`);
      if (!isString(r.path) || !r.path.startsWith('/')) errors.push(`${at}.path must start with "/"`);
      if (!isString(r.expose) || !r.expose.startsWith('./')) errors.push(`${at}.expose must start with "./"`);
      if (!isObject(r.chrome)) errors.push(`${at}.chrome must be an object`);
    });
  }
  if (Array.isArray(c.nav)) {
    const keys = new Set<string>();
    for (const item of c.nav as unknown[]) {
      if (!isObject(item) || !isString(item.key)) continue;
      const id = `${String(item.placement)}:${item.key}`;
      if (keys.has(id)) errors.push(`${where}.contribution.nav declares ${item.placement} entry "${item.key}" twice`);
      keys.add(id);
    }
  }
  for (const list of ['memberPanels', 'agentItems', 'nav'] as const) {
    const value = c[list];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      errors.push(`${where}.contribution.${list} must be an array`);
      continue;
    }
    value.forEach((item: unknown, i) => {
      const at = `${where}.contribution.${list}[${i}]`;
      if (!isObject(item)) return void errors.push(`${at} must be an object`);
      if (list !== 'nav' && (!isString(item.page) || !isString(item.expose))) errors.push(`${at} needs page and expose`);
      if (list === 'nav') checkNavEntry(at, item, errors);
      if (!isString(item.labelKey)) errors.push(`${at}.labelKey must be a string`);
      if (list === 'memberPanels' && item.requiresFlag !== undefined && !isString(item.requiresFlag))
        errors.push(`${at}.requiresFlag must be a module id`);
      if (list === 'memberPanels' && item.badge !== undefined && !isString(item.badge)) errors.push(`${at}.badge must be a badge id`);
      if (list === 'memberPanels' && item.badgeLabelKey !== undefined && !isString(item.badgeLabelKey))
        errors.push(`${at}.badgeLabelKey must be a translation key`);
    });
  }
  if (c.menuLabels !== undefined) checkMenuLabels(`${where}.contribution.menuLabels`, c.menuLabels, errors);
}

/** A language code as the locale files name them: `pt`, `pt-BR`, `ur-Latn`, `zh-TW`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Longest menu label kept (a label is a few words; anything longer is not a label). */
export const MENU_LABEL_MAX = 120;

/** `menuLabels`: language code → label key → a short plain text. */
function checkMenuLabels(at: string, value: unknown, errors: string[]): void {
  if (!isObject(value)) return void errors.push(`${at} must be an object of languages`);
  for (const [language, labels] of Object.entries(value)) {
    if (!LANGUAGE_CODE.test(language)) errors.push(`${at}: "${language}" is not a language code`);
    if (!isObject(labels)) {
      errors.push(`${at}.${language} must be an object of label keys`);
      continue;
    }
    for (const [key, text] of Object.entries(labels))
      if (typeof text !== 'string' || text.length > MENU_LABEL_MAX)
        errors.push(`${at}.${language}.${key} must be a text of at most ${MENU_LABEL_MAX} characters`);
  }
}

const oneOf = (value: unknown, allowed: readonly string[]) => value === undefined || (typeof value === 'string' && allowed.includes(value));

/** A menu entry: a key, a placement, exactly one target, and only known icons, groups and styles. */
function checkNavEntry(at: string, item: Record<string, unknown>, errors: string[]): void {
  if (!isString(item.key)) errors.push(`${at}.key must be a string`);
  if (!oneOf(item.placement, NAV_PLACEMENTS) || item.placement === undefined) errors.push(`${at}.placement must be one of ${NAV_PLACEMENTS.join(', ')}`);
  const path = item.path !== undefined;
  const page = item.memberPage !== undefined;
  if (path === page) errors.push(`${at} needs exactly one of path and memberPage`);
  if (path && !(isString(item.path) && item.path.startsWith('/') && !item.path.startsWith('//'))) errors.push(`${at}.path must start with one "/"`);
  if (page && !isString(item.memberPage)) errors.push(`${at}.memberPage must be a page key`);
  if (typeof item.order !== 'number' || !Number.isFinite(item.order)) errors.push(`${at}.order must be a number`);
  if (!oneOf(item.icon, ICON_NAMES)) errors.push(`${at}.icon must be one of the shared icons (${ICON_NAMES.join(', ')})`);
  if (!oneOf(item.group, SIDE_MENU_GROUPS)) errors.push(`${at}.group must be one of ${SIDE_MENU_GROUPS.join(', ')}`);
  if (item.group !== undefined && item.placement !== 'side') errors.push(`${at}.group is for side-menu entries only`);
  if (!oneOf(item.audience, ['anyone', 'member'])) errors.push(`${at}.audience must be anyone or member`);
  if (!oneOf(item.emphasis, ['primary', 'labelled', 'icon'])) errors.push(`${at}.emphasis must be primary, labelled or icon`);
  if (!oneOf(item.caption, ['vipRank'])) errors.push(`${at}.caption must be vipRank`);
  if (item.requiresFlag !== undefined && !isString(item.requiresFlag)) errors.push(`${at}.requiresFlag must be a module id`);
  if (item.badge !== undefined && !isString(item.badge)) errors.push(`${at}.badge must be a badge id`);
  if (item.badgeLabelKey !== undefined && !isString(item.badgeLabelKey)) errors.push(`${at}.badgeLabelKey must be a translation key`);
}

function checkIntegrity(where: string, entry: unknown, r: Record<string, unknown>, required: boolean, errors: string[]): void {
  if (r.integrity !== undefined && !(isString(r.integrity) && SRI.test(r.integrity)))
    errors.push(`${where}.integrity must look like sha384-…`);
  if (r.manifestIntegrity !== undefined && !(isString(r.manifestIntegrity) && SRI.test(r.manifestIntegrity)))
    errors.push(`${where}.manifestIntegrity must look like sha384-…`);
  if (!required) return;
  if (r.integrity === undefined) errors.push(`${where}.integrity is required (sha384 of remoteEntry.js)`);
  if (r.manifestIntegrity === undefined && isString(entry) && /\.json(\?|#|$)/.test(entry))
    errors.push(`${where}.manifestIntegrity is required (sha384 of mf-manifest.json)`);
}

function checkRemote(id: string, r: unknown, errors: string[], required = true): void {
  const where = `remotes.${id}`;
  if (!isObject(r)) return void errors.push(`${where} must be an object`);
  if (!isString(r.version)) errors.push(`${where}.version must be a string`);
  if (!isString(r.entry)) errors.push(`${where}.entry must be a URL`);
  checkIntegrity(where, r.entry, r, required, errors);
  if (r.requires !== undefined && !isObject(r.requires)) errors.push(`${where}.requires must be an object`);
  checkContribution(where, id, r.contribution, errors);
  if (r.canary !== undefined) {
    const c = r.canary;
    if (!isObject(c) || !isString(c.version) || !isString(c.entry) || typeof c.percent !== 'number' || c.percent < 0 || c.percent > 100)
      errors.push(`${where}.canary needs version, entry and percent 0–100`);
    else checkIntegrity(`${where}.canary`, c.entry, c, required, errors);
  }
}

/** Validate an untrusted manifest as a whole (the release tool); lists every problem found. */
export function validateManifest(input: unknown, options: ManifestCheckOptions = {}): ManifestResult {
  const split = splitManifest(input, options);
  if (!split.ok) return split;
  const errors = Object.values(split.rejected).flatMap((e) => e ?? []);
  return errors.length ? { ok: false, errors } : { ok: true, manifest: split.manifest };
}

/**
 * Validate an untrusted manifest remote by remote (the host at boot): a malformed or unpinned
 * entry drops that remote only, with its reasons; the others stay. Only a manifest that is not an
 * object of schema 1 fails as a whole.
 */
export function splitManifest(input: unknown, options: ManifestCheckOptions = {}): ManifestSplit {
  if (!isObject(input)) return { ok: false, errors: ['manifest must be a JSON object'] };
  const errors: string[] = [];
  if (input.schema !== 1) errors.push('schema must be 1');
  if (!isObject(input.remotes)) errors.push('remotes must be an object');
  const remotes: RemoteManifest['remotes'] = {};
  const rejected: Partial<Record<string, string[]>> = {};
  for (const [id, remote] of Object.entries(isObject(input.remotes) ? input.remotes : {})) {
    const problems: string[] = [];
    if (!(REMOTE_IDS as readonly string[]).includes(id)) problems.push(`remotes.${id}: unknown remote id`);
    else checkRemote(id, remote, problems, options.requireIntegrity ?? true);
    if (problems.length) rejected[id] = problems;
    else remotes[id as RemoteId] = remote as ManifestRemote;
  }
  // A manifest that is not schema 1 fails whole, with every problem listed.
  if (errors.length) return { ok: false, errors: [...errors, ...Object.values(rejected).flatMap((e) => e ?? [])] };
  return { ok: true, manifest: { schema: 1, remotes }, rejected };
}

/** Validate one contribution (the build and the release tool use it). */
export function validateContribution(id: string, contribution: unknown): string[] {
  const errors: string[] = [];
  checkContribution(id, id, contribution, errors);
  return errors;
}

/**
 * Pick the version a browser gets: the canary for `percent` of browsers (a stable bucket 0–99),
 * else the live one.
 */
export function chooseVersion(remote: ManifestRemote, bucket: number): Omit<ManifestRemote, 'canary'> {
  const { canary, ...live } = remote;
  if (canary && bucket < canary.percent) {
    return {
      ...live,
      version: canary.version,
      entry: canary.entry,
      integrity: canary.integrity,
      manifestIntegrity: canary.manifestIntegrity,
      contribution: canary.contribution ?? live.contribution,
    };
  }
  return live;
}

/**
 * What two remotes both claim: a route path, a member-centre or agent-centre page key, or a menu
 * entry (placement and key). Each line names both remotes. The release tool refuses a manifest
 * with any (a canary's contribution counts as its remote's); the host, given one anyway, keeps the
 * first remote's in id order.
 */
export function contributionCollisions(manifest: RemoteManifest): string[] {
  const claims = new Map<string, RemoteId>();
  const found: string[] = [];
  const claim = (what: string, remote: RemoteId) => {
    const owner = claims.get(what);
    if (owner === undefined) claims.set(what, remote);
    else if (owner !== remote) found.push(`${what} is contributed by both ${owner} and ${remote}`);
  };
  const ids = (Object.keys(manifest.remotes) as RemoteId[]).sort();
  for (const remote of ids) {
    const live = manifest.remotes[remote];
    if (!live) continue;
    const contributions = [live.contribution, ...(live.canary?.contribution ? [live.canary.contribution] : [])];
    const own = new Set<string>();
    for (const c of contributions) {
      const keys = [
        ...c.routes.map((r) => `route ${r.path}`),
        ...(c.memberPanels ?? []).map((p) => `member page "${p.page}"`),
        ...(c.agentItems ?? []).map((p) => `agent item "${p.page}"`),
        ...(c.nav ?? []).map((n) => `${n.placement} menu entry "${n.key}"`),
      ];
      for (const key of keys) own.add(key);
    }
    for (const key of own) claim(key, remote);
  }
  return found;
}
