/**
 * draft's candidate recall on the quality corpora (docs/golden-set-guide.md, "Drafting from a query
 * log"): each set's questions as a raw log with planted near-duplicates and secrets
 * (bench/support/draft-recall.ts). Prints, per corpus, the share of answerable questions whose
 * right section is among the candidates, the share `review` reaches with one more key (p on the
 * candidate from the right page), the questions missed, and the time draft took; then the same
 * share on Cranfield, which was never used to choose how candidates are pooled. Exits 1
 * when a planted wording does not collapse, a planted secret reaches the result, or a corpus's
 * share falls under its floor (RECALL_FLOOR). The test runs flask-docs alone by default.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DOCS_GLOBS } from '../src/config/types';
import { benchEmbeddingsDir, runBench, sharedCorpus } from './support/bench-main';
import { MAX_CANDIDATES } from '../src/draft/candidates';
import { measureCranfieldCandidates, measureDraftRecall, PLANTED_SECRETS, RECALL_FLOOR } from './support/draft-recall';
import { corpusPresent, qualitySets, readQualityGolden } from './support/quality-eval';

runBench(async () => {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  // The encoder's vectors kept between runs, in the folder the other benches use: draft embeds the same chunks.
  const deps = { cwd: root, env: {}, embeddingsCacheDir: benchEmbeddingsDir(root) };
  const tmp = mkdtempSync(join(tmpdir(), 'rg-draft-bench-'));
  const configFile = join(tmp, 'config.yml');
  writeFileSync(configFile, `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`);
  let bad = 0;
  let found = 0;
  let reached = 0;
  let total = 0;
  try {
    console.log("| Corpus | Right section among ≤ 8 candidates | With review's p on the right page | Missed | draft time |");
    console.log('| --- | --: | --: | --- | --: |');
    // DRAFT_CORPORA=a,b: only those corpora (the others are named as skipped).
    const only = (process.env.DRAFT_CORPORA ?? '').split(',').filter(Boolean);
    for (const set of qualitySets(root)) {
      if (only.length && !only.includes(set.name)) {
        console.log(`skip ${set.name}: not in DRAFT_CORPORA`);
        continue;
      }
      if (!corpusPresent(set)) {
        console.log(`skip ${set.name}: ${set.corpusDir} is absent`);
        continue;
      }
      const golden = readQualityGolden(set);
      const t0 = performance.now();
      const m = await measureDraftRecall(set, golden, configFile, deps);
      const ms = performance.now() - t0;
      const counts = new Map(m.result.questions.map((q) => [q.question, q.count]));
      const uncollapsed = m.planted.filter((q) => counts.get(q.question) !== 4).map((q) => q.id);
      const leaked = PLANTED_SECRETS.filter((s) => JSON.stringify(m.result).includes(s));
      if (uncollapsed.length || leaked.length) {
        bad++;
        console.error(`${set.name}: planted wordings not collapsed: ${uncollapsed.join(', ') || 'none'}; secrets in the output: ${leaked.length}`);
      }
      const share = m.found / m.answerable;
      if (share < (RECALL_FLOOR[set.name] ?? 0)) {
        bad++;
        console.error(`${set.name}: candidate recall ${share.toFixed(3)} is under its floor, ${RECALL_FLOOR[set.name]}`);
      }
      found += m.found;
      reached += m.found + m.viaPage.length;
      total += m.answerable;
      const withPage = m.found + m.viaPage.length;
      const left = m.missed.filter((id) => !m.viaPage.includes(id));
      console.log(`| ${set.name} | ${m.found}/${m.answerable} = ${share.toFixed(3)} | ${withPage}/${m.answerable} = ${(withPage / m.answerable).toFixed(3)} | ${left.join(', ') || '—'}${m.viaPage.length ? ` (by p: ${m.viaPage.join(', ')})` : ''} | ${(ms / 1000).toFixed(1)} s |`);
    }
    if (total) console.log(`| all | ${found}/${total} = ${(found / total).toFixed(3)} | ${reached}/${total} = ${(reached / total).toFixed(3)} | | |`);
    const cranfield = only.length ? null : sharedCorpus('cranfield');
    if (cranfield) {
      const c = await measureCranfieldCandidates(cranfield, deps);
      const alone = Object.entries(c.alone).map(([name, n]) => `${name} ${n}`).join(', ');
      console.log(`\nCranfield (out of sample): a relevant document among the candidates for ${c.found}/${c.queries} = ${(c.found / c.queries).toFixed(3)} queries; each ranking's first ${MAX_CANDIDATES} alone: ${alone}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return bad ? 1 : 0;
});
