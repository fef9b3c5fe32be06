/**
 * jsdom has no TextEncoder/TextDecoder; react-router (which the dialog host's links use) makes one when it loads.
 * Node's own are handed to a test window that lacks them (shared's jsdom tests; the remotes' environment,
 * jsdom-with-fetch.cjs, already does this).
 */
if (typeof globalThis.TextEncoder === 'undefined' || typeof globalThis.TextDecoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
