/**
 * Set health's paraphrase share (src/golden/health.ts) at its edges: a question whose content
 * words the evidence's headings hold a quarter of is paraphrased (the limit is inclusive), a third
 * is not; a question that could not be measured (its label resolves nowhere) is not counted as
 * paraphrased; and the share is of the scored questions, drafts not among them.
 */
import { buildChunks } from '../../src/chunk/build';
import { chunkMarkdown } from '../../src/chunk/markdown';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { AIMS, PARAPHRASE_OVERLAP, setHealth } from '../../src/golden/health';
import { parseGoldenSet } from '../../src/golden/parse';
import { createLabelResolver } from '../../src/golden/resolve';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { Doc } from '../../src/types';

function doc(path: string, text: string): Doc {
  const raw = chunkMarkdown(text, 0, false);
  const built = buildChunks(path, raw.title ?? path, raw, text, DEFAULT_CONFIG.chunking);
  return { path, hash: '', format: 'markdown', title: raw.title ?? path, meta: {}, anchors: built.anchors, chunks: built.chunks, notes: [] };
}

const DOCS = [doc('returns.md', '# Returns\n\nHow returns work.\n\n## Return windows\n\nNew products can be sent back within 30 days of delivery.\n')];
const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
const words = (t: string) => analyzer.analyze(t);
const health = (yaml: string) => setHealth({ golden: parseGoldenSet(yaml, 'g.yml'), docs: DOCS, resolver: createLabelResolver(DOCS), words });

test('the content words the edge cases are built on', () => {
  // "Returns › Return windows" holds `return` and `window`.
  expect(words('Return policy for gift vouchers?')).toEqual(['return', 'polici', 'gift', 'voucher']);
  expect(words('Return gift vouchers?')).toEqual(['return', 'gift', 'voucher']);
});

test('a quarter of its words in the headings is paraphrased, a third is not; unmeasured questions are not counted', () => {
  const h = health(`questions:
  - {id: QUARTER, question: Return policy for gift vouchers?, relevant: [returns.md#return-windows]}
  - {id: THIRD, question: Return gift vouchers?, relevant: [returns.md#return-windows]}
  - {id: GONE, question: Can I swap a broken kettle?, relevant: [returns.md#no-such-section]}
  - {id: NONE, question: Do you sell kettles?, answerable: false}
  - {id: draft-001, question: Return gift cards?, draft: true, candidates: [returns.md#return-windows]}
`);
  expect(h.lexical_overlap.per_question).toEqual([
    { id: 'QUARTER', overlap: PARAPHRASE_OVERLAP },
    { id: 'THIRD', overlap: 0.333 },
  ]);
  expect(h.size).toMatchObject({ questions: 4, drafts: 1 });
  // One of the four scored questions.
  expect(h.shapes.paraphrased).toEqual({ count: 1, share: 0.25, aim: AIMS.paraphrased });
});
