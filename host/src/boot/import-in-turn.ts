/**
 * The next task: `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other queued work, so a load split into steps is not held behind unrelated tasks), else
 * a message to this window's own channel (timers are slowed down in background tabs).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Start each import in a task of its own, then wait for all of them. The downloads run in
 * parallel; the work each import starts at once (for a federated shared library: the version
 * checks, the share scope, the script tags) is spread over several short tasks instead of one
 * long one (issue 9: total blocking time). Settles when every import has: one that fails is
 * left for the code that needs it to report.
 */
export async function importInTurn(
  imports: ReadonlyArray<() => Promise<unknown>>,
  next: () => Promise<void> = nextTask,
): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const load of imports) {
    started.push(load());
    await next();
  }
  await Promise.allSettled(started);
}
