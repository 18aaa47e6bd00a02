/** Starting the sandbox backend for start and dev, tolerating its absence with a clear message. */
import fs from 'node:fs';
import path from 'node:path';
import type { CspConfig } from './csp';
import { REPO_ROOT } from './paths';
import { answers, startPnpm, waitForHttp, type Child } from './proc';

export const STATUS_PATH = '/wps/system/status';

/**
 * What the storefront's CSP must allow for the sandbox: its demo game provider and chat pages are
 * framed from the sandbox's own origin (SANDBOX_PUBLIC_URL, else its URL), which boot lists in
 * launchGameCDNs.
 */
export function sandboxCsp(url: string, env: NodeJS.ProcessEnv = process.env): CspConfig {
  return { frameSrc: [new URL(env.SANDBOX_PUBLIC_URL || url).origin] };
}

export interface SandboxState {
  url: string;
  child?: Child;
  /** up: answering; missing: not in the workspace; down: started but not answering. */
  state: 'up' | 'missing' | 'down';
}

/**
 * Reuse a sandbox that already answers at `url`; else start `pnpm --filter @vitrine/sandbox <script>`
 * with SANDBOX_PORT and wait for `GET /wps/system/status`.
 */
export async function startSandbox(
  url: string,
  script: 'start' | 'dev',
  log: (line: string) => void,
  timeoutMs = 60_000,
  env: NodeJS.ProcessEnv = {},
): Promise<SandboxState> {
  const status = new URL(STATUS_PATH, url).toString();
  if (await answers(status)) {
    log(`sandbox: already running at ${url}`);
    return { url, state: 'up' };
  }
  const pkgFile = path.join(REPO_ROOT, 'sandbox', 'package.json');
  const pkg = fs.existsSync(pkgFile)
    ? (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { scripts?: Record<string, string> })
    : undefined;
  const command = pkg?.scripts?.[script];
  const entry = command?.match(/\b(src\/\S+\.ts)\b/)?.[1];
  if (!command || (entry && !fs.existsSync(path.join(REPO_ROOT, 'sandbox', entry)))) {
    log(
      `sandbox: not available (${!command ? `no "${script}" script in sandbox/package.json` : `sandbox/${entry} does not exist yet`}); API calls will answer 502 gateway_unavailable`,
    );
    return { url, state: 'missing' };
  }
  const port = new URL(url).port || '80';
  log(`sandbox: starting (pnpm --filter @vitrine/sandbox ${script}, port ${port})…`);
  const child = startPnpm('sandbox', ['--filter', '@vitrine/sandbox', script], {
    SANDBOX_PORT: port,
    SANDBOX_HOST: new URL(url).hostname,
    ...env,
  });
  const result = await waitForHttp(status, { timeoutMs, child });
  if (result === 'up') {
    log(`sandbox: up at ${url}`);
    return { url, child, state: 'up' };
  }
  log(
    result === 'exited'
      ? 'sandbox: exited before answering (see its output above); API calls will answer 502 gateway_unavailable'
      : `sandbox: no answer from ${status} after ${Math.round(timeoutMs / 1000)} s; continuing (API calls answer 502 until it is up)`,
  );
  return { url, child: result === 'exited' ? undefined : child, state: 'down' };
}
