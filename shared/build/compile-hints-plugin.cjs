/**
 * Explicit compile hints (issue 9): every JavaScript chunk an app loads after the first paint
 * starts with V8's `//# allFunctionsCalledOnLoad` comment.
 *
 * Without it, V8 compiles each function lazily, on the main thread, the first time it is called:
 * on `/rng` that was 300-340 ms of main-thread compiling per load (unthrottled trace, V8.CompileCode),
 * most of it in the shared libraries' factories (react-dom, emotion, i18next, @vitrine/shared) and
 * the first render. With the hint, Chromium (136+) compiles the whole file on the background
 * thread that already streams it, while it downloads. Other browsers read a comment.
 *
 * Not hinted: the entry files the page loads before its first paint (`skip`, the host's main.js),
 * so their background compile never competes with the first paint, and files that are not
 * JavaScript. The hint goes in after minification and before the content hashes and the chunk
 * integrity hashes are computed, so both name the bytes that are served.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ skipEntries?: boolean }} [options] skipEntries: leave the entry chunks' files as they are */
  constructor(options = {}) {
    this.skipEntries = Boolean(options.skipEntries);
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { ConcatSource, RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after minification (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH)
        // and the chunk integrity (OPTIMIZE_TRANSFER).
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const skipped = new Set();
          if (this.skipEntries)
            for (const entrypoint of compilation.entrypoints.values())
              for (const file of entrypoint.getEntrypointChunk().files) skipped.add(file);
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || skipped.has(file)) continue;
              const asset = compilation.getAsset(file);
              if (!asset || asset.source.source().toString().startsWith(HINT)) continue;
              compilation.updateAsset(file, new ConcatSource(new RawSource(HINT), asset.source));
            }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
