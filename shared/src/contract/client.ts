/**
 * The browser's view of the contract: everything a client needs at run time, with no zod. The schemas stay on the
 * server (and in tests); the client gets their types only. `@clipyard/shared`'s root index exports this, because
 * the root is one Module Federation singleton shipped whole to every visitor.
 */
export * from './errors';
export * from './call-index';
export * from './limits';
export * from './validate';
export type * from './index';
