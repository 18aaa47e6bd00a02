/**
 * The runtime remote manifest (`remotes.json`): which version of each remote is live, where its
 * MF manifest is, its integrity hash and what it contributes. Validated by the host at boot and by
 * the release tool before it is written.
 *
 * The checks are valibot schemas (tree-shakable; only the pieces used here are bundled) and the
 * manifest types are inferred from them. Every message is the one the hand-written checks gave:
 * `<where><path> <message>`, for example `remotes.games.contribution.routes[0].path must start with "/"`.
 * Fields the release tool does not check (a route's access, an item's order, slots, a canary's
 * contribution) pass as they are, typed from the contract.
 */
import * as v from 'valibot';
import {
  NAV_PLACEMENTS,
  REMOTE_IDS,
  SIDE_MENU_GROUPS,
  type AgentItemContribution,
  type MemberPanelContribution,
  type NavContribution,
  type RemoteContribution,
  type RemoteId,
  type RouteAccess,
  type RouteChrome,
  type RouteContribution,
  type SlotName,
} from './contract';
import type { ModuleId } from '../api/endpoint';
import { ICON_NAMES } from '../ui/icon-paths';

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A field the checks leave as it is (typed from the contract). */
const unchecked = <T>() => v.custom<T>(() => true);
/** A non-empty string. */
const text = <T extends string = string>(message: string) => v.custom<T>(isString, message);
const sri = v.optional(v.pipe(v.string('must look like sha384-…'), v.regex(SRI, 'must look like sha384-…')));
/** `undefined` or one of `allowed` (a missing optional field is fine). */
const oneOf = <T extends string>(allowed: readonly T[], message: string) => v.optional(v.picklist(allowed as T[], message));

/** Unknown keys are kept at runtime; the type is an object of `entries` alone (no index signature). */
const fields = <const E extends v.ObjectEntries>(entries: E) => v.looseObject(entries) as unknown as v.ObjectSchema<E, undefined>;

/**
 * An object (not an array) with `entries`. A missing key is checked as `undefined`, so it gets its
 * field's own message (valibot would otherwise report the object's message); unknown keys are kept.
 */
function record<const E extends v.ObjectEntries>(entries: E, message = 'must be an object') {
  const keys = Object.keys(entries);
  const shape = fields(entries);
  return v.pipe(
    v.custom<v.InferInput<typeof shape>>(isObject, message),
    v.transform((input) => {
      const filled: Record<string, unknown> = { ...input };
      for (const key of keys) if (!(key in filled)) filled[key] = undefined;
      return filled as v.InferInput<typeof shape>;
    }),
    shape,
  );
}

/** A problem found by a raw check, reported at `path` below the checked object. */
type Problem = [message: string, path?: string];
function rule<T>(find: (value: Record<string, unknown>) => Problem[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!isObject(dataset.value)) return;
    for (const [message, path] of find(dataset.value)) addIssue({ message, ...(path ? { path: [{ type: 'unknown', origin: 'value', input: dataset.value, key: path, value: dataset.value[path] }] } : {}) });
  });
}

const route = record({
  path: v.custom<string>((p) => isString(p) && p.startsWith('/'), 'must start with "/"'),
  expose: v.custom<string>((e) => isString(e) && e.startsWith('./'), 'must start with "./"'),
  chrome: v.custom<RouteChrome>(isObject, 'must be an object'),
  access: v.optional(unchecked<RouteAccess>()),
  titleKey: v.optional(unchecked<string>()),
});

const pageAndExpose = <T>() => rule<T>((item) => (isString(item.page) && isString(item.expose) ? [] : [['needs page and expose']]));

const memberPanel = v.pipe(
  record({
    page: unchecked<string>(),
    expose: unchecked<string>(),
    labelKey: text('must be a string'),
    order: unchecked<number>(),
    requiresFlag: v.optional(text<ModuleId>('must be a module id')),
    badge: v.optional(text('must be a badge id')),
    badgeLabelKey: v.optional(text('must be a translation key')),
  }),
  pageAndExpose(),
);

const agentItem = v.pipe(
  record({
    page: unchecked<string>(),
    expose: unchecked<string>(),
    labelKey: text('must be a string'),
    order: unchecked<number>(),
    requires: v.optional(unchecked<NonNullable<AgentItemContribution['requires']>>()),
  }),
  pageAndExpose(),
);

