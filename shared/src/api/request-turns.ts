/**
 * One request starts per task. The effects of one render start a page's queries together: the
 * lobby's games, vendors, favourites, jackpot, balance, badges. Each start costs the client's work
 * and the browser's `fetch` (about 2 ms each on a phone), and together they were one long task
 * of the page's load (issue 9: total blocking time). Queued here, each request starts in a task of
 * its own, in the order asked, a fraction of a millisecond later.
 *
 * Where there is no MessageChannel (jsdom in unit tests, old engines) requests start at once.
 */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

function startNext(): void {
  waiting.shift()?.();
  if (waiting.length) channel?.port2.postMessage(null);
  else {
    // Drained: the channel is closed (an open port keeps a Node process alive).
    channel?.port1.close();
    channel = null;
  }
}

/** Resolves in a task of its own, after every request that asked before it. */
export function requestTurn(): Promise<void> {
  const Channel = (globalThis as { MessageChannel?: typeof MessageChannel }).MessageChannel;
  if (!Channel) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!channel) {
      channel = new Channel();
      channel.port1.onmessage = startNext;
      channel.port2.postMessage(null);
    }
  });
}
