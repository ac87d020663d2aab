/**
 * Every chunker and the analyzer are linear in their input: 100 KB of any repeated markup takes
 * well under a second. The cases the security review found first (a Markdown heading of `{#`, a
 * whitespace-only line in a .txt, AsciiDoc titles of `<` and `[`, reST titles of `:a:`), the ones
 * found while fixing them, then generated ones: repetitions of every special-character sequence
 * in every position a format gives meaning to (heading, title, body, front matter).
 *
 * Timing on a shared machine is noisy, so each case is held to 15 × the processor time of 100 KB
 * of ordinary prose in the same format, measured in the same run: a quadratic case at 100 KB
 * is hundreds of times slower than that, a linear one a few times at most.
 */
import fc from 'fast-check';
import { buildDocs } from '../../src/chunk/corpus';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { headingText } from '../../src/chunk/slug';
import { chunkText } from '../../src/chunk/text';
import type { RawBlock } from '../../src/chunk/raw';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { SourceFile } from '../../src/types';
import { ATTEMPTS, cpuMs } from '../support/timing';

const SIZE = 100_000;
const chunking = DEFAULT_CONFIG.chunking;
const rep = (s: string, n = SIZE) => s.repeat(Math.ceil(n / s.length)).slice(0, n);

/** Processor milliseconds of the fastest of up to three runs (a slow first run is usually the JIT or the GC). */
function fastest(run: () => void, budget: number): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best >= budget; i++) best = Math.min(best, cpuMs(run));
  return best;
}

const file = (path: string, text: string): SourceFile => ({ path, hash: 'h', text, size: text.length });
const parse = (path: string, text: string) => () => void parseDocument(file(path, text), chunking);

/** Where each format gives text a meaning: `x` is the repeated sequence. */
const PLACES: Record<string, Array<[string, (x: string) => string]>> = {
  'x.md': [['heading', (x) => `# a${x}\n`], ['body', (x) => `a${x}\n`], ['front matter', (x) => `---\ntitle: ${x}\n---\nbody\n`], ['setext', (x) => `a${x}\n===\n`]],
  'x.mdx': [['heading', (x) => `# a${x}\n`], ['body', (x) => `a${x}\n`]],
  'x.rst': [['title', (x) => `a${x}\n${'='.repeat(x.length + 1)}\n`], ['body', (x) => `a${x}\n`]],
  'x.adoc': [['title', (x) => `= a${x}\n`], ['section', (x) => `== a${x}\n`], ['body', (x) => `a${x}\n`], ['block title', (x) => `.a${x}\n`], ['attributes', (x) => `[${x}]\n`]],
  'x.html': [['heading', (x) => `<h1>a${x}</h1>`], ['body', (x) => `<p>a${x}`]],
  'x.txt': [['line', (x) => `a\n${x}\n`], ['body', (x) => `a${x}b\n`]],
};

/** Ordinary prose of SIZE characters in each format: the same-run yardstick. */
const PEER: Record<string, string> = {
  'x.md': rep('## Returns\n\nItems can be returned within 30 days of delivery. See the [policy](policy.md) and `code`.\n\n'),
  'x.mdx': rep('## Returns\n\n<Note>Items can be returned within 30 days.</Note>\n\n'),
  'x.rst': rep('Returns\n=======\n\nItems can be returned within 30 days of delivery, see :ref:`policy`.\n\n'),
  'x.adoc': rep('== Returns\n\nItems can be returned within 30 days of delivery, see <<policy>>.\n\n'),
  'x.html': rep('<h2>Returns</h2><p>Items can be returned within 30 days of delivery.</p>\n'),
  'x.txt': rep('Items can be returned within 30 days of delivery.\n\n'),
};
/**
 * `run` against 15 times its peer (`peer`, prose of the same size), no floor in milliseconds: every
 * case here runs within 5 times. The peer is timed once and its time reused by the cases that
 * share it; over budget, the peer is timed again and the case retried, up to ATTEMPTS in all: a
 * burst of load on a shared machine slows one measurement, a quadratic case is slow every time.
 * Times are processor time (support/timing.ts).
 */
