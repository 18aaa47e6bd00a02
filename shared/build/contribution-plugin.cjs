/**
 * Emits a remote's `contribution.json` (from its typed `src/contribution.ts`) and `build-info.json`
 * (name, version, shared requirements) beside `mf-manifest.json`. The release step reads both;
 * the host learns what a remote offers from `remotes.json` without loading its code.
 */
const path = require('node:path');
const fs = require('node:fs');
const Module = require('node:module');

function loadTs(file, swc) {
  const { code } = swc.transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  // The contribution file may import types and `defineContribution` from @vitrine/shared; give it
  // a tiny stand-in so the build does not need to run the whole shared package in Node.
  const originalRequire = mod.require.bind(mod);
  mod.require = (request) =>
    request === '@vitrine/shared' ? { defineContribution: (c) => c } : originalRequire(request);
  mod._compile(code, file);
  return mod.exports;
}

class ContributionPlugin {
  constructor({ name, dir, version, shared, swc }) {
    this.swc = swc;
    this.name = name;
    this.dir = dir;
    this.version = version;
    this.shared = shared;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ContributionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContributionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(this.dir, 'src', 'contribution.ts');
          compilation.fileDependencies.add(file);
          let contribution;
          try {
            const exported = loadTs(file, this.swc);
            contribution = exported.default ?? exported.contribution;
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`contribution.ts: ${error.message}`));
            return;
          }
          if (!contribution || contribution.remote !== this.name) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`contribution.ts must default-export a contribution of remote "${this.name}"`),
            );
            return;
          }
          const requires = Object.fromEntries(Object.entries(this.shared).map(([k, v]) => [k.replace(/\/$/, ''), v.requiredVersion]));
          const info = { name: this.name, version: this.version, requires, builtAt: new Date().toISOString() };
          compilation.emitAsset('contribution.json', new RawSource(JSON.stringify(contribution, null, 2)));
          // The remote's translations as plain files beside the manifest: the host registers them
          // from remotes.json, so labels a remote contributes (menus, nav) show before its code loads.
          const localesDir = path.join(this.dir, 'src', 'locales');
          compilation.contextDependencies.add(localesDir);
          for (const file of fs.existsSync(localesDir) ? fs.readdirSync(localesDir) : []) {
            if (!file.endsWith('.json')) continue;
            const text = fs.readFileSync(path.join(localesDir, file), 'utf8');
            compilation.emitAsset(`locales/${file}`, new RawSource(JSON.stringify(JSON.parse(text))));
          }
          compilation.emitAsset('build-info.json', new RawSource(JSON.stringify(info, null, 2)));
        },
      );
    });
  }
}

module.exports = { ContributionPlugin };
