const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom plus Node's fetch primitives, which react-router's data router needs (Request, AbortController),
 * and structuredClone, which the studio's chart library (@mui/x-charts) calls.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
