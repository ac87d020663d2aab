// `retriever.options`: a command retriever's own settings, read as plain data with line-exact errors.
import { parseConfig } from '../../src/config/parse';
import { InputError } from '../../src/errors';

function configError(text: string): InputError {
  try {
    parseConfig(text, 'c.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

const HEAD = 'retriever:\n  type: command\n  run: node adapter.mjs\n';

test('options: nested mappings, lists and scalars come through as plain data', () => {
  const c = parseConfig(`${HEAD}  options:\n    splitter: markdown\n    chunk_size: 800\n    strip: true\n    separators: ["\\n\\n", "\\n"]\n    search: {engine: bm25, k1: 1.2}\n`, 'c.yml');
  expect(c.retriever.options).toEqual({ splitter: 'markdown', chunk_size: 800, strip: true, separators: ['\n\n', '\n'], search: { engine: 'bm25', k1: 1.2 } });
  expect(parseConfig(HEAD, 'c.yml').retriever.options).toBeUndefined();
});

test('options that are not a mapping, hold a null, or nest too deep name the field and line', () => {
  let e = configError(`${HEAD}  options: 800\n`);
  expect(e.message).toContain("'retriever.options' must be a mapping of settings for your retriever");
  expect(e.location.line).toBe(4);
  e = configError(`${HEAD}  options:\n    chunk_size: ~\n`);
  expect(e.message).toContain("'retriever.options.chunk_size' must be a string, number, boolean, list or mapping");
  expect(e.location.line).toBe(5);
  e = configError(`${HEAD}  options: {a: {b: {c: {d: {e: 1}}}}}\n`);
  expect(e.message).toContain('nests too deep');
});

test('trust: under a privileged event the options are the base\'s; chunk_size is a proposal, a URL or key name inside them a refused key', () => {
  const { applyTrust } = require('../../src/config/trust') as typeof import('../../src/config/trust');
  const base = parseConfig(`${HEAD}  options: {chunk_size: 1000, search: {engine: embeddings, base_url: "https://emb.example/v1", api_key_env: EMB_KEY}}\n`, 'base.yml');
  const head = parseConfig(`${HEAD}  options: {chunk_size: 300, search: {engine: embeddings, base_url: "https://evil.example/v1", api_key_env: OTHER_KEY}}\n`, 'head.yml');
  const out = applyTrust(head, base);
  expect(out.config.retriever.options).toEqual(base.retriever.options);
  expect(out.refused).toEqual(['retriever.options.search.api_key_env', 'retriever.options.search.base_url']);
  expect(out.proposals).toEqual([{ key: 'retriever.options.chunk_size', base: '1000', head: '300', effect: 'how chunks are ranked' }]);
});
