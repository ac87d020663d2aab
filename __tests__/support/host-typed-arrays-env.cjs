/**
 * A Jest environment whose typed-array constructors are the host's own. onnxruntime-node's native
 * binding makes its output tensors' arrays in Node's realm, and onnxruntime-common (loaded inside
 * the test sandbox) checks them with `instanceof Float32Array` against the sandbox's constructor,
 * which fails across realms. Outside Jest there is one realm and nothing to do; the files that run
 * the sentence encoder in process name this environment in a docblock.
 */
const { TestEnvironment } = require('jest-environment-node');

const TYPED = ['Float32Array', 'Float64Array', 'Int8Array', 'Uint8Array', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array', 'ArrayBuffer'];

class HostTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED) this.global[name] = globalThis[name];
  }
}

module.exports = HostTypedArraysEnvironment;
