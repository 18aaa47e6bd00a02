/** Options and outcome shared by release and rollback. */
import type { ManifestRemote } from '../../../shared/src/federation/manifest';
import {
  REMOTE_NAMES,
  cdnDir as defaultCdnDir,
  hostDir as defaultHostDir,
  isRemoteName,
  type RemoteName,
} from '../paths';
import { Refusal } from './refusal';

export interface CommonOptions {
  cdnDir?: string;
  hostDir?: string;
  /** Prefix of entry URLs when the CDN lives on another origin (env CDN_PUBLIC_URL); '' = same origin. */
  publicBase?: string;
  now?: () => Date;
}

export interface Outcome {
  remote: RemoteName;
  version: string;
  previous: string | null;
  /** false when nothing had to change (the version was already live). */
  changed: boolean;
  entry: ManifestRemote;
  message: string;
}

/** `CommonOptions` with their defaults filled in. */
export const resolveOptions = (o: CommonOptions) => ({
  cdn: o.cdnDir ?? defaultCdnDir(),
  host: o.hostDir ?? defaultHostDir(),
  base: o.publicBase ?? process.env.CDN_PUBLIC_URL ?? '',
  now: o.now ?? (() => new Date()),
});

/** The URL remotes.json gives for one released version's MF manifest. */
export const entryUrl = (base: string, remote: string, version: string): string =>
  `${base.replace(/\/$/, '')}/remotes/${remote}/${version}/mf-manifest.json`;

export function remoteName(name: string): RemoteName {
  if (!isRemoteName(name)) throw new Refusal(`unknown remote "${name}" (one of: ${REMOTE_NAMES.join(', ')})`);
  return name;
}
