/**
 * draft's candidates (docs/golden-set-guide.md, "Drafting from a query log"). First the
 * real-question sets (bench/quality-real) and the curated ones (bench/quality) as query logs (the
 * question text only; the labels only score): per corpus, held out (the pooling plan chosen on the
 * other corpora, bench/support/draft-real.ts), the share of answerable questions whose right
 * section (or one inside it) is among the candidates and first, and apart, those a reviewer still
 * reaches with `review`'s `p` or `/`; the list pooled before beside it; the same with the configured
 * retriever `type: hybrid`. Then, per curated corpus, draft run as the command runs it (planted
 * near-duplicates and secrets, bench/support/draft-recall.ts): the share found, with p, the
 * questions missed and the time draft took; then Cranfield, never used to choose anything. Exits 1
 * when a planted wording does not collapse, a planted secret reaches the result, or a corpus's
 * share falls under its floor (RECALL_FLOOR). The test runs flask-docs alone by default.
 * RG_DRAFT_CORPORA=a,b limits the corpora of the first part; RG_DRAFT_REAL=0, RG_DRAFT_CURATED=0
 * and RG_DRAFT_HYBRID=0 leave a part out; RG_BENCH_EMBEDDINGS names the encoder's cache folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DOCS_GLOBS } from '../src/config/types';
import { benchEmbeddingsDir, runBench, sharedCorpus } from './support/bench-main';
import { MAX_CANDIDATES } from '../src/draft/candidates';
import { DEFAULT_POOL } from '../src/draft/candidates';
import { measureCranfieldCandidates, measureDraftRecall, PLANTED_SECRETS, RECALL_FLOOR } from './support/draft-recall';
import { BEFORE_POOL, chooseHeldOut, measureCorpusCandidates, PLANS, planName, type CorpusCandidates, type Tally } from './support/draft-real';
import { corpusPresent, qualitySets, readQualityGolden } from './support/quality-eval';

/** Where the bench keeps the encoder's vectors between runs (a second run is warm): RG_BENCH_EMBEDDINGS, else a folder in the temp folder. */
// The encoder's vectors kept between runs, in the folder the other benches use: draft embeds the same chunks.
const embeddingsCacheDir = benchEmbeddingsDir(process.cwd());

const share = (t: Tally | undefined, key: 'among' | 'first' | 'viaPage' | 'viaSearch') => (t ? `${t[key]}/${t.questions} = ${(t[key] / t.questions).toFixed(2)}` : '—');

/**
 * The real-question sets and the curated ones as query logs, every pooling plan of PLANS, the plan
 * chosen on four corpora and scored on the fifth; then the list pooled before and the shipped plan
 * on every corpus, and the shipped plan with the configured retriever `hybrid`.
 */
