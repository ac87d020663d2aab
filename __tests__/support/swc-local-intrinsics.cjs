/**
 * @swc/jest, then each CommonJS module wrapped so that the JavaScript built-ins it names (Object,
 * Math, Map, String...) are parameters of its function rather than lookups on the global object.
 *
 * Why: Jest runs every test file in a `vm` context, and on Node 20 each read of a global in such
 * a context goes through the context's interceptor, which V8 cannot cache. Code that reads a
 * built-in in its inner loop runs many times slower under Jest than under node: the Snowball stemmer
 * (`Object.prototype.hasOwnProperty` in every property getter) stemmed 200,000 words in 1.1 s in
 * node and 17.7 s under Jest; with its built-ins bound once per module, 1.4 s. The values are the
 * same objects the test's global holds (read once when the module loads), so nothing is observable
 * but the speed. Left global on purpose: what Jest or a test may replace after a module loads
 * (Date, timers, performance, process, console, fetch, Promise).
 *
 * The module's code goes in an inner function of its own, so a module that declares a name of
 * the list itself (`class Map`) shadows the parameter instead of clashing with it. The wrapper
 * opens on the module's first line and closes before its inline source map, so line numbers in
 * stack traces stay right.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const swcJest = require('@swc/jest');

const INTRINSICS = [
  'NaN', 'Infinity',
  'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'Math', 'JSON', 'Reflect',
  'Map', 'Set', 'WeakMap', 'WeakSet', 'RegExp',
  'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError',
  'ArrayBuffer', 'DataView', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
  'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'Buffer',
];
// `undefined` too (a global like the others): the last parameter, whose argument is left out.
const HEAD = `(function (${INTRINSICS.join(', ')}, undefined) { return (function () { `;
const TAIL = `\n}).call(this); }).call(this, ${INTRINSICS.map((n) => `typeof ${n} === 'undefined' ? void 0 : ${n}`).join(', ')});`;
// Jest caches transformed files: a change to this wrapper must change their keys.
const VERSION = createHash('sha1').update(readFileSync(__filename)).digest('hex');
// RG_JEST_GLOBAL_BUILTINS=0 runs without the wrapper, to measure what it saves.
const OFF = process.env.RG_JEST_GLOBAL_BUILTINS === '0';
const SOURCE_MAP = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

function wrap(code) {
  const map = SOURCE_MAP.exec(code);
  let body = map ? code.slice(0, map.index) : code;
  // A hashbang must stay the first line: the wrapper opens on the second.
  let bang = '';
  if (body.startsWith('#!')) {
    const eol = body.indexOf('\n') + 1 || body.length;
    bang = body.slice(0, eol);
    body = body.slice(eol);
  }
  return bang + HEAD + body + TAIL + (map ? map[0] : '');
}

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      canInstrument: swc.canInstrument,
      process(src, filename, jestOptions) {
        const out = swc.process(src, filename, jestOptions);
        // ES modules (Jest's experimental ESM) must keep their imports at the top level.
        if (jestOptions.supportsStaticESM || OFF) return out;
        return { ...out, code: wrap(out.code) };
      },
      // Without the project's settings (configString: each tier's differs, by name and file list):
      // the output depends only on the source, its path, swc's options and the flags kept in the
      // key (instrumenting, ES modules), so every tier reuses what one transformed.
      getCacheKey(src, filename, options) {
        const key = swc.getCacheKey(src, filename, { ...options, configString: '' });
        return createHash('sha1').update(key).update(VERSION).update(OFF ? 'off' : 'on').digest('hex');
      },
    };
  },
};
