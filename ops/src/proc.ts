/**
 * Child processes for start and dev: pnpm invocation, prefixed output, process groups that die
 * with the parent (SIGINT / SIGTERM / exit), waiting for an HTTP service.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import readline from 'node:readline';
import { REPO_ROOT } from './paths';

/** How to run pnpm: the pnpm that runs us when there is one, else the pinned one through npx. */
export function pnpmCommand(): { cmd: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/i.test(execPath) && fs.existsSync(execPath))
    return /\.c?js$/.test(execPath)
      ? { cmd: process.execPath, args: [execPath] }
      : { cmd: execPath, args: [] };
  return { cmd: 'npx', args: ['-y', 'pnpm@10.34.9'] };
}

export interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
}

const children = new Set<Child>();

const killGroup = (child: Child, signal: NodeJS.Signals): void => {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null || !child.proc.pid) return;
  try {
    process.kill(-child.proc.pid, signal);
  } catch {
    try {
      child.proc.kill(signal);
    } catch {
      // already gone
    }
  }
};

function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WriteStream): void {
  if (!stream) return;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

/** Start a long-running child in its own process group; its output is prefixed with `[name]`. */
export function startChild(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const proc = spawn(cmd, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`;
  prefixLines(proc.stdout, prefix, process.stdout);
  prefixLines(proc.stderr, prefix, process.stderr);
  const exited = new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => resolve(code));
    proc.on('error', (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      resolve(null);
    });
  });
  const child = { name, proc, exited };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

export function startPnpm(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const pnpm = pnpmCommand();
  return startChild(name, pnpm.cmd, [...pnpm.args, ...args], env);
}

/** Run pnpm to completion with inherited output; returns the exit code. */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): number {
  const pnpm = pnpmCommand();
  const result = spawnSync(pnpm.cmd, [...pnpm.args, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/** Stop every child (SIGTERM to its group, SIGKILL after `graceMs`). */
export async function stopChildren(graceMs = 5000): Promise<void> {
  const running = [...children];
  running.forEach((c) => killGroup(c, 'SIGTERM'));
  const timer = setTimeout(() => running.forEach((c) => killGroup(c, 'SIGKILL')), graceMs);
  await Promise.all(running.map((c) => c.exited));
  clearTimeout(timer);
}

/** Children die with the parent: on SIGINT/SIGTERM run `cleanup` then exit; on exit kill what is left. */
let stopping = false;
/** True once a shutdown began (children exiting then is expected). */
export const isStopping = (): boolean => stopping;

export function dieTogether(cleanup: () => Promise<void>): void {
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping…\n`);
    void cleanup()
      .catch(() => undefined)
      .then(() => stopChildren())
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  process.on('exit', () => [...children].forEach((c) => killGroup(c, 'SIGKILL')));
}

/** Does anything answer HTTP at `url`? (any status counts: the service is up) */
export function answers(url: string, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/** Poll `url` until it answers, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, child }: { timeoutMs?: number; child?: Child } = {},
): Promise<'up' | 'exited' | 'timeout'> {
  let exited = false;
  void child?.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return 'up';
    if (exited) return 'exited';
    await new Promise((r) => setTimeout(r, 300));
  }
  return 'timeout';
}

/** Is the TCP port free to listen on? */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
