import type { DB } from '../db';
import type { RsaKeys } from './crypto';
import type { SandboxState } from './state';
import type { Ledger } from '../services/ledger';
import type { BalanceBus } from '../services/bus';
import type { Clock } from './clock';
import type { LoginVerificationMethod } from '@vitrine/shared/api/endpoints';

/** A fault armed by `POST /__sandbox/faults`: the next `count` calls of `path` fail. */
export interface Fault {
  count: number;
  status: number;
  delayMs: number;
  malformed: boolean;
  /** What a failing answer carries: the error envelope, an HTML page (a proxy's error page), or `{success: true}` without `value`. */
  body: 'envelope' | 'html' | 'no-value';
}

export interface Sandbox {
  db: DB;
  state: SandboxState;
  keys: RsaKeys;
  ledger: Ledger;
  bus: BalanceBus;
  /** The movable clock (`POST /__sandbox/clock`): responsible-gaming rules and ledger rows read it. */
  clock: Clock;
  faults: Map<string, Fault>;
  /** Throttles: key → last time (ms). */
  throttle: Map<string, number>;
  captchas: Map<string, { text: string; at: number }>;
  geetest: Map<string, { x: number; at: number }>;
  /** Pending unknown-IP login verifications: verifyToken → member. */
  verifications: Map<string, { memberId: number; method: LoginVerificationMethod; at: number; wrong: number }>;
  /** Failed logins of unknown usernames (known members count in the DB). */
  failures: Map<string, number>;
  /** Base URL of this server as the browser sees it (for game URLs); taken from the request when empty. */
  allowPlain: boolean;
  /** Read-through cache of static catalogue answers (game list, vendor lanes); cleared on reset. */
  cache: Map<string, unknown>;
  /** Re-seed after reset. */
  seed: () => void;
  /**
   * The origin of the sandbox's game provider and chat pages as the browser reaches them: the
   * sandbox's own address (SANDBOX_PUBLIC_URL, else where it listens), never the storefront's
   * origin, so the storefront frames them as the third-party pages they stand in for.
   */
  providerOrigin: () => string;
}