async function realQuestions(root: string, deps: { cwd: string; env: Record<string, string>; embeddingsCacheDir: string }): Promise<void> {
  const only = process.env.RG_DRAFT_CORPORA?.split(',');
  const results: CorpusCandidates[] = [];
  for (const real of qualitySets(root, 'real')) {
    if (only && !only.includes(real.name)) continue;
    if (!corpusPresent(real)) {
      console.log(`skip ${real.name}: ${real.corpusDir} is absent`);
      continue;
    }
    const sets = [real, ...qualitySets(root, 'curated').filter((s) => s.name === real.name)];
    const t0 = performance.now();
    const r = await measureCorpusCandidates(sets, deps, PLANS);
    console.log(`${real.name}: ${r.chunks} chunks; ranking both sets' questions took ${(r.rankCpuMs / 1000).toFixed(1)} s of processor time (${((performance.now() - t0) / 1000).toFixed(0)} s by the clock)`);
    results.push(r);
  }
  if (!results.length) return;
  const before = PLANS.findIndex((p) => planName(p) === planName(BEFORE_POOL));
  const shipped = PLANS.findIndex((p) => planName(p) === planName(DEFAULT_POOL));
  console.log('\nHeld out: the plan chosen on the other corpora (most among + first over their real and curated sets), scored on this one');
  console.log('| Corpus | Set | Right section among ≤ 8 | First | Not among, found via p | Not among, found via / | Before: among | Before: first | Plan chosen |');
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --- |');
  const sum: Record<string, Record<string, Tally>> = {};
  const add = (k: string, kind: string, t: Tally | undefined) => {
    if (!t) return;
    const s = ((sum[k] ??= {})[kind] ??= { questions: 0, among: 0, first: 0, viaPage: 0, viaSearch: 0 });
    for (const f of ['questions', 'among', 'first', 'viaPage', 'viaSearch'] as const) s[f] += t[f];
  };
  for (const { corpus, plan } of chooseHeldOut(results, PLANS)) {
    const r = results.find((x) => x.corpus === corpus)!;
    for (const kind of ['real', 'curated']) {
      const t = r.byPlan[plan][kind];
      if (!t) continue;
      add('held', kind, t);
      add('before', kind, r.byPlan[before][kind]);
      console.log(`| ${corpus} | ${kind} | ${share(t, 'among')} | ${share(t, 'first')} | ${t.viaPage} | ${t.viaSearch} | ${share(r.byPlan[before][kind], 'among')} | ${share(r.byPlan[before][kind], 'first')} | ${plan === shipped ? 'the shipped plan' : planName(PLANS[plan])} |`);
    }
  }
  for (const kind of ['real', 'curated']) {
    const t = sum.held?.[kind];
    if (t) console.log(`| all | ${kind} | ${share(t, 'among')} | ${share(t, 'first')} | ${t.viaPage} | ${t.viaSearch} | ${share(sum.before[kind], 'among')} | ${share(sum.before[kind], 'first')} | |`);
  }
  console.log('\nEvery plan on every corpus measured (in sample), among + first over the real and curated sets:');
  const totals = PLANS.map((p, i) => {
    let among = 0;
    let first = 0;
    for (const r of results) for (const t of Object.values(r.byPlan[i])) (among += t.among), (first += t.first);
    return { name: planName(p), among, first, i };
  }).sort((a, b) => b.among + b.first - (a.among + a.first) || a.i - b.i);
  for (const t of totals) console.log(`  ${t.among} among, ${t.first} first: ${t.name}${t.i === shipped ? ' (shipped)' : t.i === before ? ' (before)' : ''}`);
  console.log(`\nThe shipped plan (${planName(DEFAULT_POOL)}), in sample, real sets: ${results.map((r) => `${r.corpus} ${share(r.byPlan[shipped].real, 'among')} among, ${share(r.byPlan[shipped].real, 'first')} first`).join('; ')}`);
  if (process.env.RG_DRAFT_HYBRID !== '0') {
    const hybrid: string[] = [];
    for (const real of qualitySets(root, 'real')) {
      if ((only && !only.includes(real.name)) || !corpusPresent(real)) continue;
      const r = await measureCorpusCandidates([real], deps, [DEFAULT_POOL], 'hybrid');
      hybrid.push(`${real.name} ${share(r.byPlan[0].real, 'among')} among, ${share(r.byPlan[0].real, 'first')} first`);
    }
    console.log(`With the configured retriever \`type: hybrid\` (the encoder's ranking is the hybrid's), the shipped plan, real sets: ${hybrid.join('; ')}`);
  }
}

runBench(async () => {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const deps = { cwd: root, env: {}, embeddingsCacheDir };
  if (process.env.RG_DRAFT_REAL !== '0') await realQuestions(root, deps);
  if (process.env.RG_DRAFT_CURATED === '0') return 0;
  const tmp = mkdtempSync(join(tmpdir(), 'rg-draft-bench-'));
  const configFile = join(tmp, 'config.yml');
  writeFileSync(configFile, `docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`);
  let bad = 0;
  let found = 0;
  let reached = 0;
  let total = 0;
  try {
    console.log("| Corpus | Right section among ≤ 8 candidates | With review's p on the right page | Missed | draft time (processor; clock) |");
    console.log('| --- | --: | --: | --- | --: |');
    const only = process.env.RG_DRAFT_CORPORA?.split(',');
    for (const set of qualitySets(root)) {
      if (only && !only.includes(set.name)) continue;
      if (!corpusPresent(set)) {
        console.log(`skip ${set.name}: ${set.corpusDir} is absent`);
        continue;
      }
      const golden = readQualityGolden(set);
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const m = await measureDraftRecall(set, golden, configFile, deps);
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
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
      console.log(`| ${set.name} | ${m.found}/${m.answerable} = ${share.toFixed(3)} | ${withPage}/${m.answerable} = ${(withPage / m.answerable).toFixed(3)} | ${left.join(', ') || '—'}${m.viaPage.length ? ` (by p: ${m.viaPage.join(', ')})` : ''} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; ${(ms / 1000).toFixed(1)} s |`);
    }
    if (total) console.log(`| all | ${found}/${total} = ${(found / total).toFixed(3)} | ${reached}/${total} = ${(reached / total).toFixed(3)} | | |`);
    const cranfield = only?.length ? null : sharedCorpus('cranfield');
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
