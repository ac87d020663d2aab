import { DEFAULT_CONFIG } from '../../src/config/types';
import { judgeSide } from '../../src/engine/evaluate-side';
import { vocabularyGap } from '../../src/engine/vocabulary-gap';
import { createLabelResolver } from '../../src/golden/resolve';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { Chunk, Doc, GoldenSet } from '../../src/types';

const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
const chunk = (id: string, text: string): Chunk => {
  const [path, slug] = id.split('#');
  return { id, path, docTitle: 'Locks', trail: [{ text: slug, slug, ids: [], level: 1 }], anchors: [slug], text, indexText: text, start: 0, end: text.length, part: 0 };
};
const stale = chunk('locks.md#removing-stale-lockfiles', 'Removing stale lockfiles: delete .lock after the process exited.');
const other = chunk('locks.md#other', 'How to get rid of a stuck process: kill it.');

describe('vocabulary mismatch on a failing question', () => {
  test('evidence that shares under a third of the question terms is a gap, with the shared terms', () => {
    const gap = vocabularyGap('How do I get rid of a stuck lock?', [stale], analyzer);
    expect(gap).toEqual({ question_terms: 4, shared: ['lock'], evidence: 'locks.md#removing-stale-lockfiles' });
    expect(vocabularyGap('remove stale lockfiles', [stale], analyzer)).toBeUndefined();
    expect(vocabularyGap('anything', [], analyzer)).toBeUndefined();
  });

  test('judgeSide flags it only on failing questions, with the analyzer given', () => {
    const docs: Doc[] = [{ path: 'locks.md', hash: '', format: 'markdown', title: 'Locks', meta: {}, anchors: [], chunks: [other, stale], notes: [] }];
    const golden: GoldenSet = {
      file: 'g.yml',
      questions: [
        { id: 'Q1', question: 'How do I get rid of a stuck lock?', relevant: [{ raw: 'locks.md#removing-stale-lockfiles', path: 'locks.md', anchor: 'removing-stale-lockfiles' }], forbidden: [], requiredFacts: [], tags: [], answerable: true, line: 1 },
        { id: 'Q2', question: 'stuck process', relevant: [{ raw: 'locks.md#other', path: 'locks.md', anchor: 'other' }], forbidden: [], requiredFacts: [], tags: [], answerable: true, line: 2 },
      ],
    };
    const hits = [[{ id: 'locks.md#other', score: 1 }], [{ id: 'locks.md#other', score: 1 }]];
    const resolver = createLabelResolver(docs);
    const [q1, q2] = judgeSide(golden, hits, docs, resolver, { ks: [1, 5], passK: 1, analyzer });
    expect(q1.pass).toBe(false);
    expect(q1.vocabularyGap?.evidence).toBe('locks.md#removing-stale-lockfiles');
    expect(q2.pass).toBe(true);
    expect(q2.vocabularyGap).toBeUndefined();
    expect(judgeSide(golden, hits, docs, resolver, { ks: [1, 5], passK: 1 })[0].vocabularyGap).toBeUndefined();
  });
});
