import { main } from '../start';
import { stopChildren } from '../proc';

main().catch(async (error: Error) => {
  console.error(`start: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
