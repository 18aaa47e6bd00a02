const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The Intl warm-up worker (src/boot/intl-warmup.worker.js): emitted as written, under a content-
 * hashed name (cached for good, like every hashed host file), and marked `intlWarmup` so
 * index.html's boot script can name it. Used by the host's build and by the bench's monolith
 * control (ops/bench/monolith.webpack.cjs), which builds the same index.html.
 */
class IntlWarmupPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const file = path.join(__dirname, '..', 'src', 'boot', 'intl-warmup.worker.js');
    compiler.hooks.thisCompilation.tap('IntlWarmupPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IntlWarmupPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const source = fs.readFileSync(file);
        const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
        compilation.fileDependencies.add(file);
        compilation.emitAsset(`intl-warmup.${hash}.js`, new RawSource(source), { immutable: true, intlWarmup: true });
      });
    });
  }
}

module.exports = { IntlWarmupPlugin };
