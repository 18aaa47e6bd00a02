import { main } from '../budgets';

process.exitCode = main();
