/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
// draft's candidates on the four quality corpora (bench/quality/*.golden.yml), their questions
// given as a raw log with planted near-duplicates and planted secrets (bench/support/draft-recall.ts):
// the right section among the (at most 8) candidates for the share each corpus reached when draft
// was written, the planted wordings collapsed into their question and no two of the set's
// questions merged, no secret anywhere in the result. Corpora are found at ../shared/corpora or
// RG_CORPORA; an absent one is skipped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { corpusPresent, qualitySets, readQualityGolden, type QualitySet } from '../../bench/support/quality-eval';
import { measureDraftRecall, PLANTED_SECRETS } from '../../bench/support/draft-recall';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';

const projectRoot = resolve(__dirname, '../..');
const present = qualitySets(projectRoot).filter(corpusPresent);
const deps = { cwd: projectRoot, env: {} };

/**
 * The share each corpus reaches with the sentence encoder's ranking pooled (astro-docs 0.810,
 * cpp-docs 0.825, flask-docs 0.951, tldr 0.943; with the static model it replaced: 0.857, 0.800,
 * 0.976, 0.886), so a change that loses candidates fails here. The aim is 0.9 on every corpus;
 * astro-docs and cpp-docs are short of it (docs/golden-set-guide.md). The first run embeds every
 * corpus (minutes on two cores); the vectors are cached in .retrieval-gate/embeddings.
 */
const FLOOR: Record<string, number> = { 'astro-docs': 0.8, 'cpp-docs': 0.82, 'flask-docs': 0.95, tldr: 0.94 };

let tmp: string;
let configFile: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rg-recall-'));
  // Every document of the corpus, as the quality bench indexes it.
  configFile = join(tmp, 'config.yml');
  writeFileSync(configFile, `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

(present.length ? describe : describe.skip)('draft on the quality corpora, questions as a raw log', () => {
  test.each(present.map((s) => [s.name, s] as [string, QualitySet]))(
    '%s: the right section among the candidates, near-duplicates collapsed, no secret in the output',
    async (name, set) => {
      const golden = readQualityGolden(set);
      const m = await measureDraftRecall(set, golden, configFile, deps);
      expect(m.masked).toBe(PLANTED_SECRETS.length);
      const json = JSON.stringify(m.result);
      for (const s of PLANTED_SECRETS) expect(json).not.toContain(s);
      // Planted wordings collapse into their question; no two of the set's questions merge.
      const byQuestion = new Map(m.result.questions.map((q) => [q.question, q]));
      expect(golden.questions.filter((q) => !byQuestion.has(q.question)).map((q) => q.id)).toEqual([]);
      for (const q of m.planted) expect([q.id, byQuestion.get(q.question)!.count]).toEqual([q.id, 4]);
      expect(m.result.questions).toHaveLength(golden.questions.length + PLANTED_SECRETS.length);
      for (const q of m.result.questions) expect(q.candidates.length).toBeLessThanOrEqual(8);
      process.stderr.write(`draft candidate recall, ${name}: ${m.found}/${m.answerable} = ${(m.found / m.answerable).toFixed(3)}\n`);
      expect(m.found / m.answerable).toBeGreaterThanOrEqual(FLOOR[name]);
    },
    600_000,
  );
});
