/**
 * "Any of" label groups measured exactly (docs/measures.md): hand-computed cases, and a property
 * test against plain labels on the same rankings: a group of one is the plain label; a group of
 * n labels finds a chunk relevant exactly when the n plain labels do (precision, hit, mrr equal),
 * counts as one label for recall and nDCG, and does not depend on its members' order.
 */
import fc from 'fast-check';
import { parseDocument } from '../../src/chunk/document';
import { parseConfig } from '../../src/config/parse';
import { judgeSide } from '../../src/engine/evaluate-side';
import { parseGoldenSet } from '../../src/golden/parse';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc, Hit } from '../../src/types';

const chunking = parseConfig('k: [5]\n', 'c.yml').chunking;
const page = (title: string, sections: string[]) =>
  `# ${title}\n\nAbout ${title}.\n\n${sections.map((s) => `## ${s}\n\nThe ${s} part of ${title}, with words of its own: ${s} ${title}.\n`).join('\n')}`;
const FILES: Record<string, string> = {
  'a.md': page('Alpha', ['x', 'y', 'w']),
  'b.md': page('Beta', ['z', 'v']),
  'c.md': page('Gamma', ['u', 't']),
};
const docs: Doc[] = Object.entries(FILES).map(([path, text]) => parseDocument({ path, hash: path, text, size: Buffer.byteLength(text) }, chunking));
const resolver = createLabelResolver(docs);
const ids = docs.flatMap((d) => d.chunks.map((c) => c.id));

function judge(relevantYaml: string, ranking: string[], ks = [1, 3, 5]) {
  const golden = parseGoldenSet(`questions:\n  - id: Q\n    question: q?\n    relevant: ${relevantYaml}\n`, 'g.yml');
  const hits: Hit[][] = [ranking.map((id, i) => ({ id, score: ranking.length - i }))];
  return judgeSide(golden, hits, docs, resolver, { ks, passK: 5 })[0];
}

test('the chunk ids the cases use exist', () => {
  for (const id of ['a.md#x', 'a.md#y', 'b.md#z', 'c.md#u']) expect(ids).toContain(id);
});

test('hand-computed: a plain label and a group; the group found at rank 1, its other member at 2 adds nothing', () => {
  // Ranks: 1 b#z (group, fresh) · 2 a#y (group again, no gain) · 3 c#u (not relevant) · 4 a#x (plain, fresh).
  const r = judge('[a.md#x, {any: [a.md#y, b.md#z]}]', ['b.md#z', 'a.md#y', 'c.md#u', 'a.md#x', 'c.md#t']);
  const l3 = Math.log2(3);
  const l5 = Math.log2(5);
  expect(r.measures['recall@1']).toBe(1 / 2);
  expect(r.measures['recall@3']).toBe(1 / 2);
  expect(r.measures['recall@5']).toBe(1);
  expect(r.measures['precision@1']).toBe(1);
  expect(r.measures['precision@3']).toBe(2 / 3);
  expect(r.measures['precision@5']).toBe(3 / 5);
  expect(r.measures['hit@1']).toBe(1);
  expect(r.measures.mrr).toBe(1);
  expect(r.measures['ndcg@1']).toBe(1);
  // DCG@3 = 1 (rank 1 only: rank 2 brings no new label); IDCG@3 = 1 + 1/log2(3) (two labels).
  expect(r.measures['ndcg@3']).toBeCloseTo(1 / (1 + 1 / l3), 12);
  // DCG@5 = 1 + 1/log2(5) (rank 4 brings a#x); IDCG@5 = 1 + 1/log2(3).
  expect(r.measures['ndcg@5']).toBeCloseTo((1 + 1 / l5) / (1 + 1 / l3), 12);
  expect(r.pass).toBe(true);
  expect(r.labels).toEqual([
    { label: 'a.md#x', resolved: true, bestRank: 4 },
    { label: '{any: [a.md#y, b.md#z]}', resolved: true, bestRank: 1 },
  ]);
  expect(r.retrieved.map((c) => c.labels)).toEqual([['{any: [a.md#y, b.md#z]}'], ['{any: [a.md#y, b.md#z]}'], [], ['a.md#x'], []]);
  // Evidence chunks: a#x, a#y, b#z.
  expect(r.evidenceChunks).toBe(3);
});