const peerTimes = new WeakMap<() => void, number>();
function timed(run: () => void, peer: () => void): { ms: number; budget: number } {
  let ms = Infinity;
  let budget = 0;
  for (let attempt = 0; attempt < ATTEMPTS && ms >= budget; attempt++) {
    if (attempt > 0 || !peerTimes.has(peer)) peerTimes.set(peer, fastest(peer, 0));
    budget = 15 * peerTimes.get(peer)!;
    ms = fastest(run, budget);
  }
  return { ms, budget };
}
/** One peer function per format, so that its time is measured once. */
const peers = new Map<string, () => void>();
const peerOf = (path: string) => peers.get(path) ?? peers.set(path, parse(path, PEER[path])).get(path)!;

describe('the inputs the review found, at 100 KB', () => {
  const cases: Array<[string, string, string]> = [
    ['Markdown heading `# a{#{#…`', 'x.md', `# a${rep('{#')}`],
    ['whitespace-only line in a .txt', 'x.txt', `a\n${rep(' ')}\n`],
    ['AsciiDoc title of `<`', 'x.adoc', `= ${rep('<')}`],
    ['AsciiDoc section title of `<` (its generated id)', 'x.adoc', `== ${rep('<')}`],
    ['AsciiDoc title of `[`', 'x.adoc', `= ${rep('[')}`],
    ['reST title of `:a:`', 'x.rst', `${rep(':a:')}\n${'='.repeat(SIZE)}\n`],
    ['Markdown heading of unclosed `[`', 'x.md', `# a${rep('[')}`],
    ['front matter line of YAML errors', 'x.md', `---\ntitle: ${rep('}')}\n---\nx\n`],
    ['front matter of 50,000 keys', 'x.md', `---\n${rep('\n*')}\n---\nx\n`],
    ['50,000 empty headings', 'x.md', rep('#\n')],
  ];
  test.each(cases)('%s', (_name, path, text) => {
    const { ms, budget } = timed(parse(path, text), peerOf(path));
    expect(ms).toBeLessThan(budget);
  });
});

describe('generated: every special sequence, in every place a format gives meaning to', () => {
  // ASCII punctuation, whitespace, a letter and non-ASCII, in runs of one to three characters.
  const ALPHABET = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', ' ', '\t', '\n', 'a', 'é', '\u3000'];
  const sequences = fc.sample(fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 3 }).map((a) => a.join('')), { numRuns: 12, seed: 9 });
  const MARKUP = ['{#', '[[', '<<', ':a:', '``a', '**a', '<a ', '](', '`', '|a', '&#', '\\'];
  for (const [path, places] of Object.entries(PLACES)) {
    test(`${path}: ${places.map((p) => p[0]).join(', ')}`, () => {
      for (const [, place] of places) {
        for (const s of [...MARKUP, ...sequences]) {
          const text = place(rep(s));
          const { ms, budget } = timed(parse(path, text), peerOf(path));
          if (ms >= budget) throw new Error(`${path} ${JSON.stringify(s)}: ${ms.toFixed(0)} ms (budget ${budget.toFixed(0)} ms)`);
        }
      }
    }, 300_000);
  }

  test('the analyzer', () => {
    const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
    const peer = () => void analyzer.analyze(PEER['x.txt']);
    for (const s of [...MARKUP, ...sequences, ...ALPHABET, '--a', 'a::', 'a.', "a's", 'C++', 'v3.2', '日本語']) {
      const text = rep(s);
      const { ms, budget } = timed(() => void analyzer.analyze(text), peer);
      if (ms >= budget) throw new Error(`analyzer ${JSON.stringify(s)}: ${ms.toFixed(0)} ms (budget ${budget.toFixed(0)} ms)`);
    }
    // One identifier of 20,000 distinct parts (`b.c.d.…`): each part is checked against the
    // token's earlier terms, which was a scan of them (100 KB: 6 s).
    const parts: string[] = [];
    for (let k = 0, len = 0; len < SIZE; k++) {
      const w = k.toString(20).replace(/[0-9]/g, (d) => 'bcdfghjklm'[Number(d)]);
      parts.push(w);
      len += w.length + 1;
    }
    const identifier = parts.join('.');
    const { ms, budget } = timed(() => void analyzer.analyze(identifier), peer);
    expect(ms).toBeLessThan(budget);
  }, 300_000);
});

