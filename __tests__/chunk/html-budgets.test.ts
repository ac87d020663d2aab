/**
 * Nested HTML and the budgets that bound it. The review's 14 files of 9 MB of nested `<div>` and
 * `<pre>` took 74 s with none over the per-file budget, and one 1.65 MB file ran 21 s against its
 * 10 s: htmlparser2 `unshift`s every open element onto its stack and searches it on every close
 * tag, and closing tags were never checked against the budget. Timings are ratios against plain
 * prose, or against the same document's full parse, measured in the same test.
 */
import { buildDocs } from '../../src/chunk/corpus';
import { parseDocument } from '../../src/chunk/document';
import { MAX_HTML_DEPTH } from '../../src/chunk/html-parser';
import { main } from '../../src/cli/commands';
import { DEFAULT_CONFIG, type ChunkingConfig } from '../../src/config/types';
import { InputError } from '../../src/errors';
import type { Snapshot, SourceFile } from '../../src/types';
import { recordingIo } from '../support/recording-io';
import { cpuMs, smallestRatio, wallMs } from '../support/timing';
import { removeDir, tempDir, writeFiles } from '../source/git-fixture';

const chunking = DEFAULT_CONFIG.chunking;
const file = (path: string, text: string): SourceFile => ({ path, hash: `h${text.length}`, text, size: Buffer.byteLength(text) });
const rep = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const prose = (n: number) => rep('<h2>Returns</h2><p>Items can be returned within 30 days of delivery.</p>\n', n);

/** The fastest processor times of `tries` runs of each of two jobs, run alternately (a load spike slows both alike). */
function fastestAlternating(a: () => void, b: () => void, tries = 3): [number, number] {
  let bestA = Infinity;
  let bestB = Infinity;
  for (let i = 0; i < tries; i++) {
    bestA = Math.min(bestA, cpuMs(a));
    bestB = Math.min(bestB, cpuMs(b));
  }
  return [bestA, bestB];
}

const parse = (text: string, budgetMs = Infinity) => parseDocument(file('x.html', text), chunking, budgetMs);

describe('nested HTML parses in linear time', () => {
  // Before, at 800 KB (here): unclosed <div> 4.2 s, <pre> 1.5 s, <div> then stray </span> 5.3 s,
  // <pre> nested and closed 3.1 s, 57,000 <a id> in one section 8.5 s, 36,000 <section id> before
  // a heading 4.2 s; prose of that size 0.19 s. Now each within 3 times prose.
  const n = 800_000;
  test.each([
    ['unclosed <div>', rep('<div>x', n)],
    ['unclosed <pre>', rep('<pre>x', n)],
    ['<div> then stray </span>', rep('<div>', n / 4) + rep('</span>', (3 * n) / 4)],
    ['<pre> nested and closed', rep('<pre>x', n / 2) + rep('</pre>', n / 2)],
    ['<a id> anchors in one section', '<h1>t</h1>' + Array.from({ length: n / 14 }, (_, i) => `<a id="a${i}">`).join('')],
    ['<section id> wrappers before a heading', Array.from({ length: n / 22 }, (_, i) => `<section id="s${i}">`).join('') + '<h1>x</h1>'],
    ['entities', `<p>${rep('&amp;&#x41;', n)}</p>`],
    ['one tag of many attributes', `<div ${Array.from({ length: n / 10 }, (_, i) => `a${i}="v"`).join(' ')}>x</div>`],
  ])('%s: within 8 times prose of the same size', (_name, text) => {
    const ratio = smallestRatio(() => {
      const [base, ms] = fastestAlternating(() => parse(prose(text.length)), () => parse(text));
      return ms / Math.max(base, 20);
    }, 8);
    expect(ratio).toBeLessThan(8);
  });

  test('what nests deeper than the bound is read as siblings, with a note; the text is all kept', () => {
    const deep = '<div>'.repeat(MAX_HTML_DEPTH + 100) + '<p>deep words</p>' + '</div>'.repeat(MAX_HTML_DEPTH + 100);
    const doc = parse(deep);
    expect(doc.notes).toContain(`html: elements nested deeper than ${MAX_HTML_DEPTH} levels; the deeper ones were read as siblings`);
    expect(doc.chunks.map((c) => c.text).join('\n')).toContain('deep words');
    const shallow = parse('<div>'.repeat(MAX_HTML_DEPTH - 1) + '<p>words</p>');
    expect(shallow.notes.join('\n')).not.toContain('nested deeper');
    // A <pre> nested in <pre> stays one code block, however deep.
    const pres = parse(`<pre>${'<pre>a\n'.repeat(2_000)}${'</pre>'.repeat(2_001)}<p>after</p>`);
    expect(pres.chunks.map((c) => c.text).join('\n')).toContain('after');
  });
});

