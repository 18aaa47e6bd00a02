/**
 * Subresource integrity for a remote's chunks (issue 11). Every chunk the remote's webpack runtime
 * loads gets `integrity` and `crossorigin` on its script tag, from a chunk-id → sha256 map written
 * into the runtime chunks (remoteEntry.js, main.js) once every chunk's final bytes are known. The
 * host checks remoteEntry.js against the hash in remotes.json, so each chunk is pinned by the
 * release through the entry. (webpack-subresource-integrity does not support Module Federation:
 * "unresolved integrity placeholders", waysact/webpack-subresource-integrity#176.)
 */
const crypto = require('node:crypto');

const PLACEHOLDER = '__VITRINE_CHUNK_INTEGRITY__';
const MANIFEST = 'mf-manifest.json';
const PLACEHOLDER_RE = new RegExp(`(["'\`])${PLACEHOLDER}\\1`, 'g');

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    const { LoadScriptRuntimeModule } = webpack.runtime;
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        [
          source,
          `var vitrineIntegrity = chunkId !== undefined ? ${JSON.stringify(PLACEHOLDER)}[chunkId] : undefined;`,
          'if (vitrineIntegrity) { script.integrity = vitrineIntegrity; script.crossOrigin = "anonymous"; }',
        ].join('\n'),
      );
      compilation.hooks.processAssets.tap(
        // After minification and the real content hashes: the bytes hashed are the bytes served.
        { name: 'ChunkIntegrityPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const hashes = {};
          const runtimeFiles = new Set();
          for (const chunk of compilation.chunks) {
            const js = [...chunk.files].filter((f) => f.endsWith('.js'));
            if (chunk.hasRuntime()) js.forEach((f) => runtimeFiles.add(f));
            else if (chunk.id !== null && js.length === 1) {
              const asset = compilation.getAsset(js[0]);
              hashes[chunk.id] = `sha256-${crypto.createHash('sha256').update(asset.source.buffer()).digest('base64')}`;
            }
          }
          const map = JSON.stringify(hashes);
          for (const file of runtimeFiles) {
            const asset = compilation.getAsset(file);
            const text = asset.source.source().toString();
            if (!text.includes(PLACEHOLDER)) continue;
            compilation.updateAsset(file, new webpack.sources.RawSource(text.replace(PLACEHOLDER_RE, `(${map})`)));
          }
          // The same hashes by file name go into mf-manifest.json (pinned by remotes.json), for the
          // chunks the federation runtime loads itself (the expose's assets), not webpack's loader.
          const byFile = {};
          for (const chunk of compilation.chunks)
            if (!chunk.hasRuntime() && chunk.id !== null)
              for (const f of chunk.files) if (f.endsWith('.js') && hashes[chunk.id]) byFile[f] = hashes[chunk.id];
          compilation.vitrineChunkIntegrity = byFile;
          for (const file of compilation.getAssets().map((a) => a.name).filter((f) => f.endsWith('.js'))) {
            if (compilation.getAsset(file).source.source().toString().includes(PLACEHOLDER))
              compilation.errors.push(new webpack.WebpackError(`ChunkIntegrityPlugin: ${file} still holds the integrity placeholder`));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        // The federation manifest is written at an earlier stage; add the chunk hashes to it.
        { name: 'ChunkIntegrityPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new webpack.WebpackError(`ChunkIntegrityPlugin: ${MANIFEST} was not written by the federation plugin`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.chunkIntegrity = compilation.vitrineChunkIntegrity ?? {};
          compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin, PLACEHOLDER };
