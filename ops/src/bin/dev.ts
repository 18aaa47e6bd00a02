import { main } from '../dev';
import { stopChildren } from '../proc';

main(process.argv.slice(2)).catch(async (error: Error) => {
  console.error(`dev: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