describe('the per-file budget is checked on closing tags', () => {
  test('a file whose time goes into closing tags is stopped within a fraction of its full parse', () => {
    // Open elements up to the depth bound, then close tags that match none of them: each close
    // tag costs a search of the stack and calls no handler. Before, the budget was checked on
    // open tags only, so the parse ran to its end (the full time) and was then skipped.
    const text = '<div>'.repeat(MAX_HTML_DEPTH - 1) + rep('</span>', 4_000_000);
    // The budget is wall-clock time, so this is timed by the clock: the share of the full parse,
    // both measured in the same attempt, measured again when a burst of load lands on it.
    let doc = parse('');
    const share = smallestRatio(() => {
      const full = Math.min(wallMs(() => parse(text)), wallMs(() => parse(text)));
      return wallMs(() => (doc = parse(text, full / 10))) / full;
    }, 0.5);
    expect(doc.skipped).toMatch(/over the per-file budget .* while parsing it as html; not indexed/);
    expect(share).toBeLessThan(0.5);
  });
});

describe("a side's time budget", () => {
  const snapshot = (files: SourceFile[]): Snapshot => ({ label: 'head', files, notes: [] });
  const nested = (i: number) => file(`docs/n${String(i).padStart(2, '0')}.html`, `<p>${i}</p>` + rep('<div>x', 300_000));

  test('over it, the side stops with one error naming the side and the budget, within a fraction of the whole', () => {
    const files = Array.from({ length: 8 }, (_, i) => nested(i));
    let e: unknown;
    // The side's budget is wall-clock time: the share of the whole build, both timed by the clock
    // in the same attempt, measured again when a burst of load lands on it.
    const share = smallestRatio(() => {
      let built = 0;
      const whole = wallMs(() => (built = buildDocs(snapshot(files), chunking).docs.length));
      expect(built).toBe(8);
      const tight: ChunkingConfig = { ...chunking, max_corpus_seconds: whole / 10 / 1000 };
      e = undefined;
      return (
        wallMs(() => {
          try {
            buildDocs(snapshot(files), tight);
          } catch (x) {
            e = x;
          }
        }) / whole
      );
    }, 0.5);
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).format()).toMatch(
      /^chunking\.max_corpus_seconds: chunking the documents of 'head' took more than [\d.]+ s \(the side's time budget\), stopped at docs\/n0\d\.html; narrow 'docs' or 'exclude', or raise 'chunking\.max_corpus_seconds'$/,
    );
    expect(share).toBeLessThan(0.5);
  });

  test('the files each under their own budget still add up: the CLI exits 2 with the one line', async () => {
    const dir = tempDir('rg-side-');
    try {
      const docs: Record<string, string> = {};
      for (let i = 0; i < 20; i++) docs[`docs/p${i}.html`] = prose(100_000);
      writeFiles(dir, { ...docs, 'golden.yml': 'questions:\n  - id: R1\n    question: how do returns work\n    relevant: [docs/p0.html]\n', 'cfg.yml': 'chunking:\n  max_corpus_seconds: 0.001\n' });
      const io = recordingIo(dir);
      const code = await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'golden.yml'], io);
      expect(code).toBe(2);
      expect(io.out).toBe('');
      expect(io.err).toMatch(/^retrieval-gate eval: chunking\.max_corpus_seconds: chunking the documents of '[^']+' took more than 0\.001 s \(the side's time budget\), stopped at docs\/p\d+\.html; narrow 'docs' or 'exclude', or raise 'chunking\.max_corpus_seconds'\n$/);
      // With the default budget the same side is indexed (exit 0).
      expect(await main(['eval', '--dir', '.', '--golden', 'golden.yml'], recordingIo(dir))).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  test('the budgets are read from the config and must be positive numbers', async () => {
    const dir = tempDir('rg-side-');
    try {
      writeFiles(dir, { 'docs/a.md': '# A\n\ntext\n', 'golden.yml': 'questions:\n  - id: R1\n    question: a\n    relevant: [docs/a.md]\n', 'cfg.yml': 'chunking:\n  max_file_seconds: 0\n' });
      const io = recordingIo(dir);
      expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'golden.yml'], io)).toBe(2);
      expect(io.err).toContain("cfg.yml:2:21: chunking.max_file_seconds: 'chunking.max_file_seconds' must be");
    } finally {
      removeDir(dir);
    }
  });
});

