/**
 * `pnpm release <remote> [version]` and `pnpm rollback <remote>`.
 *
 * A release validates a built remote (its MF manifest, its contribution, the host's shared versions
 * against the remote's requirements, the integrity hash), copies it into the immutable folder
 * `<cdn>/remotes/<name>/<version>/` (temp folder + rename), then swaps `<cdn>/remotes.json`
 * atomically (temp file + rename) and appends to `<cdn>/release-history.jsonl`. A rollback points
 * one remote back at its previous live version from that history. Neither rebuilds anything nor
 * touches the host or another remote's files. Every refusal leaves the CDN folder as it was.
 *
 * - `refusal.ts`: the `Refusal` error and JSON/file helpers;
 * - `validate.ts`: checks of a built remote and of the host's shared versions;
 * - `menu-labels.ts`: the menu labels in every language that remotes.json carries;
 * - `history-lock.ts`: the live remotes.json, the history, the writer lock and `commit`;
 * - `common.ts`: options and outcome shared by both operations;
 * - `release.ts`, `rollback.ts`: the two operations;
 * - `cli.ts`: the two command lines.
 */
export { Refusal } from './refusal';
export {
  checkBuildInfo,
  checkMfManifest,
  hostSharedVersions,
  inspectBuild,
  unmetRequirements,
  type BuildInfo,
  type InspectedBuild,
  type MfManifest,
} from './validate';
export {
  commit,
  liveStack,
  readHistory,
  readLiveManifest,
  withLock,
  type HistoryEntry,
} from './history-lock';
export type { CommonOptions, Outcome } from './common';
export { withMenuLabels } from './menu-labels';
export { release, type ReleaseOptions } from './release';
export { rollback, type RollbackOptions } from './rollback';
export { parseCli, releaseCli, rollbackCli } from './cli';