/** A menu entry: a key, a placement, exactly one target, and only known icons, groups and styles. */
const navEntry = v.pipe(
  record({
    key: text('must be a string'),
    placement: v.picklist(NAV_PLACEMENTS as NavContribution['placement'][], `must be one of ${NAV_PLACEMENTS.join(', ')}`),
    path: v.optional(v.custom<string>((p) => isString(p) && p.startsWith('/') && !p.startsWith('//'), 'must start with one "/"')),
    memberPage: v.optional(text('must be a page key')),
    order: v.custom<number>((n) => typeof n === 'number' && Number.isFinite(n), 'must be a number'),
    icon: oneOf(ICON_NAMES, `must be one of the shared icons (${ICON_NAMES.join(', ')})`),
    group: oneOf(SIDE_MENU_GROUPS, `must be one of ${SIDE_MENU_GROUPS.join(', ')}`),
    audience: oneOf(['anyone', 'member'] as const, 'must be anyone or member'),
    emphasis: oneOf(['primary', 'labelled', 'icon'] as const, 'must be primary, labelled or icon'),
    caption: oneOf(['vipRank'] as const, 'must be vipRank'),
    requiresFlag: v.optional(text<ModuleId>('must be a module id')),
    badge: v.optional(text('must be a badge id')),
    badgeLabelKey: v.optional(text('must be a translation key')),
    labelKey: text('must be a string'),
  }),
  rule((item) => [
    ...((item.path !== undefined) === (item.memberPage !== undefined) ? [['needs exactly one of path and memberPage'] as Problem] : []),
    ...(item.group !== undefined && item.placement !== 'side' ? [['is for side-menu entries only', 'group'] as Problem] : []),
    ...(item.placement === 'main' && item.memberPage !== undefined ? [['is not for the main links (they lead to routes)', 'memberPage'] as Problem] : []),
  ]),
);

/** The same placement and key twice in one contribution's menus (reported at `nav`). */
const navTwice = <T>() => rule<T>((c) => {
  if (!Array.isArray(c.nav)) return [];
  const keys = new Set<string>();
  const twice: Problem[] = [];
  for (const item of c.nav as unknown[]) {
    if (!isObject(item) || !isString(item.key)) continue;
    const id = `${String(item.placement)}:${item.key}`;
    if (keys.has(id)) twice.push([`declares ${String(item.placement)} entry "${item.key}" twice`, 'nav']);
    keys.add(id);
  }
  return twice;
});

/** A language code as the locale files name them: `pt`, `pt-BR`, `ur-Latn`, `zh-TW`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Longest menu label kept (a label is a few words; anything longer is not a label). */
export const MENU_LABEL_MAX = 120;
const LABEL_TEXT = `must be a text of at most ${MENU_LABEL_MAX} characters`;

/** `menuLabels` (written by the release): language code → label key → a short plain text. */
const menuLabels = v.pipe(
  v.custom<Record<string, Record<string, string>>>(isObject, 'must be an object of languages'),
  v.record(
    v.pipe(v.string(), v.regex(LANGUAGE_CODE, 'is not a language code')),
    v.pipe(
      v.custom<Record<string, string>>(isObject, 'must be an object of label keys'),
      v.record(v.string(), v.pipe(v.string(LABEL_TEXT), v.maxLength(MENU_LABEL_MAX, LABEL_TEXT))),
    ),
  ),
);

const contributionSchemas = new Map<string, ReturnType<typeof makeContribution>>();
function makeContribution(id: string) {
  return v.pipe(
    record({
      remote: v.custom<RemoteId>((r) => r === id, `must be "${id}"`),
      namespace: text('must be a string'),
      routes: v.array(route, 'must be an array'),
      memberPanels: v.optional(v.array(memberPanel, 'must be an array')),
      agentItems: v.optional(v.array(agentItem, 'must be an array')),
      nav: v.optional(v.array(navEntry, 'must be an array')),
      slots: v.optional(unchecked<Partial<Record<SlotName, string>>>()),
      menuLabels: v.optional(menuLabels),
    }),
    navTwice(),
  );
}
/** The schema of remote `id`'s contribution (its `remote` must be `id`). */
function contributionSchema(id: string) {
  let schema = contributionSchemas.get(id);
  if (!schema) contributionSchemas.set(id, (schema = makeContribution(id)));
  return schema;
}

