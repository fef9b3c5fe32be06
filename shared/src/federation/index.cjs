// The one Module Federation + Rspack config factory of Clipyard (ARCHITECTURE.md section 2).
// CommonJS on purpose: every app's rspack.config.mjs imports it without a TypeScript step.
// Every app (shell and the four remotes) gets the same shared singletons, each requiredVersion
// read from that app's package.json, so a remote built on its own schedule still negotiates
// one React, one router, one MUI, one zustand session store with the shell.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { SHARED_EXPORTS } = require('./shared-exports.cjs');

/** The shared singletons of ARCHITECTURE.md section 2 (in that order). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'i18next',
  'react-i18next',
];

const SHARED_PACKAGE = '@clipyard/shared';

/**
 * Shared singletons that are big barrels are tree-shaken (MF 2 shared tree shaking): the shared copy holds only the
 * exports of a reviewed list (shared-exports.cjs, ADR 0105). TOOLCHAIN.md: it works only when usedExports is the same
 * for every app, so every build uses that one list. An app's import of any other MUI export is rewritten by
 * shared-imports-loader.cjs to the component's own module, which the app bundles: the deployed shell never lacks it.
 */
const TREE_SHAKEN = Object.keys(SHARED_EXPORTS);

const sharedPackageJson = require('../../package.json');

/** `mfe-clips` → `mfe_clips`: federation names come from folder names. */
function federationName(appDir) {
  return path.basename(path.resolve(appDir)).replace(/-/g, '_');
}

function readPackageJson(appDir) {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
}

/**
 * The platform version a build is made with: this package's version, or CLIPYARD_PLATFORM_VERSION (the e2e
 * version-skew builds stand for a remote built against another release of the platform, ADR 0104).
 */
function platformVersion() {
  return process.env.CLIPYARD_PLATFORM_VERSION || sharedPackageJson.version;
}

/**
 * The platform versions an app runs on: the caret range of its `@clipyard/shared` dependency
 * (`workspace:^1.0.0` → `^1.0.0`), or CLIPYARD_PLATFORM_RANGE. The shell checks it at load (ADR 0104).
 */
function platformRange(pkg) {
  if (process.env.CLIPYARD_PLATFORM_RANGE) return process.env.CLIPYARD_PLATFORM_RANGE;
  const spec = String({ ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) }[SHARED_PACKAGE] || '').replace(/^workspace:/, '');
  if (!/^\^\d+\.\d+\.\d+$/.test(spec)) {
    throw new Error(`${pkg.name}: depend on ${SHARED_PACKAGE} with the caret range of platform versions it runs on ("workspace:^1.0.0"), not "${spec}"`);
  }
  return spec;
}

/**
 * The `shared` option: each singleton with the range the app declares. `@clipyard/shared` is the platform
 * singleton (ADR 0104): it carries the platform's semantic version and the app's compatible range; strictVersion
 * stays off (the runtime only warns) because the shell itself refuses an incompatible remote before it runs. It
 * is shared both as the root import and as deep imports (`@clipyard/shared/session/...`) so that a deep import
 * never creates a second session store.
 */
function sharedSingletons(appDir) {
  const pkg = readPackageJson(appDir);
  const deps = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`${pkg.name}: ${name} must be a dependency (it is a shared singleton)`);
    shared[name] = { singleton: true, requiredVersion: deps[name] };
    if (TREE_SHAKEN.includes(name) && process.env.CLIPYARD_SHARED_TREE_SHAKING !== 'false') {
      shared[name].treeShaking = { mode: 'runtime-infer', usedExports: [...SHARED_EXPORTS[name]] };
    }
  }
  const own = { singleton: true, strictVersion: false, requiredVersion: platformRange(pkg), version: platformVersion() };
  shared[SHARED_PACKAGE] = own;
  shared[`${SHARED_PACKAGE}/`] = own;
  return shared;
}

/**
 * Options of the ModuleFederationPlugin for one app. Remotes emit `mf-manifest.json`; the shell
 * declares no static remotes: it registers them at run time from `/remotes.json`.
 */
function federationOptions({ appDir, exposes = {}, isHost = false, runtimePlugins = [], mode = 'production' }) {
  // The federation runtime ships once, with the shell; production remotes use the shell's copy
  // (about 20 KB gzip less per remote entry, TOOLCHAIN.md). A remote's standalone dev host
  // (development mode) keeps its own runtime so it runs alone.
  const runtime = isHost ? { provideExternalRuntime: true } : mode === 'production' ? { externalRuntime: true } : {};
  // Browsers only: the runtime's and SDK's Node script loaders (fs/vm/fetch-and-eval) are left out of every build.
  const experiments = { ...runtime, optimization: { target: 'web' } };
  return {
    experiments,
    name: federationName(appDir),
    filename: 'remoteEntry.js',
    exposes: isHost ? {} : exposes,
    remotes: {},
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    runtimePlugins,
  };
}

