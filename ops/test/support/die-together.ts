/** Test helper: starts a long-running child (which starts its own grandchild), prints the pids, waits for a signal. */
import { dieTogether, startChild } from '../../src/proc';

dieTogether(async () => undefined);
const child = startChild('sleeper', process.execPath, [
  '-e',
  "const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('grandchild ' + c.pid); setInterval(() => {}, 1000);",
]);
console.log(`child ${child.proc.pid}`);
setInterval(() => undefined, 1000);
