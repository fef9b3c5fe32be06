// The architecture rules of Clipyard, checked by a machine (ADR 0033). Every package's `pnpm lint` runs this one
// config (`eslint .` from the package folder); `npm test` runs lint before any test.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsIn = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

const filesIn = (dir) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);

const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
const apps = ['shell', ...remotes];
const serverKernels = ['db', 'net', 'http', 'domain', 'media'];
/**
 * The server's kernels in layers (issue 21): each imports only the ones listed (and nothing of a feature). db (the
 * schema, migrations, queries' helpers) and net (safe outbound fetching) stand alone; domain builds on them; media
 * (storage, ffmpeg, the encode jobs) on those; http (authentication, errors, rate limits, cursors) on db, net, domain.
 */
const SERVER_KERNEL_LAYERS = { db: [], net: [], domain: ['db', 'net'], media: ['db', 'net', 'domain'], http: ['db', 'net', 'domain'] };
/** The server's top-level files a feature may import: the context handlers receive and the configuration types. */
const SERVER_FEATURE_FILES = ['context.ts', 'config.ts'];

const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';
const NON_COMPONENT_TSX = ['**/{bootstrap,routes}.tsx', 'shared/src/federation/*.tsx', 'testing/src/*.tsx'];
const sharedExports = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).exports;
const SHARED_ENTRY_POINTS = [...new Set(Object.values(sharedExports))];
const BROWSER_CODE = ['{shared,clip-ui,shell,mfe-*}/src/**/*.{ts,tsx}'];
/**
 * Test code: unit tests and a package's own test helpers beside them (`*.test-support.ts`: imported by tests only, never
 * matched as a test), e2e specs and their support, the server's test folder, the test kit (@clipyard/testing).
 */
const TEST_CODE = ['**/*.test.{ts,tsx,mjs}', '**/*.test-support.{ts,tsx}', 'e2e/**/*.ts', 'server/test/**/*.ts', 'testing/src/**/*.{ts,tsx}', 'scripts/test/**/*.mjs'];
/** Hand-built clip and category page paths: browser and server code alike build them with @clipyard/shared's builders. */
const HAND_BUILT_PAGE_PATHS = [
  {
    selector: 'TemplateLiteral[quasis.length>1] > TemplateElement[value.raw=/\\/clip\\//]',
    message: "A hand-built clip page path: use clipPath(channelLogin, internalClipId) from '@clipyard/shared'.",
  },
  {
    selector: "BinaryExpression[operator='+'] > Literal[value=/\\/clip\\//]",
    message: "A hand-built clip page path: use clipPath(channelLogin, internalClipId) from '@clipyard/shared'.",
  },
  {
    selector: 'TemplateLiteral[quasis.length>1] > TemplateElement[value.raw=/^\\/category\\//]',
    message: "A hand-built category page path: use categoryPath(slug) from '@clipyard/shared'.",
  },
];
/** A sleep inside one of these polls a condition (it is not a fixed wait). */
const LOOPS = ':matches(WhileStatement, DoWhileStatement, ForStatement, ForOfStatement, ForInStatement)';

/** A zone forbidding `target` to import `from` (paths relative to the repository root). */
const zone = (target, from, message, except) => ({ target: `./${target}`, from: `./${from}`, message, ...(except ? { except } : {}) });

/** Zones keeping each feature folder under `dir` out of every other one (`except`: what it may still reach). */
const featureZones = (dir, message, except) => {
  const features = dirsIn(dir);
  return features.flatMap((feature) =>
    features.filter((other) => other !== feature).map((other) => zone(`${dir}/${feature}`, `${dir}/${other}`, message(other), except)),
  );
};

