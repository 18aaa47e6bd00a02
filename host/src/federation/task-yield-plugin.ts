/**
 * The federation runtime's steps, each in a task of its own (issue 9: total blocking time).
 *
 * Loading a remote module is one chain of promises: read the manifest, init the remote's container
 * (its share scope), negotiate each shared library it consumes (version checks), then run the
 * module's code. Whatever part of that chain does not wait for the network ran as one task,
 * together with whatever else was in it. A logged-in page loads four remotes, so those chains made
 * several of its long tasks.
 *
 * This plugin yields to the browser before each step, so a step starts in a task of its own and
 * input, rendering and React's work can run in between (the boot's `nextTask`: `scheduler.yield()`,
 * whose continuation keeps its place ahead of other queued work, else a MessageChannel message).
 * Each yield costs a fraction of a millisecond when the main thread is free. It changes no result:
 * every hook hands its arguments on unchanged.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../boot/import-in-turn';

/** Waits for the next task, then hands the hook's arguments on unchanged. */
const after =
  <T>() =>
  async (args: T): Promise<T> => {
    await nextTask();
    return args;
  };

export default function taskYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrine-task-yield',
    // After the manifest is read (the snapshot plugin runs first; its preload of the expose's chunks
    // is declined by the load-policy plugin).
    afterResolve: after(),
    // After the remote's entry has run, before its container is initialised.
    beforeInitContainer: after(),
    // After the container is initialised, before the expose's chunks are requested.
    beforeGetExpose: after(),
    // Before each shared library is negotiated for a remote's chunk.
    beforeLoadShare: after(),
    // After the expose's chunks have arrived, before its module's code runs.
    beforeExecuteFactory: after(),
  };
}