/** Writes the build's stats (chunks, their files and modules with sizes) to `file`, for bench/web's breakdown. */
function statsFilePlugin(file) {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('ClipyardStatsFile', (stats) => {
        const json = stats.toJson({
          all: false,
          assets: true,
          ids: true,
          chunks: true,
          chunkModules: true,
          // Every module by name: no "+ N modules" groups, no limits on how many are listed.
          nestedModules: true,
          orphanModules: true,
          dependentModules: true,
          groupModulesByType: false,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
        });
        // A concatenated module holds its parts: list those, so every byte is owned by a named source.
        const flat = (m) => (m.modules && m.modules.length ? m.modules.flatMap(flat) : [{ name: m.name || m.identifier || '(unnamed)', size: m.size }]);
        const chunks = (json.chunks || []).map((chunk) => ({
          id: chunk.id,
          names: chunk.names,
          files: chunk.files,
          initial: chunk.initial,
          size: chunk.size,
          modules: (chunk.modules || []).flatMap(flat),
        }));
        fs.writeFileSync(file, JSON.stringify({ chunks }));
      });
    },
  };
}

/**
 * Ships a remote's route declarations (ADR 0158): its `src/routes.json` goes out as `routes.json` beside
 * mf-manifest.json, where the HTML host reads it at run time; a build with a malformed file fails.
 * @param {string} file
 */
function routeDeclarationsPlugin(file) {
  const name = 'ClipyardRouteDeclarations';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.fileDependencies.add(file);
          const declarations = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (!Array.isArray(declarations) || !declarations.every((d) => d && typeof d.path === 'string' && d.path.startsWith('/'))) {
            compilation.errors.push(new rspack.WebpackError(`${file}: a list of routes, each with a path starting with /`));
            return;
          }
          compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(declarations)));
        });
      });
    },
  };
}

/**
 * A whole Rspack configuration for one app.
 * @param {object} o
 * @param {string} o.appDir           the app folder (use import.meta.dirname / __dirname)
 * @param {number} o.port             dev-server port
 * @param {boolean} [o.isHost]        true for the shell
 * @param {Record<string,string>} [o.exposes]  remotes: public exposed modules (add, never rename)
 * @param {string[]} [o.runtimePlugins]        federation runtime plugins (file paths)
 * @param {string} [o.title]          the HTML title of the page (shell, or a remote's standalone host)
 * @param {string} [o.routeDeclarations]  remotes: the routes.json to ship (default: the app's src/routes.json)
 * @param {'production'|'development'} [o.mode]  from the CLI's argv.mode
 */
function createAppConfig(o) {
  const { appDir, port, isHost = false, title = 'Clipyard' } = o;
  const mode = o.mode || (process.argv.includes('production') ? 'production' : 'development');
  const isProduction = mode === 'production';
  const routeDeclarations = isHost ? null : o.routeDeclarations ?? path.join(appDir, 'src', 'routes.json');
  const outputPath = process.env.CLIPYARD_OUT_DIR ? path.resolve(process.env.CLIPYARD_OUT_DIR) : path.join(appDir, 'dist');
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    // bench/web (CLIPYARD_STATS) reads hidden source maps to tell which bytes are the federation runtime.
    devtool: isProduction ? (process.env.CLIPYARD_STATS ? 'hidden-source-map' : false) : 'cheap-module-source-map',
    output: {
      path: outputPath,
      // The shell serves deep links (history mode) so its assets need absolute URLs; a remote is
      // fetched from wherever remotes.json says, so its chunks resolve relative to its entry.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName(appDir),
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          // Loaders run last to first: the shared-imports rewrite (ADR 0105) sees the source before swc does.
          use: [
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
                  target: 'es2022',
                },
              },
            },
            { loader: path.join(__dirname, 'shared-imports-loader.cjs') },
          ],
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|webp|avif|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        // A visible build label, so the redeploy e2e test can tell two builds of one remote apart.
        __CLIPYARD_BUILD_LABEL__: JSON.stringify(process.env.CLIPYARD_BUILD_LABEL || ''),
        __CLIPYARD_APP__: JSON.stringify(federationName(appDir)),
        // The platform version the shell runs (and checks remotes' ranges against, ADR 0104).
        __CLIPYARD_PLATFORM_VERSION__: JSON.stringify(platformVersion()),
      }),
      new ModuleFederationPlugin(federationOptions({ ...o, mode })),
      new rspack.HtmlRspackPlugin({
        templateContent: fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace('__TITLE__', title),
        // Only the shell page matters in production; a remote's page is its standalone dev host.
        filename: 'index.html',
      }),
      ...(routeDeclarations && fs.existsSync(routeDeclarations) ? [routeDeclarationsPlugin(routeDeclarations)] : []),
      ...(process.env.CLIPYARD_STATS ? [statsFilePlugin(path.join(outputPath, 'stats.json'))] : []),
      ...(isHost && fs.existsSync(path.join(appDir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), to: outputPath }] })]
        : []),
    ],
    optimization: { minimize: isProduction, usedExports: true, sideEffects: true },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? [{ directory: path.join(appDir, 'public'), publicPath: '/' }] : false,
      client: { overlay: false },
    },
  };
}

module.exports = { SINGLETONS, TREE_SHAKEN, federationName, platformVersion, platformRange, sharedSingletons, federationOptions, createAppConfig };
