/**
 * jsdom lacks fetch (and its AbortSignal is not the one Node's fetch accepts): this environment hands the test
 * window Node's own fetch, AbortController/AbortSignal, TextEncoder/TextDecoder and friends, so client code talks
 * to a real HTTP server on 127.0.0.1 from a jsdom test. Use with the docblock
 * `@jest-environment @clipyard/testing/jsdom-with-fetch` (a screen test of a remote gets it from the jest preset).
 */
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom has no object URLs (a chosen file shown in a <video>, the clip editor): hand out unique blob: addresses,
    // which a jsdom media element never loads anyway. Node's own need Node's Blob, not jsdom's File.
    let objectUrls = 0;
    const { URL: WindowUrl } = this.global;
    if (typeof WindowUrl.createObjectURL !== 'function') {
      WindowUrl.createObjectURL = () => `blob:http://localhost/object-${(objectUrls += 1)}`;
      WindowUrl.revokeObjectURL = () => {};
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
