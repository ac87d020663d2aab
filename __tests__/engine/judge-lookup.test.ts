// judgeSide finds retrieved chunks through their document (id = `path#…`), not through a map of
// every chunk: paths that contain `#`, ids of another shape, and unknown ids.
import { DEFAULT_CONFIG } from '../../src/config/types';
import { judgeSide, measureKs } from '../../src/engine/evaluate-side';
import { InputError } from '../../src/errors';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc, GoldenSet, Hit } from '../../src/types';
import { doc } from '../compare/helpers';

const ks = measureKs(DEFAULT_CONFIG.k, DEFAULT_CONFIG.pass_k);
const golden: GoldenSet = {
  file: 'golden.yml',
  questions: [{ id: 'Q1', question: 'q?', relevant: [{ raw: 'c#.md#setup', path: 'c#.md', anchor: 'setup' }], forbidden: [], requiredFacts: [], tags: [], answerable: true, line: 1 }],
};
const judge = (docs: Doc[], ids: string[]) =>
  judgeSide(golden, [ids.map((id, i): Hit => ({ id, score: 10 - i }))], docs, createLabelResolver(docs), { ks, passK: DEFAULT_CONFIG.pass_k });

test('a path with # in it: the chunk is found in the right document', () => {
  const docs = [doc('c', 'h1', ['Setup']), doc('c#.md', 'h2', ['Intro', 'Setup'])];
  const [q] = judge(docs, ['c#setup', 'c#.md#setup', 'c#.md#intro']);
  expect(q.retrieved.map((r) => [r.id, r.path, r.relevant])).toEqual([
    ['c#setup', 'c', false],
    ['c#.md#setup', 'c#.md', true],
    ['c#.md#intro', 'c#.md', false],
  ]);
});

test('ids that are not path#… are still found', () => {
  const d = doc('corpus.jsonl', 'h', ['Doc one']);
  d.chunks[0] = { ...d.chunks[0], id: 'doc-1' };
  expect(judge([d], ['doc-1'])[0].retrieved[0].path).toBe('corpus.jsonl');
});

test('an id of no chunk is an error naming it', () => {
  expect(() => judge([doc('a.md', 'h', ['One'])], ['a.md#two'])).toThrow(InputError);
  expect(() => judge([doc('a.md', 'h', ['One'])], ['a.md#two'])).toThrow(/'a.md#two'/);
});
