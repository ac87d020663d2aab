/**
 * One cache-key builder (src/retrieve/cache-key.ts): the tool version, the retriever's identity,
 * the shipped model's hash and runtime and the scope each change every key, and every cache's key
 * goes through it. The modules are loaded afresh under two tool versions (the `__VERSION__` that
 * scripts/build.mjs injects, set here on the global the way jest.config.cjs sets it) and, for the
 * model, under two model hashes and two onnxruntime versions; each cache's public key function is
 * then asked for the key of the same inputs. A cache that assembled its key itself, or dropped a
 * part, keeps its key and fails.
 */
import type * as CacheKeyModule from '../../src/retrieve/common/cache-key';
import type * as GithubCache from '../../src/github/cache';
import type * as BaseSideEntry from '../../src/engine/base-side-entry';
import type * as EmbeddingCache from '../../src/retrieve/embed/embedding-cache';
import type * as Encoder from '../../src/retrieve/embed/encoder';
import type * as AnswerKeys from '../../src/answers/answer-keys';
import type * as Version from '../../src/version';
import type * as Cli from '../../src/cli/commands';
import { defaultConfig } from '../../src/config/parse';
import type { GoldenSet } from '../../src/types';
import { recordingIo } from '../support/recording-io';

interface Modules {
  key: typeof CacheKeyModule;
  store: typeof GithubCache;
  entry: typeof BaseSideEntry;
  embeddings: typeof EmbeddingCache;
  encoder: typeof Encoder;
  answers: typeof AnswerKeys;
  version: typeof Version;
  /** The command line, loaded only when asked for: its module graph is most of a load's time. */
  cli?: typeof Cli;
}

const g = globalThis as { __VERSION__?: string };

/**
 * The modules as a build of `version` has them; `model`, when given, is the shipped model's
 * `name@hash`, and `runtime` the version of onnxruntime-node bundled with them; `withCli` loads the
 * command line too (none of the keys goes through it).
 */
function loadAs(version: string, model?: string, runtime?: string, withCli = false): Modules {
  const saved = g.__VERSION__;
  g.__VERSION__ = version;
  let mods: Modules | undefined;
  try {
    jest.isolateModules(() => {
      if (model !== undefined) {
        jest.doMock('../../src/retrieve/model/encoder-model', () => {
          const real = jest.requireActual('../../src/retrieve/model/encoder-model');
          return { ...real, encoderIdentity: (r: { type: string; dense?: unknown }) => (real.encoderIdentity(r) ? model : '') };
        });
      }
      if (runtime !== undefined) jest.doMock('onnxruntime-node/dist/version', () => ({ version: runtime }));
      mods = {
        key: require('../../src/retrieve/common/cache-key'),
        store: require('../../src/github/cache'),
        entry: require('../../src/engine/base-side-entry'),
        embeddings: require('../../src/retrieve/embed/embedding-cache'),
        encoder: require('../../src/retrieve/embed/encoder'),
        answers: require('../../src/answers/answer-keys'),
        version: require('../../src/version'),
        ...(withCli ? { cli: require('../../src/cli/commands') } : {}),
      };
    });
  } finally {
    jest.dontMock('../../src/retrieve/model/encoder-model');
    jest.dontMock('onnxruntime-node/dist/version');
    g.__VERSION__ = saved;
  }
  return mods as Modules;
}

/** The hybrid with no `dense` section: it ranks with the shipped sentence encoder, whose hash joins the key. */
const ENCODER = { type: 'hybrid' };
const golden: GoldenSet = { file: 'g.yml', questions: [] };

/** Every cache's key for fixed inputs, through the public function each cache uses. */
function everyKey(m: Modules, opts: { scope?: string; retriever?: { type: string } } = {}): Record<string, string> {
  const scope = opts.scope ?? 'base';
  const retriever = opts.retriever ?? ENCODER;
  const config = defaultConfig();
  config.retriever = { ...config.retriever, ...retriever } as typeof config.retriever;
  const engineKey = m.entry.baseSideKey({ docsListing: 'git\n100644 abc 10 docs/a.md', baseConfig: config, golden, ks: [1, 5], passK: 5, depth: 10, tokens: false });
  return {
    report: m.store.reportCacheKey({ scope, retriever, baseTree: 'b', headTree: 'h', config: 'c', golden: 'g', request: 'r' }),
    embeddingsStore: m.store.embeddingsCacheKeys('["u","m"]', retriever, 'h', scope).key,
    answersStore: m.store.answersCacheKeys('["u","m"]', retriever, 'h', scope).key,
    baseSideStore: m.store.baseSideCacheKey('abc123', scope),
    // The CLI's `--cache-dir` files entries by this key as is (src/cli/folder-side-cache.ts).
    baseSide: engineKey,
    embeddingsFolder: m.embeddings.namespaceFolder({ model: 'm', prefix: '' }),
    // The folder the shipped encoder's vectors go to (src/retrieve/embed/encoder-retriever.ts).
    encoderFolder: m.embeddings.namespaceFolder({ ...m.encoder.encoderCacheModel({ identity: 'minilm-l6-v2@0123456789ab', dims: 384 }), prefix: '', role: 'document' }),
    answer: m.answers.requestKey({ model: 'm', messages: [{ role: 'user', content: 'q' }], maxTokens: 10, what: 'answer' }, 'answer', 'https://api.example/v1'),
  };
}

