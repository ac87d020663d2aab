// Set health on real docs: on each quality corpus (bench/quality/*.golden.yml, written blind from
// what users ask, labels found afterwards), the blind set is not warned as lexically biased, and a
// set whose questions are copied from the same corpus's headings (built here from the chunks'
// heading trails) is. Then once through the CLI as a process, on the smallest corpus: the copied
// set exits 1 with the warning and its advice, the blind one carries no such warning. Corpora are
// found at ../shared/corpora or RG_CORPORA; an absent one is skipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { corpusPresent, QualityCorpus, qualitySets, readQualityGolden, type QualitySet } from '../../bench/support/quality-eval';
import { parseConfig } from '../../src/config/parse';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { headingLine, sectionLabel } from '../../src/golden/chunk-section';
import { BIASED_MEAN, PARAPHRASE_OVERLAP, setHealth, type SetHealth } from '../../src/golden/health';
import { parseGoldenSet } from '../../src/golden/parse';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { Doc } from '../../src/types';
import { distFile } from '../support/dist';
import { labelledOnly } from '../support/labelled-docs';

const projectRoot = resolve(__dirname, '../..');
const present = qualitySets(projectRoot).filter(corpusPresent);
const deps = { cwd: projectRoot, env: {} };
const CONFIG_TEXT = `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`;
const config = parseConfig(CONFIG_TEXT, 'config.yml');
const analyzer = createAnalyzer(config.retriever.analyzer);
const words = (t: string) => analyzer.analyze(t);

/** How a person writing while reading the docs turns a heading into a question. */
// The last one names the heading above (a page's title is not in its sections' heading lines on
// every corpus: an MDX page's title is front matter, its sections start at `##`).
const TEMPLATES = [(h: string) => `How do I ${h}?`, (h: string) => `What is ${h}?`, (h: string) => `${h}?`, (h: string, p?: string) => (p ? `${h} in ${p}?` : `${h}?`)];
const COPIED = 40;

/**
 * A golden set of COPIED questions, each a heading of the corpus in a question's clothes, labelled
 * with its section; `reworded`: with one word of the section's text added that its heading trail
 * does not have (a person who reads the section, then asks about it), so it copies less.
 */
function headingCopiedSet(docs: readonly Doc[], reworded = false): string {
  const sections = new Map<string, { heading: string; parent: string | undefined; extra: string | undefined }>();
  for (const d of docs) {
    for (const c of d.chunks) {
      const h = c.trail[c.trail.length - 1]?.text;
      if (!h || c.part !== 0 || words(h).length === 0) continue;
      const trail = new Set(words(headingLine(c)));
      const extra = c.text.split(/\s+/).find((w) => /^[a-z]{4,}$/.test(w) && words(w).length === 1 && !trail.has(words(w)[0]));
      sections.set(sectionLabel(c), { heading: h, parent: c.trail.length > 1 ? c.trail[c.trail.length - 2].text : undefined, extra });
    }
  }
  const labels = [...sections.keys()].filter((l) => !reworded || sections.get(l)!.extra).sort();
  const step = Math.max(1, Math.floor(labels.length / COPIED));
  const questions = [];
  for (let i = 0; i < labels.length && questions.length < COPIED; i += step) {
    const { heading, parent, extra } = sections.get(labels[i])!;
    const asked = TEMPLATES[questions.length % TEMPLATES.length](heading, parent);
    questions.push({ id: `copied-${questions.length + 1}`, question: reworded ? `${asked.slice(0, -1)} (${extra})?` : asked, relevant: [labels[i]] });
  }
  return stringify({ questions });
}

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rg-health-'));
  writeFileSync(join(tmp, 'config.yml'), CONFIG_TEXT);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const figures: string[] = [];
afterAll(() => {
  if (figures.length) process.stderr.write(`lexical overlap (mean), heading-copied vs blind:\n${figures.join('\n')}\n`);
});