test('hand-computed: the same three sections as plain labels need all three for a pass', () => {
  const r = judge('[a.md#x, a.md#y, b.md#z]', ['b.md#z', 'a.md#y', 'c.md#u', 'a.md#x', 'c.md#t']);
  expect(r.measures['recall@3']).toBe(2 / 3);
  expect(r.measures['recall@5']).toBe(1);
  // DCG@3 = 1 + 1/log2(3); IDCG@3 = 1 + 1/log2(3) + 1/log2(4).
  expect(r.measures['ndcg@3']).toBeCloseTo((1 + 1 / Math.log2(3)) / (1 + 1 / Math.log2(3) + 1 / 2), 12);
});

test('hand-computed: a group no member of which is retrieved within k; a group with a member that does not resolve', () => {
  const miss = judge('[{any: [a.md#x, b.md#z]}]', ['c.md#u', 'c.md#t', 'a.md#w', 'b.md#v', 'a.md#x']);
  expect(miss.measures['recall@3']).toBe(0);
  expect(miss.measures['recall@5']).toBe(1);
  expect(miss.measures.mrr).toBe(1 / 5);
  expect(miss.measures['ndcg@5']).toBeCloseTo(1 / Math.log2(6), 12);
  // A dead member does not break the group: it resolves through the other.
  const dead = judge('[{any: [a.md#gone, b.md#z]}]', ['b.md#z']);
  expect(dead.labels).toEqual([{ label: '{any: [a.md#gone, b.md#z]}', resolved: true, bestRank: 1 }]);
  expect(dead.pass).toBe(true);
  // No member resolves: the group is a broken label.
  const broken = judge('[{any: [a.md#gone, nowhere.md]}]', ['b.md#z']);
  expect(broken.labels[0].resolved).toBe(false);
  expect(broken.pass).toBe(false);
});

const SECTIONS = ['a.md', 'a.md#x', 'a.md#y', 'a.md#w', 'b.md#z', 'b.md#v', 'c.md#u', 'c.md#t', 'c.md'];
const arbLabels = fc.uniqueArray(fc.constantFrom(...SECTIONS), { minLength: 1, maxLength: 4 });
const arbRanking = fc.shuffledSubarray(ids, { minLength: 0, maxLength: ids.length });
const KS = [1, 2, 3, 5, 10];

test('property: a group of one is the plain label', () => {
  fc.assert(
    fc.property(fc.constantFrom(...SECTIONS), arbRanking, (label, ranking) => {
      const plain = judge(`[${label}]`, ranking, KS);
      const group = judge(`[{any: [${label}]}]`, ranking, KS);
      expect(group.measures).toEqual(plain.measures);
      expect(group.pass).toBe(plain.pass);
      expect(group.labels.map((l) => [l.resolved, l.bestRank])).toEqual(plain.labels.map((l) => [l.resolved, l.bestRank]));
    }),
    { numRuns: 150 },
  );
});

test('property: a group of n against the n plain labels (all of them) on the same ranking', () => {
  fc.assert(
    fc.property(arbLabels, arbRanking, (labels, ranking) => {
      const all = judge(`[${labels.join(', ')}]`, ranking, KS);
      const any = judge(`[{any: [${labels.join(', ')}]}]`, ranking, KS);
      expect(any.retrieved.map((c) => c.relevant)).toEqual(all.retrieved.map((c) => c.relevant));
      const first = all.retrieved.find((c) => c.relevant)?.rank ?? null;
      for (const k of KS) {
        expect(any.measures[`precision@${k}`]).toBe(all.measures[`precision@${k}`]);
        expect(any.measures[`hit@${k}`]).toBe(all.measures[`hit@${k}`]);
        // One label: found (1) when any plain label is found within k.
        expect(any.measures[`recall@${k}`]).toBe(all.measures[`recall@${k}`] > 0 ? 1 : 0);
        expect(any.measures[`recall@${k}`]).toBeGreaterThanOrEqual(all.measures[`recall@${k}`]);
        // One label: IDCG = 1, gain only at the first relevant rank.
        expect(any.measures[`ndcg@${k}`]).toBeCloseTo(first !== null && first <= k ? 1 / Math.log2(first + 1) : 0, 12);
      }
      expect(any.measures.mrr).toBe(all.measures.mrr);
      expect(any.labels[0].bestRank).toBe(first);
      // Passing all of them implies passing the group, never the other way round.
      if (all.pass) expect(any.pass).toBe(true);
      const reversed = judge(`[{any: [${[...labels].reverse().join(', ')}]}]`, ranking, KS);
      expect(reversed.measures).toEqual(any.measures);
    }),
    { numRuns: 200 },
  );
});