describe('cache keys', () => {
  const a = loadAs('1.0.0');
  const b = loadAs('1.0.1', undefined, undefined, true);

  test('the version is package.json\'s, read in one module; --version says it', async () => {
    expect(a.version.ENGINE_VERSION).toBe('1.0.0');
    expect(loadAs(require('../../package.json').version).version.ENGINE_VERSION).toBe(require('../../package.json').version);
    const io = recordingIo();
    expect(await b.cli!.main(['--version'], io)).toBe(0);
    expect(io.out).toBe('1.0.1\n');
  });

  test('the builder: the version, the retriever, the model and the scope each change the key', () => {
    const parts = { cache: 'report-v2', scope: 'base', retriever: ENCODER, content: ['x'] };
    const key = a.key.cacheKey(parts);
    expect(a.key.cacheKey({ ...parts })).toBe(key);
    expect(b.key.cacheKey(parts)).not.toBe(key);
    expect(a.key.cacheKey({ ...parts, retriever: { type: 'hybrid', hybrid: { x: 1 } } })).not.toBe(key);
    expect(loadAs('1.0.0', 'minilm-l6-v2@000000000000').key.cacheKey(parts)).not.toBe(key);
    expect(a.key.cacheKey({ ...parts, scope: 'pr-1' })).not.toBe(key);
    expect(a.key.cacheKey({ ...parts, content: ['y'] })).not.toBe(key);
    // The model counts only where it ranks: BM25's key is the same whatever the model.
    const bm25 = { ...parts, retriever: { type: 'bm25' } };
    expect(loadAs('1.0.0', 'minilm-l6-v2@000000000000').key.cacheKey(bm25)).toBe(a.key.cacheKey(bm25));
  });

  test('every cache path: another tool version, another key', () => {
    const before = everyKey(a);
    const after = everyKey(b);
    for (const name of Object.keys(before)) expect([name, after[name]]).not.toEqual([name, before[name]]);
    // Same version, same inputs: the same keys (a key that changed every run would never hit).
    expect(everyKey(loadAs('1.0.0'))).toEqual(before);
  });

  test('every cache path that a retriever decides: another model hash, another key; the scoped ones: another scope, another key', () => {
    const before = everyKey(a);
    const otherModel = everyKey(loadAs('1.0.0', 'minilm-l6-v2@ffffffffffff'));
    for (const name of ['report', 'embeddingsStore', 'answersStore', 'baseSide']) expect([name, otherModel[name]]).not.toEqual([name, before[name]]);
    const otherRetriever = everyKey(a, { retriever: { type: 'bm25' } });
    for (const name of ['report', 'embeddingsStore', 'answersStore', 'baseSide']) expect([name, otherRetriever[name]]).not.toEqual([name, before[name]]);
    const otherScope = everyKey(a, { scope: 'pr-7' });
    expect(otherModel.encoderFolder).toBe(before.encoderFolder); // named by the hash given, not the shipped one
    for (const name of ['report', 'embeddingsStore', 'answersStore', 'baseSideStore']) expect([name, otherScope[name]]).not.toEqual([name, before[name]]);
  });

  test("every cache the encoder's vectors reach: another onnxruntime, another key (its float kernels may add in another order)", () => {
    const shipped = require('onnxruntime-node/package.json').version as string;
    expect(a.encoder.ENCODER_RUNTIME).toBe(`onnxruntime-node@${shipped}`);
    const before = everyKey(loadAs('1.0.0', undefined, shipped));
    expect(before).toEqual(everyKey(a));
    const other = everyKey(loadAs('1.0.0', undefined, '1.99.0'));
    for (const name of ['report', 'embeddingsStore', 'answersStore', 'baseSide', 'encoderFolder']) expect([name, other[name]]).not.toEqual([name, before[name]]);
    // A service's vectors and BM25's entries do not depend on it.
    expect(other.embeddingsFolder).toBe(before.embeddingsFolder);
    const bm25 = { retriever: { type: 'bm25' } };
    const { encoderFolder: _a, ...bm25Other } = everyKey(loadAs('1.0.0', undefined, '1.99.0'), bm25);
    const { encoderFolder: _b, ...bm25Before } = everyKey(a, bm25);
    expect(bm25Other).toEqual(bm25Before);
  });
});