/**
 * `integrity` is required outside development builds, and `manifestIntegrity` when the entry is an
 * mf-manifest.json: the entry holds the hashes of every chunk it loads, so these pin the whole remote.
 */
const pinned = <T>(required: boolean) =>
  rule<T>((r) =>
    required
      ? [
          ...(r.integrity === undefined ? [['is required (sha384 of remoteEntry.js)', 'integrity'] as Problem] : []),
          ...(r.manifestIntegrity === undefined && isString(r.entry) && /\.json(\?|#|$)/.test(r.entry)
            ? [['is required (sha384 of mf-manifest.json)', 'manifestIntegrity'] as Problem]
            : []),
        ]
      : [],
  );

const isCanary = (c: unknown) =>
  isObject(c) && isString(c.version) && isString(c.entry) && typeof c.percent === 'number' && !(c.percent < 0) && !(c.percent > 100);

const canary = (required: boolean) =>
  v.pipe(
    v.custom<unknown>(isCanary, 'needs version, entry and percent 0–100'),
    fields({
      version: v.string(),
      entry: v.string(),
      percent: v.custom<number>((p) => typeof p === 'number'),
      integrity: sri,
      manifestIntegrity: sri,
      contribution: v.optional(unchecked<RemoteContribution>()),
    }),
    pinned(required),
  );

const remoteSchemas = new Map<string, ReturnType<typeof makeRemote>>();
function makeRemote(id: string, required: boolean) {
  return v.pipe(
    record({
      version: text('must be a string'),
      entry: text('must be a URL'),
      integrity: sri,
      manifestIntegrity: sri,
      requires: v.optional(v.custom<Record<string, string>>(isObject, 'must be an object')),
      contribution: contributionSchema(id),
      releasedAt: v.optional(unchecked<string>()),
      canary: v.optional(canary(required)),
    }),
    pinned(required),
  );
}
function remoteSchema(id: string, required: boolean) {
  let schema = remoteSchemas.get(`${id}:${required}`);
  if (!schema) remoteSchemas.set(`${id}:${required}`, (schema = makeRemote(id, required)));
  return schema;
}

type Shape<S extends v.GenericSchema> = v.InferOutput<S>;

/** One remote's live entry in `remotes.json` (inferred from its schema). */
export type ManifestRemote = Omit<Shape<ReturnType<typeof makeRemote>>, 'contribution' | 'canary' | 'requires'> & {
  /** Shared-dependency requirements of the build (package → semver range). */
  requires?: Record<string, string>;
  contribution: RemoteContribution;
  canary?: Omit<Shape<ReturnType<typeof canary>>, 'contribution'> & { contribution?: RemoteContribution };
};

// The contract's types and the schemas' agree (a compile-time check).
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Agrees<Shape<typeof route>, RouteContribution>>();
agree<Agrees<Shape<typeof memberPanel>, MemberPanelContribution>>();
agree<Agrees<Shape<typeof agentItem>, AgentItemContribution>>();
agree<Agrees<Shape<typeof navEntry>, NavContribution>>();
agree<Agrees<Omit<Shape<ReturnType<typeof makeContribution>>, 'routes' | 'memberPanels' | 'agentItems' | 'nav'>, Omit<RemoteContribution, 'routes' | 'memberPanels' | 'agentItems' | 'nav'>>>();

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

/** Each issue as `<where><path> <message>` (`.key` for a field, `[i]` for an array item). */
function problems(where: string, schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`)).join('');
    return `${where}${path} ${issue.message}`;
  });
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
    const found = (REMOTE_IDS as readonly string[]).includes(id)
      ? problems(`remotes.${id}`, remoteSchema(id, options.requireIntegrity ?? true), remote)
      : [`remotes.${id}: unknown remote id`];
    // The remote is kept as it was written (unknown fields included), now known to match its type.
    if (found.length) rejected[id] = found;
    else remotes[id as RemoteId] = remote as ManifestRemote;
  }
  // A manifest that is not schema 1 fails whole, with every problem listed.
  if (errors.length) return { ok: false, errors: [...errors, ...Object.values(rejected).flatMap((e) => e ?? [])] };
  return { ok: true, manifest: { schema: 1, remotes }, rejected };
}

/** Validate one contribution (the build and the release tool use it). */
export function validateContribution(id: string, contribution: unknown): string[] {
  return problems(`${id}.contribution`, contributionSchema(id), contribution);
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