describe('per-file time budget', () => {
  test('a file over the budget is skipped with a note, the run goes on', () => {
    const slow = parseDocument(file('docs/slow.md', '# Title\n\nBody.\n'), chunking, -1);
    expect(slow.skipped).toMatch(/over the per-file budget of .* s\) while .*; not indexed/);
    expect(slow.chunks).toEqual([]);
    const fine = parseDocument(file('docs/fine.md', '# Title\n\nBody.\n'), chunking);
    expect(fine.skipped).toBeUndefined();
    expect(fine.chunks.length).toBeGreaterThan(0);
  });

  test('buildDocs leaves a skipped file out of the docs and lists it among the notes', () => {
    const skippedDoc = { path: 'docs/slow.md', hash: 'h1', format: 'markdown' as const, title: 'slow.md', meta: {}, anchors: [], chunks: [], notes: [], skipped: 'chunking took 12.0 s' };
    const cache = { get: (f: SourceFile) => (f.path === 'docs/slow.md' ? skippedDoc : parseDocument(f, chunking)) };
    const { docs, notes } = buildDocs({ label: 'x', files: [file('docs/fine.md', '# A\n\nb\n'), file('docs/slow.md', '# B\n')], notes: [] }, chunking, cache as never);
    expect(docs.map((d) => d.path)).toEqual(['docs/fine.md']);
    expect(notes).toEqual([{ path: 'docs/slow.md', reason: 'time-budget', action: 'skipped', detail: 'chunking took 12.0 s' }]);
  });
});

describe('the one-pass scans give what the regexes they replace gave (on short inputs, where the regexes are fast)', () => {
  const pieces = (alphabet: string[]) => fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((a) => a.join(''));

  test('a heading\'s `{#id}`: /[ \\t]*\\{#([^\\s}]+)[^}]*\\}[ \\t]*$/', () => {
    const OLD = /[ \t]*\{#([^\s}]+)[^}]*\}[ \t]*$/;
    fc.assert(
      fc.property(pieces(['{#', '{', '}', '#', ' ', '\t', 'a', '.cls', '\u00A0', 'x y']), (h) => {
        const m = OLD.exec(h);
        const got = headingText(h);
        if (!m) expect(got.ids).toEqual([]); // no HTML in the alphabet: ids come only from `{#id}`
        else {
          expect(got.ids[0]).toBe(m[1]);
          expect(got.text).toBe(headingText(h.slice(0, m.index)).text);
        }
      }),
      { numRuns: 3000, seed: 20261201 },
    );
  });

  test('plain-text paragraphs: /[^\\n]*\\S[^\\n]*(?:\\n[^\\n]*\\S[^\\n]*)*/g, trailing \\s trimmed', () => {
    const old = (text: string): RawBlock[] => {
      const blocks: RawBlock[] = [];
      const re = /[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*/g;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const end = m.index + m[0].replace(/\s+$/, '').length;
        blocks.push({ kind: 'paragraph', text: text.slice(m.index, end), start: m.index, end });
      }
      return blocks;
    };
    fc.assert(
      fc.property(pieces(['a', ' ', '\n', '\r', '\t', '\u00A0', '\u2028', 'b c', '\uFEFF', '\u3000']), (t) => {
        expect(chunkText(t, 0).sections.flatMap((x) => x.blocks)).toEqual(old(t));
      }),
      { numRuns: 3000, seed: 20261201 },
    );
  });
});
