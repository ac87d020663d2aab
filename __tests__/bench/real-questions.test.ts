/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
// The real-question golden sets (bench/quality-real/*.golden.yml): questions people asked in public
// trackers, in their words, each with the URL it came from. What every set promises: a source per
// question, shape tags set by the rules its header states, and, on its corpus, a set the built CLI's
// `validate` accepts with every label resolving and the `paraphrase` tag matching what validate
// measures. Corpora are found at ../shared/corpora from the project root, or RG_CORPORA; an absent
// corpus is skipped with a message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { corporaRoot } from '../../bench/support/bench-main';
import { corpusPresent, qualitySets, readQualityGolden, type QualitySet } from '../../bench/support/quality-eval';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { PARAPHRASE_OVERLAP, type SetHealth } from '../../src/golden/health';
import type { Question } from '../../src/types';
import { distFile } from '../support/dist';
import { labelledOnly } from '../support/labelled-docs';
import { parseConfig } from '../../src/config/parse';

const projectRoot = resolve(__dirname, '../..');
const folder = join(projectRoot, 'bench/quality-real');

/** Every set under bench/quality-real/, with the corpus folder its labels are relative to. */
const sets: QualitySet[] = qualitySets(projectRoot, 'real');

const SHAPES = new Set(['keyword', 'wordy', 'paraphrase', 'multi-section', 'unanswerable']);
const WORDY_ABOVE = 10;
const wordCount = (q: Question): number => q.question.split(/\s+/).filter(Boolean).length;

/** Each question's id with the `# source:` URL on the comment line right above it, in file order. */
function sources(text: string): { id: string; url: string | undefined }[] {
  const lines = text.split('\n');
  const out: { id: string; url: string | undefined }[] = [];
  lines.forEach((line, i) => {
    const id = /^\s*- id:\s*(\S+)\s*$/.exec(line)?.[1];
    if (id === undefined) return;
    const url = /^\s*# source: (https:\/\/\S+)\s*$/.exec(lines[i - 1] ?? '')?.[1];
    out.push({ id: id.replace(/^["']|["']$/g, ''), url });
  });
  return out;
}

describe('real-question golden sets: properties of every set', () => {
  test('there is a set per corpus, named after its corpus folder', () => {
    expect(sets.map((s) => s.name)).toEqual(['asciidoctor-docs', 'astro-docs', 'cpp-docs', 'flask-docs', 'tldr']);
  });

  test.each(sets.map((s) => [s.name, s] as [string, QualitySet]))('%s: at least 30 questions, each with its source URL, distinct', (name, set) => {
    const text = readFileSync(set.goldenFile, 'utf8');
    const golden = readQualityGolden(set);
    expect(golden.questions.length).toBeGreaterThanOrEqual(30);
    // The header says which folder the labels are relative to.
    expect(text).toContain(`--dir ../shared/corpora/${name}/docs`);
    const found = sources(text);
    expect(found.map((s) => s.id)).toEqual(golden.questions.map((q) => q.id));
    expect(found.filter((s) => s.url === undefined).map((s) => s.id)).toEqual([]);
    // One question per post: the same thread twice would weigh one asker double.
    const urls = found.map((s) => s.url);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
    expect(new Set(golden.questions.map((q) => q.question.toLowerCase())).size).toBe(golden.questions.length);
  });

  test.each(sets.map((s) => [s.name, s] as [string, QualitySet]))('%s: every question has shape tags, set by the rules of the header', (_name, set) => {
    const golden = readQualityGolden(set);
    for (const q of golden.questions) {
      expect([q.id, q.tags.length > 0, q.tags.filter((t) => !SHAPES.has(t))]).toEqual([q.id, true, []]);
      const words = wordCount(q);
      expect([q.id, q.tags.includes('wordy'), q.tags.includes('keyword')]).toEqual([q.id, words > WORDY_ABOVE, words <= WORDY_ABOVE]);
      expect([q.id, q.tags.includes('unanswerable')]).toEqual([q.id, !q.answerable]);
      expect([q.id, q.tags.includes('multi-section')]).toEqual([q.id, q.relevant.length > 1]);
      // A label or `answerable: false`, never neither.
      expect([q.id, q.answerable ? q.relevant.length > 0 : q.relevant.length === 0]).toEqual([q.id, true]);
    }
  });
});

describe('real-question golden sets on their corpora', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'rg-real-questions-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  for (const set of sets) {
    const present = corpusPresent(set);
    const title = present
      ? `${set.name}: validate accepts it, every label resolves, and the paraphrase tag is what validate measures`
      : `${set.name}: skipped, the corpus ${set.corpusDir} is absent`;
    (present ? test : test.skip)(
      title,
      () => {
        const golden = readQualityGolden(set);
        // The bench's scope (every page of the corpus folder, as the quality bench indexes it)
        // narrowed to the pages the labels name: what validate checks here (labels resolving, their
        // evidence headings) reads those pages alone, and cpp-docs' 9,746 are not all chunked.
        const config = join(tmp, `${set.name}.yml`);
        writeFileSync(config, stringify({ docs: labelledOnly(parseConfig(stringify({ docs: [...DEFAULT_DOCS_GLOBS] }), config), golden).docs }));
        const run = spawnSync(process.execPath, [distFile('cli.js'), 'validate', '--dir', set.corpusDir, '--config', config, '--golden', set.goldenFile, '--json'], {
          cwd: tmp,
          encoding: 'utf8',
          env: { PATH: process.env.PATH },
          maxBuffer: 64 * 1024 * 1024,
        });
        expect(run.stderr).toBe('');
        const json = JSON.parse(run.stdout) as { errors: number; warnings: number; problems: unknown[]; health: SetHealth };
        // Broken labels, unknown fields and duplicate ids are problems; a clean set has none.
        expect(json.problems).toEqual([]);
        expect([json.errors, json.warnings, run.status]).toEqual([0, 0, 0]);
        const overlap = new Map(json.health.lexical_overlap.per_question.map((o) => [o.id, o.overlap]));
        for (const q of golden.questions.filter((x) => x.answerable)) {
          const measured = overlap.get(q.id);
          expect([q.id, measured !== undefined]).toEqual([q.id, true]);
          expect([q.id, q.tags.includes('paraphrase')]).toEqual([q.id, (measured as number) <= PARAPHRASE_OVERLAP]);
        }
        for (const q of golden.questions.filter((x) => !x.answerable)) expect([q.id, q.tags.includes('paraphrase')]).toEqual([q.id, false]);
      },
      600_000,
    );
  }
});
