/**
 * The server's architecture rules of eslint.config.mjs, proven to fire (ADR 0033): each import below breaks one rule
 * and carries a directive disabling exactly that rule; an unused directive is a lint error
 * (`reportUnusedDisableDirectives`), so `pnpm lint` fails the day a rule stops catching it. Never imported; left out of
 * the typecheck (tsconfig.json `exclude`).
 */
// A feature imports another feature.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../follows-blocks/follows.handler';
// A feature imports something of the server that is not a kernel.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../twitch/twitch-client';
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../seed/index';
// A feature imports an entry point.
// eslint-disable-next-line import-x/no-restricted-paths -- fixture: must be refused
import '../../app';
// Allowed, and so without a directive: a kernel.
import '../../http/cursor';
