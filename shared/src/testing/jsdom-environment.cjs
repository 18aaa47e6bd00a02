// jsdom without Node's web platform globals breaks the real HTTP client (ky) in component tests.
// This environment hands jsdom the globals Node 20 already has, so tests can stub `fetch` with
// real `Response` objects and exercise the same client code the browser runs.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const copy = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'TransformStream', 'WritableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'AbortController', 'AbortSignal', 'Blob'];
    for (const name of copy) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
