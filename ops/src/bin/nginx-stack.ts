import { main } from '../nginx-stack';
import { stopChildren } from '../proc';

main().catch(async (error: Error) => {
  console.error(`nginx-stack: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
