/**
 * The architecture rules of eslint.config.mjs, proven to fire (ADR 0033). Each import below breaks one rule and
 * carries a directive disabling exactly that rule; `reportUnusedDisableDirectives: 'error'` turns a directive that
 * meets no error into a lint failure, so `pnpm lint` (and `npm test`) fails the day a rule stops catching it.
 * Never imported, never bundled; left out of the typecheck (tsconfig.json `exclude`).
 */
// A remote imports another remote.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../../../mfe-channels/src/routes';
// A remote imports the shell.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../../../shell/src/index';
// A feature reaches into another feature's internals (not its index.ts).
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../clip-page/i18n';
// A feature imports upward into the app root.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../routes';
// @clipyard/shared reached around its documented entry points.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../../../shared/src/session/index';
// Allowed, and so without a directive: another feature through its index.ts.
import '../clip-page/index';
