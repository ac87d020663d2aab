// draft's candidates on the four quality corpora (bench/quality/*.golden.yml), their questions
// given as a raw log, with planted near-duplicates and planted secrets. Measured: for each
// answerable question, whether the right section is among its (at most 8) candidates. A candidate
// counts for a label when the two resolve to a common chunk: the candidate is the label's section,
// a subsection inside it, or a section that contains it (docs/golden-set-guide.md, "Drafting from a
// query log"). Corpora are found at ../shared/corpora or RG_CORPORA; an absent one is skipped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { corpusPresent, qualitySets, readQualityGolden, type QualitySet } from '../../bench/support/quality-eval';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { readQueryLog } from '../../src/draft/query-log';
import { runDraft } from '../../src/engine/run-draft';
import { openFolder, loadSide } from '../../src/engine/load-side';
import { parseConfig } from '../../src/config/parse';
import { DocCache } from '../../src/chunk/corpus';
import { parseLabel } from '../../src/golden/label';
import type { Label } from '../../src/types';

const projectRoot = resolve(__dirname, '../..');
const present = qualitySets(projectRoot).filter(corpusPresent);
const deps = { cwd: projectRoot, env: {} };

/**
 * The share each corpus reaches today (measured when draft was written: astro-docs 0.857,
 * cpp-docs 0.800, flask-docs 0.976, tldr 0.886), so a change that loses candidates fails here.
 * The aim is 0.9 on every corpus; three of four are short of it (docs/golden-set-guide.md).
 */
const FLOOR: Record<string, number> = { 'astro-docs': 0.85, 'cpp-docs': 0.8, 'flask-docs': 0.95, tldr: 0.88 };

const SECRETS = ['pat.smith@example.org', 'ghp_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8', 'sk-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', 'AKIAABCDEFGHIJKLMNOP'];

/** One letter of the question's longest word doubled: a typo one edit away. */
function typo(q: string): string {
  const words = q.split(' ');
  let at = 0;
  words.forEach((w, i) => {
    if (/^[a-z]+$/.test(w) && w.length > words[at].replace(/[^a-z]/g, '').length) at = i;
  });
  const w = words[at];
  words[at] = w.slice(0, 3) + w[3] + w.slice(3);
  return words.join(' ');
}

let tmp: string;
let configFile: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rg-recall-'));
  // Every document of the corpus, as the quality bench indexes it.
  configFile = join(tmp, 'config.yml');
  writeFileSync(configFile, `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const figures: string[] = [];
afterAll(() => {
  if (figures.length) process.stderr.write(`\ndraft candidate recall (right section among ≤ 8 candidates):\n${figures.join('\n')}\n`);
});

(present.length ? describe : describe.skip)('draft on the quality corpora, questions as a raw log', () => {
  test.each(present.map((s) => [s.name, s] as [string, QualitySet]))(
    '%s: the right section among the candidates, near-duplicates collapsed, no secret in the output',
    async (name, set) => {
      const golden = readQualityGolden(set);
      const originals = golden.questions.map((q) => q.question);
      // The log: every question, then for every third one three more wordings of it (lower case
      // without the question mark, a greeting and thanks, a typo), then lines holding secrets.
      const planted = golden.questions.filter((_, i) => i % 3 === 0);
      const lines = [
        ...originals,
        ...planted.flatMap((q) => [q.question.toLowerCase().replace(/\?$/, ''), `Hi team, ${q.question} Thanks!`, typo(q.question)]),
        ...SECRETS.map((s, i) => `my account ${s} cannot open ${golden.questions[i].question.split(' ').slice(-3).join(' ')}`),
      ];
      const log = readQueryLog(`${lines.join('\n')}\n`, 'log.txt');
      expect(log.masked).toBe(SECRETS.length);
      const r = await runDraft({ log, source: 'log.txt', golden: { text: null, file: 'golden.yml' }, max: 10_000, dir: set.corpusDir, configPath: configFile }, deps);
      const json = JSON.stringify(r);
      for (const s of SECRETS) expect(json).not.toContain(s);

      // Planted wordings collapse into their question; no two of the set's questions merge.
      const byQuestion = new Map(r.questions.map((q) => [q.question, q]));
      const missing = originals.filter((q) => !byQuestion.has(q));
      expect(missing).toEqual([]);
      for (const q of planted) expect([q.id, byQuestion.get(q.question)!.count]).toEqual([q.id, 4]);
      expect(r.questions).toHaveLength(originals.length + SECRETS.length);

      const side = await loadSide(await openFolder(set.corpusDir, deps), parseConfig(`docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`, 'c'), new DocCache(), deps, { analyse: false });
      const resolveText = (raw: string) => side.resolver.resolve((parseLabel(raw) as { label: Label }).label);
      const answerable = golden.questions.filter((q) => q.answerable);
      const found = answerable.filter((q) => {
        const cands = byQuestion.get(q.question)!.candidates.map((c) => new Set(resolveText(c.label)));
        return q.relevant.some((l) => side.resolver.resolve(l).some((id) => cands.some((c) => c.has(id))));
      });
      const share = found.length / answerable.length;
      figures.push(`  ${name}: ${found.length}/${answerable.length} = ${share.toFixed(3)}`);
      expect(share).toBeGreaterThanOrEqual(FLOOR[name]);
      for (const q of r.questions) expect(q.candidates.length).toBeLessThanOrEqual(8);
    },
    600_000,
  );
});