const boundaryZones = [
  // A remote never imports another remote or the shell; the shell never imports a remote's source.
  ...remotes.flatMap((remote) => [
    ...remotes
      .filter((other) => other !== remote)
      .map((other) => zone(remote, other, `A remote never imports another remote: share it through @clipyard/shared or an exposed federated module.`)),
    zone(remote, 'shell', 'A remote never imports the shell.'),
  ]),
  ...remotes.map((remote) => zone('shell', remote, 'The shell loads remotes through Module Federation, never from their source.')),
  // @clipyard/shared imports no app (and not the server).
  ...[...apps, 'server', 'e2e', 'bench'].map((app) => zone('shared', app, '@clipyard/shared imports no app.')),
  // The clip UI kit (ADR 0151) builds on the kernel and imports no app; the kernel never imports it (it is bundled by
  // each remote that uses it, never by the shell).
  ...[...apps, 'server', 'e2e', 'bench'].map((app) => zone('clip-ui', app, '@clipyard/clip-ui imports no app.')),
  zone('shared', 'clip-ui', '@clipyard/shared never imports @clipyard/clip-ui: the kit builds on the kernel, not the other way.'),
  ...['shell', 'server'].map((app) => zone(app, 'clip-ui', `${app === 'shell' ? 'The shell' : 'The server'} never uses the remotes' clip UI kit.`)),
  // The test kit (ADR 0152) is test time only: it builds on the kernel's entry points and imports no app; the kernel's
  // own code never imports it (its tests do, through the package).
  ...[...apps, 'clip-ui', 'server', 'e2e', 'bench'].map((app) => zone('testing', app, '@clipyard/testing imports no app.')),
  // Everyone else reaches @clipyard/shared only through its documented entry points (package.json `exports`).
  ...['clip-ui', 'testing', ...apps, 'server', 'e2e', 'bench'].map((app) =>
    zone(app, 'shared', 'Import @clipyard/shared through its entry points (@clipyard/shared, /contract, /media, /federation...).', SHARED_ENTRY_POINTS),
  ),
  // Apps and the server never import each other's source (the contract in @clipyard/shared is what they share).
  ...apps.map((app) => zone(app, 'server', 'The browser apps talk to the server through the contract only.')),
  ...apps.map((app) => zone('server', app, 'The server never imports a browser app.')),
  // Inside an app: a feature imports another feature only through that feature's index.ts, and nothing under
  // src/features imports upward into the app root (routes, i18n, bootstrap: the root composes the features).
  ...apps.flatMap((app) => [
    ...featureZones(`${app}/src/features`, (other) => `Import feature '${other}' only through its index.ts.`, ['./index.ts']),
    zone(`${app}/src/features`, `${app}/src/*.{ts,tsx}`, 'A feature never imports the app root (routes, i18n, bootstrap).'),
    // The app's own layers below its features (ui primitives, strings) serve every feature and so import none.
    ...['ui', 'i18n'].map((layer) => zone(`${app}/src/${layer}`, `${app}/src/features`, `${app}/src/${layer} serves the features and imports none of them.`)),
  ]),
  // In the server, a feature imports only the shared kernels (db, http, domain, media) and the context and config
  // types: never another feature, nor anything else of the server (auth, twitch, seed, the entry points); the
  // kernels never import a feature.
  ...featureZones(
    'server/src/features',
    () => `A server feature never imports another feature: move what both need into a kernel (${serverKernels.join(', ')}).`,
  ),
  ...serverKernels.map((kernel) => zone(`server/src/${kernel}`, 'server/src/features', 'A kernel never imports a feature.')),
  ...Object.entries(SERVER_KERNEL_LAYERS).flatMap(([kernel, below]) =>
    serverKernels
      .filter((other) => other !== kernel && !below.includes(other))
      .map((other) => zone(`server/src/${kernel}`, `server/src/${other}`, `server/src/${kernel} builds only on ${below.join(', ') || 'nothing of the server'}: never on ${other}.`)),
  ),
  ...dirsIn('server/src')
    .filter((dir) => dir !== 'features' && !serverKernels.includes(dir))
    .map((dir) => zone('server/src/features', `server/src/${dir}`, `A feature imports only the kernels (${serverKernels.join(', ')}), never server/src/${dir}.`)),
  ...filesIn('server/src')
    .filter((file) => /\.ts$/.test(file) && !SERVER_FEATURE_FILES.includes(file))
    .map((file) => zone('server/src/features', `server/src/${file}`, 'A feature never imports the server\'s entry points.')),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      // The remotes' exposed types the shell's typecheck generates (shell/build/remote-types.mjs): generated, gitignored.
      '**/@mf-types/**',
      // Per-run e2e output folders (E2E_OUTPUT_DIR) and the e2e stack's extra builds: generated, gitignored.
      '**/test-results-*/**',
      'e2e/.builds/**',
      // bench/web's own production builds (generated, gitignored).
      'bench/web/.dist/**',
      '**/playwright-report/**',
      '**/.cache/**',
      'tools/auth-emulator/**',
      'shell/public/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, '*/tsconfig.json')],
          noWarnOnMultipleProjects: true,
          alwaysTryTypes: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // No import cycles. maxDepth bounds the walk (lint runs on 2 shared cores); 12 is deeper than any real chain.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // Type-only imports keep the browser bundles free of server-only code paths and make cycles of types harmless.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // kebab-case for every non-component file (middle parts such as .handler, .test, .en-US are kept as they are;
      // a leading number is allowed for ordered files such as migrations).
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,mts,cts,js,mjs,cjs}': KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // One convention for components: a .tsx file is a component, PascalCase (`ClipMenu.tsx`, `ClipMenu.test.tsx`).
    // The only other .tsx files are an app's entry point and route table, the standalone dev host and the test
    // helpers, kebab-case like every module; a test of such a module is named after it (`i18n.test.tsx`).
    files: ['**/*.tsx'],
    ignores: NON_COMPONENT_TSX,
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.tsx': PASCAL }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: NON_COMPONENT_TSX,
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.tsx': KEBAB }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: ['**/*.test.tsx'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.tsx': `@(${PASCAL}|${KEBAB})` }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: BROWSER_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Off, for now: every screen loads its data with `useEffect(() => { void load(); }, [load])`, whose first
      // setState (the loading state) runs synchronously. The rule's remedy (state keyed by what is loaded) is a
      // change of every data hook; until that lands, the cascading render it warns about is one extra render.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // On where it passes: the platform (kernel, clip-ui, shell) loads with state keyed by what is loaded, so a team
    // building on it sees the pattern, and the remotes follow as their data hooks move to the one cache (issue 21).
    files: ['{shared,clip-ui,shell}/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/set-state-in-effect': 'error' },
  },
  {
    files: ['{shared,clip-ui,shell,mfe-*}/src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus into itself (the WAI-ARIA dialog pattern): MUI components' autoFocus does that. A raw
      // DOM element with autoFocus is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Page addresses come from the typed builders of @clipyard/shared (issue 20): the route patterns, the HTML host and
    // the server's links agree on one shape, and a link spelled by hand in one screen drifts from it unseen (and
    // trusts its segments to need no encoding). The builders' own file is the one place allowed to spell them.
    files: BROWSER_CODE,
    ignores: [...TEST_CODE, 'shared/src/contract/limits.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...HAND_BUILT_PAGE_PATHS,
        {
          selector: "TemplateLiteral[quasis.length=2][quasis.0.value.raw='/'][quasis.1.value.raw='']",
          message: "A hand-built channel page path (`/${login}`): use channelPath(channelLogin) from '@clipyard/shared'.",
        },
      ],
    },
  },
  {
    // The server's links to pages (notifications, the data export) are held to the same builders. Its own `/${path}`
    // strings are API and file addresses, not channel pages, so that one rule stays with the browser code.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...HAND_BUILT_PAGE_PATHS,
      ],
    },
  },
  {
    // The test kit and the kernel's test hooks are test time only (ADR 0152): app code that imported them would ship
    // a fake server and Testing Library in a bundle, or reach into the kernel's internals.
    files: ['{shared,clip-ui,shell,mfe-*}/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@clipyard/shared/test-hooks', message: 'Test time only: the test kit (@clipyard/testing) uses it, never app code.' }],
          patterns: [{ group: ['@clipyard/testing', '@clipyard/testing/*'], message: 'The test kit is for tests only, never app code.' }],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their first parameter, even when they need nothing from it (`{}`).
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // No fixed sleeps in tests (issue 25): a test waits for the condition it means (waitFor, expect.poll, an event, a
    // polling loop over the condition), never for a fixed time that a loaded machine can outlast. The rare case that
    // must wait a span (proving that nothing happens within it) says why in an eslint-disable comment: that comment
    // is the allowlist. A sleep inside a loop is a poll and is allowed.
    files: TEST_CODE,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'A fixed wait in a test: wait for the condition it means (expect(...).toBeVisible(), expect.poll, waitForResponse).',
        },
        {
          // Called after the click that closes a popup, it can miss a close that already happened and wait forever (run 51).
          selector: "CallExpression[callee.property.name='waitForEvent'][arguments.0.value='close']",
          message: "waitForEvent('close') misses a popup that closed during the click: call popupClosed(popup) (e2e support/popup.ts) before the click.",
        },
        {
          selector: `NewExpression[callee.name='Promise']:not(${LOOPS} *) > :function > CallExpression.body[callee.name='setTimeout']`,
          message: 'A fixed sleep in a test: wait for the condition it means (waitFor, expect.poll, an event) or poll it in a loop.',
        },
        {
          selector: `NewExpression[callee.name='Promise']:not(${LOOPS} *) > :function > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']`,
          message: 'A fixed sleep in a test: wait for the condition it means (waitFor, expect.poll, an event) or poll it in a loop.',
        },
        {
          // A jest limit only catches a hang; below the suite's 180 s it starts measuring speed on a loaded machine.
          selector: "CallExpression[callee.object.name='jest'][callee.property.name='setTimeout'] > Literal.arguments[value<180000]",
          message: 'A jest limit below the suite default (180 s) fails on a loaded machine: drop it, a limit catches hangs, it never measures speed.',
        },
      ],
    },
  },
  {
    // Tests load modules afresh inside jest.isolateModules, or discover resource files at run time: both need a
    // synchronous require.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS config and test plumbing (jest configs, transformers, environments) is run by Node as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
