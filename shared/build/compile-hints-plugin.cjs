/**
 * Explicit compile hints (issue 9): every JavaScript chunk an app builds starts with V8's
 * `//# allFunctionsCalledOnLoad` comment.
 *
 * Without it, V8 compiles each function lazily, on the main thread, the first time it is called:
 * on `/rng` that was 300-340 ms of main-thread compiling per load (unthrottled trace, V8.CompileCode),
 * most of it in the shared libraries' factories (react-dom, emotion, i18next, @vitrine/shared) and
 * the first render. With the hint, Chromium (136+) compiles the whole file on the background
 * thread that already streams it, while it downloads. Other browsers read a comment.
 *
 * The host's entry (main.js) is hinted too: its scripts run only after the first paint is on
 * screen (index.html starts them), so its background compile happens while the first paint shows,
 * and the boot's own code no longer compiles function by function on the main thread as it runs.
 * The hint goes in after minification and before the content hashes and the chunk integrity
 * hashes are computed, so both name the bytes that are served. Files that are not JavaScript are
 * left alone.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    const { ConcatSource, RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after minification (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH)
        // and the chunk integrity (OPTIMIZE_TRANSFER).
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
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
