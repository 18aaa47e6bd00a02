/**
 * The `pnpm release` and `pnpm rollback` command lines (argument parsing by `node:util` parseArgs).
 * Each returns the exit code and prints one line.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { fromUserCwd } from '../paths';
import { Refusal } from './refusal';
import { release } from './release';
import { rollback } from './rollback';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parse `argv` strictly against `options` (plus `--help`, left to the caller); a bad argument is a
 * `Refusal` that says what is wrong (`needs` names what a valued option expects, default "a value").
 * `--` separators (pnpm may forward one) are ignored, as before.
 */
export function parseCli<O extends Options>(
  argv: string[],
  options: O,
  usage: string,
  needs: Partial<Record<keyof O, string>> = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const option = /'--([\w-]+)/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option)
      throw new Refusal(`--${option} needs ${needs[option] ?? 'a value'}`);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option)
      throw new Refusal(`unknown option --${option}; ${usage}`);
    throw new Refusal(`${message.split('\n')[0]}; ${usage}`);
  }
  return parsed;
}

const pathFlag = (v: unknown): string | undefined => (typeof v === 'string' ? fromUserCwd(v) : undefined);

function report(verb: string, error: unknown, fail: (line: string) => void): number {
  fail(
    error instanceof Refusal
      ? `${verb} refused: ${error.message}`
      : `${verb} failed: ${(error as Error).stack ?? error}`,
  );
  return 1;
}

const RELEASE_USAGE =
  'usage: pnpm release <games|member|agent|promotions> [version] [--from <dist dir>] [--canary <percent>] [--cdn <dir>] [--host <host dist>]';

/** CLI: returns the exit code; prints one line. */
export function releaseCli(argv: string[], log = console.log, fail = console.error): number {
  try {
    const { positionals, values } = parseCli(
      argv,
      {
        from: { type: 'string' },
        cdn: { type: 'string' },
        host: { type: 'string' },
        canary: { type: 'string' },
      },
      RELEASE_USAGE,
      { canary: 'a percent (0–100)' },
    );
    if (positionals.length < 1 || positionals.length > 2 || values.help) throw new Refusal(RELEASE_USAGE);
    if (values.canary === '') throw new Refusal('--canary needs a percent (0–100)');
    const outcome = release({
      remote: positionals[0],
      version: positionals[1],
      from: pathFlag(values.from),
      cdnDir: pathFlag(values.cdn),
      hostDir: pathFlag(values.host),
      canary: values.canary === undefined ? undefined : Number(values.canary),
    });
    log(outcome.message);
    return 0;
  } catch (error) {
    return report('release', error, fail);
  }
}

const ROLLBACK_USAGE =
  'usage: pnpm rollback <games|member|agent|promotions> [--force] [--cdn <dir>] [--host <host dist>]';

export function rollbackCli(argv: string[], log = console.log, fail = console.error): number {
  try {
    const { positionals, values } = parseCli(
      argv,
      { force: { type: 'boolean' }, cdn: { type: 'string' }, host: { type: 'string' } },
      ROLLBACK_USAGE,
    );
    if (positionals.length !== 1 || values.help) throw new Refusal(ROLLBACK_USAGE);
    const outcome = rollback({
      remote: positionals[0],
      force: values.force === true,
      cdnDir: pathFlag(values.cdn),
      hostDir: pathFlag(values.host),
    });
    log(outcome.message);
    return 0;
  } catch (error) {
    return report('rollback', error, fail);
  }
}
