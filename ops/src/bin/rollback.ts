import { rollbackCli } from '../release';

process.exitCode = rollbackCli(process.argv.slice(2));