(present.length ? describe : describe.skip)('set health on the quality corpora', () => {
  test.each(present.map((s) => [s.name, s] as [string, QualitySet]))(
    '%s: a heading-copied set is warned as lexically biased, the blind set is not',
    async (name, set) => {
      const corpus = await QualityCorpus.open(set.corpusDir, deps);
      try {
        // The blind set's health reads its labels' documents alone (their evidence headings); the
        // copied sets are drawn from those and every 20th page of the corpus besides, so they copy
        // headings from all over it without chunking all of it (cpp-docs: 97,000 chunks).
        const golden = readQualityGolden(set);
        const side = await corpus.load(labelledOnly(config, golden, { root: set.corpusDir, every: 20 }));
        const health = (text: string, file: string): SetHealth => setHealth({ golden: parseGoldenSet(text, file), docs: side.docs, resolver: side.resolver, words });
        const blind = setHealth({ golden, docs: side.docs, resolver: side.resolver, words });
        const copied = health(headingCopiedSet(side.docs), `${name}-copied.yml`);
        const reworded = health(headingCopiedSet(side.docs, true), `${name}-reworded.yml`);
        const mean = (h: SetHealth) => `${h.lexical_overlap.mean} (${h.lexical_overlap.measured} questions)`;
        figures.push(`  ${name}: copied ${mean(copied)}, copied with a word of the text ${mean(reworded)}, blind ${mean(blind)}`);
        // Every copied question resolves and is measured, and the set is warned, with the advice.
        for (const h of [copied, reworded]) {
          expect(h.size.questions).toBe(COPIED);
          expect(h.lexical_overlap.measured).toBe(COPIED);
          expect(h.lexical_overlap.mean).toBeGreaterThan(BIASED_MEAN);
          expect(h.warnings.map((w) => w.kind)).toEqual(['lexical-bias']);
          expect(h.warnings[0].message).toMatch(/measures lexical retrieval only.*pull questions from real logs/);
        }
        expect(copied.shapes.paraphrased.count).toBe(0);
        expect(blind.lexical_overlap.measured).toBe(blind.size.answerable);
        expect(blind.lexical_overlap.mean).toBeLessThanOrEqual(BIASED_MEAN);
        expect(blind.warnings).toEqual([]);
        // The blind set's questions are distinct, and every one tagged `paraphrase` (written to share no word with its heading) reads as paraphrased.
        expect(blind.near_duplicates).toEqual([]);
        const tagged = new Set(golden.questions.filter((q) => q.tags.includes('paraphrase')).map((q) => q.id));
        expect(blind.lexical_overlap.per_question.filter((o) => tagged.has(o.id) && o.overlap > PARAPHRASE_OVERLAP)).toEqual([]);
      } finally {
        await corpus.close();
      }
    },
    600_000,
  );
});

const flask = present.find((s) => s.name === 'flask-docs');
(flask ? test : test.skip)('validate as a process: the heading-copied set exits 1 with the warning, the blind set has none', async () => {
  const set = flask!;
  const corpus = await QualityCorpus.open(set.corpusDir, deps);
  try {
    writeFileSync(join(tmp, 'copied.yml'), headingCopiedSet((await corpus.load(config)).docs));
  } finally {
    await corpus.close();
  }
  const run = (golden: string, ...args: string[]) =>
    spawnSync(process.execPath, [distFile('cli.js'), 'validate', '--dir', set.corpusDir, '--config', join(tmp, 'config.yml'), '--golden', golden, ...args], { cwd: tmp, encoding: 'utf8', env: { PATH: process.env.PATH } });
  const copied = run(join(tmp, 'copied.yml'));
  expect(copied.stderr).toBe('');
  expect(copied.status).toBe(1);
  expect(copied.stdout).toMatch(/copied\.yml: warning: the golden set measures lexical retrieval only: .*; pull questions from real logs .*unanswerable questions\n/);
  expect(copied.stdout).toMatch(/^ {2}lexical overlap with the evidence headings: mean 1\.00 over 40 questions \(warned above 0\.5\); 40 above 0\.8: copied-1 1\.00, /m);
  const blind = run(set.goldenFile, '--json');
  const json = JSON.parse(blind.stdout) as { health: SetHealth; warnings: number; problems: unknown[] };
  expect(json.health.warnings).toEqual([]);
  expect(json.health.lexical_overlap.mean).toBeLessThanOrEqual(BIASED_MEAN);
  expect(json.warnings).toBe(json.problems.length);
}, 600_000);
