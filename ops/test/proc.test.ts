import { spawn } from 'node:child_process';
import path from 'node:path';

const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('children die with the parent', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s the child and its own children stop',
    async (signal) => {
      const parent = spawn(tsx, [path.join(__dirname, 'support', 'die-together.ts')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      const pids = await new Promise<{ child: number; grandchild: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no pids in: ${out}`)), 15_000);
        parent.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const child = out.match(/^child (\d+)/m);
          const grandchild = out.match(/grandchild (\d+)/m);
          if (child && grandchild) {
            clearTimeout(timer);
            resolve({ child: Number(child[1]), grandchild: Number(grandchild[1]) });
          }
        });
      });
      expect(alive(pids.child)).toBe(true);
      expect(alive(pids.grandchild)).toBe(true);
      const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
      parent.kill(signal);
      await exited;
      const deadline = Date.now() + 5000;
      while ((alive(pids.child) || alive(pids.grandchild)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(alive(pids.child)).toBe(false);
      expect(alive(pids.grandchild)).toBe(false);
    },
    30_000,
  );
});
