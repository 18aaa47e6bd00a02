import { releaseCli } from '../release';

process.exitCode = releaseCli(process.argv.slice(2));
