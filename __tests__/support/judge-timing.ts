/**
 * The timings judge-linear.test.ts checks, taken in a process of their own (bundled and run by the
 * test with `--expose-gc`): in a Jest worker, whose heap holds what earlier test files left, a
 * major collection during the big case cost it more than the small ones, and the 4x growth step
 * measured 8x in a loaded run against 5x alone. Each case starts from a collected heap. Prints one
 * JSON line: the three best times (processor milliseconds: support/timing.ts says why), the big
 * page's chunk count, and whether every judged question failed with the evidence at rank 7 as built.
 */
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { judgeSide, measureKs } from '../../src/engine/evaluate-side';
import { createLabelResolver } from '../../src/golden/resolve';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { Doc, GoldenSet, Hit } from '../../src/types';
import { collectGarbage } from './timing';

const chunking = { ...DEFAULT_CONFIG.chunking, max_file_sections: 1_000_000 };
const DEPTH = 8_000;
const QUESTIONS = 10;

const md = (from: number, n: number) => Array.from({ length: n }, (_, i) => `## h${from + i}\n\nbody ${from + i}\n`).join('\n');
const parse = (path: string, text: string): Doc => parseDocument({ path, hash: path, text, size: text.length }, chunking);
const others = Array.from({ length: 6 }, (_, i) => parse(`docs/other${i}.md`, `# Other ${i}\n\nzebra quagga unicorn\n`));
let asBuilt = true;

/** Every question labelled with `label`, ranked: the six other pages first (so it fails), then `depth - 6` chunks of `docs`. */
function judge(docs: Doc[], label: string, depth = DEPTH): number {
  const all = [...others, ...docs];
  const [path] = label.split('#');
  const golden: GoldenSet = {
    file: 'golden.yml',
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({ id: `q${i}`, question: 'zebra quagga unicorn', relevant: [{ raw: label, path }], forbidden: [], requiredFacts: [], tags: [], answerable: true, line: i + 1 })),
  };
  const ranking: Hit[] = [...others.map((d) => d.chunks[0]), ...docs.flatMap((d) => d.chunks).slice(0, depth - 6)].map((c, i) => ({ id: c.id, score: depth - i }));
  collectGarbage();
  const before = process.cpuUsage();
  const results = judgeSide(golden, golden.questions.map(() => ranking), all, createLabelResolver(all), {
    ks: measureKs(DEFAULT_CONFIG.k, DEFAULT_CONFIG.pass_k),
    passK: DEFAULT_CONFIG.pass_k,
    analyzer: createAnalyzer(DEFAULT_CONFIG.retriever.analyzer),
  });
  const spent = process.cpuUsage(before);
  const ms = (spent.user + spent.system) / 1000;
  asBuilt &&= results.every((r) => !r.pass && r.retrieved.length === depth) && results[0].labels[0].bestRank === 7;
  return ms;
}

const big = [parse('docs/big.md', md(0, 40_000))];
const small = Array.from({ length: 400 }, (_, p) => parse(`docs/p${String(p).padStart(3, '0')}.md`, md(p * 100, 100)));
const quarter = [parse('docs/big.md', md(0, 10_000))];
// The three timed in turn, three rounds, each its best: a slower stretch of a shared machine (or
// the compiler warming up) then weighs on all three alike rather than on whichever ran first.
let base = Infinity;
let ms = Infinity;
let quarterMs = Infinity;
for (let round = 0; round < 3; round++) {
  base = Math.min(base, judge(small, 'docs/p000.md'));
  ms = Math.min(ms, judge(big, 'docs/big.md'));
  quarterMs = Math.min(quarterMs, judge(quarter, 'docs/big.md', DEPTH / 4));
}
console.log(JSON.stringify({ base, ms, quarterMs, bigChunks: big[0].chunks.length, asBuilt }));
