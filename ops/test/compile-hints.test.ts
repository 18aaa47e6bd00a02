import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

// The build plugin that marks an app's chunks for eager, off-main-thread compiling (issue 9),
// run through a real production webpack build of a two-chunk app.
const root = path.resolve(__dirname, '..', '..');
// webpack as the apps build with it (the host's copy); ops itself does not depend on it.
const fromHost = createRequire(path.join(root, 'host', 'package.json'));
interface Plugin {
  apply(compiler: unknown): void;
}
interface Compiler {
  run(done: (error: Error | null, stats?: { hasErrors(): boolean; toString(preset: string): string }) => void): void;
  close(done: () => void): void;
}
const webpack = fromHost('webpack') as (config: Record<string, unknown>) => Compiler;
const { CompileHintsPlugin, HINT } = fromHost('../shared/build/compile-hints-plugin.cjs') as {
  CompileHintsPlugin: new (options?: { skipEntries?: boolean }) => Plugin;
  HINT: string;
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), "import('./page').then((page) => page.draw(document.body));\n");
  fs.writeFileSync(
    path.join(dir, 'src', 'page.js'),
    "export function draw(el) { el.textContent = label(3); }\nfunction label(n) { return 'tiles: ' + n; }\n",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the app into `out` with these plugins; returns its files' text by name. */
async function build(out: string, plugins: Plugin[]): Promise<Record<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, out), filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  const files = fs.readdirSync(path.join(dir, out)).filter((f) => f.endsWith('.js'));
  return Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(dir, out, f), 'utf8')]));
}

const lazyChunk = (files: Record<string, string>) => Object.keys(files).find((f) => f !== 'main.js')!;

test("a chunk loaded after the first paint starts with V8's hint; the host's entry does not", async () => {
  const files = await build('hinted', [new CompileHintsPlugin({ skipEntries: true })]);
  const page = lazyChunk(files);
  expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
  expect(files[page].startsWith(HINT)).toBe(true);
  expect(files[page].indexOf('allFunctionsCalledOnLoad')).toBe(files[page].lastIndexOf('allFunctionsCalledOnLoad'));
  expect(files['main.js'].startsWith('//#')).toBe(false);
  // Still the same program: the hint is a comment.
  for (const text of Object.values(files)) expect(() => new vm.Script(text)).not.toThrow();
  expect(files[page]).toContain('tiles: ');
});

test('a remote hints its entry files too', async () => {
  const files = await build('remote', [new CompileHintsPlugin()]);
  expect(files['main.js'].startsWith(HINT)).toBe(true);
  expect(files[lazyChunk(files)].startsWith(HINT)).toBe(true);
});

test("the chunk's content hash (its name) is computed from the hinted bytes", async () => {
  const plain = await build('plain', []);
  const hinted = await build('hinted-again', [new CompileHintsPlugin({ skipEntries: true })]);
  const before = lazyChunk(plain);
  const after = lazyChunk(hinted);
  expect(hinted[after]).toBe(HINT + plain[before]);
  expect(after).not.toBe(before);
  // The entry names the chunk by its new name.
  expect(hinted['main.js']).toContain(after.split('.')[1]);
});
