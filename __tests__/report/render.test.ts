/**
 * Renderer tests on a hand-made Report (__tests__/fixtures/report/hostile.json): every section present,
 * hostile text from documents and questions made inert, trimming, the Mermaid chart, report.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { renderReportJson } from '../../src/report/json';
import { commentMarker, renderComment } from '../../src/report/markdown';
import { ZWJ } from '../../src/report/markdown-escape';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { fastestMs, smallestRatio } from '../support/timing';

const fixturePath = path.resolve(__dirname, '../fixtures/report/hostile.json');
const load = (): Report => JSON.parse(readFileSync(fixturePath, 'utf8')) as Report;

/** Cells of a table row, split on pipes that are not backslash-escaped. */
function cells(row: string): number {
  return row.replace(/\\\|/g, '').split('|').length;
}

/** Every GFM table: consecutive lines starting with `|`. */
function tables(md: string): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  for (const raw of md.split('\n')) {
    // A trace under a list item is indented.
    const line = raw.replace(/^ {2}(?=\|)/, '');
    if (line.startsWith('|')) cur.push(line);
    else if (cur.length) (out.push(cur), (cur = []));
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The text with the HTML the renderer itself writes removed: what is left must hold no `<`. */
function foreignHtml(md: string): string[] {
  const allowed = /<\/?(details|summary|code|sub)>|<!-- retrieval-gate:golden=[^\n]* -->/g;
  return md.replace(allowed, '').match(/<[A-Za-z/!?][^\n]{0,20}/g) ?? [];
}

describe('the PR comment on a hand-made report', () => {
  const report = load();
  const md = renderComment(report);

  it('puts the marker, then the verdict, then the failed rules', () => {
    const lines = md.split('\n');
    expect(lines[0]).toBe(commentMarker(report.golden.file));
    expect(lines[1]).toMatch(/^### ❌ retrieval-gate: gate failed — 1 newly failing question \(R03\)/);
    expect(lines[2]).toMatch(/^\*\*Failed rules:\*\* `max_newly_failing`: /);
  });

  it('shows what changed and leaves the rest to the job summary', () => {
    for (const heading of ['| Metric that moved | Base → head | Δ | p | Reads as |', '#### ⛔ Stale sources in the top 5 (1)', '#### 🏷️ Labels broken by this change (2)', '#### Questions that changed']) {
      expect(md).toContain(heading);
    }
    for (const gone of ['#### 🩺 Diagnosis', '#### What else changed', '#### Per tag', '```mermaid', '**Still failing (also at base)']) expect(md).not.toContain(gone);
    expect(md).toContain('| `mrr` | 0.932 → 0.858 | −0.073 | < 0.001 | **significant drop** |');
    expect(md).toContain('`returns.md#refurbished-products` 1 → 6');
  });

  it.each([
    ['comment', () => md],
    ['summary', () => renderSummary(report)],
  ] as const)('the %s keeps every table intact, lets no HTML through, mentions nobody, keeps code spans whole', (_n, text) => {
    const out = text();
    for (const t of tables(out)) for (const row of t) expect([row, cells(row)]).toEqual([row, cells(t[0])]);
    expect(foreignHtml(out)).toEqual([]);
    expect(out).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
    expect(out).not.toMatch(/(?<!&)#\d/);
    expect(out).not.toContain('[a link](');
    expect(out).not.toMatch(/^Second line/m);
  });

  it('is a pure function of the report', () => {
    expect(renderComment(load())).toBe(md);
  });
});

describe('the job summary on a hand-made report', () => {
  const report = load();
  const md = renderSummary(report);

  it('has every section', () => {
    for (const heading of [
      '| Metric | Base | Head | Δ | p | 95 % CI of Δ | Reads as |',
      '#### ❌ Newly failing (1)',
      '#### ⛔ Stale sources in the top 5 (1)',
      '#### 🏷️ Labels broken by this change (2)',
      '#### ☑️ Acknowledged regressions (1, not failing the gate)',
      "#### 📄 What the PR's documents did (4)",
      '**✅ Newly passing (1):**',
      '**Still failing (also at base) (1):**',
      '**Not scored (4):**',
      '#### 🩺 Diagnosis',
      '#### 🧮 Context assembly',
      '#### What else changed',
      '#### Per tag',
      '#### 🔎 Look at the chunks',
      '```mermaid',
    ]) expect(md).toContain(heading);
    expect(md).toContain('base `main` @ `aaaaaaa` (11 docs, 45 chunks) → head `feature/spring-sale` @ `bbbbbbb` (13 docs, 58 chunks)');
    expect(md).toContain('Golden set `.github/retrieval-golden.yml` **changed in this PR**');
    expect(md).toContain('`bin/logo.md` skipped (binary)');
    expect(md).toContain('cut by the budget: R07');
    expect(md).toContain('| `mrr` | 0.932 | 0.858 | −0.073 | ≈ < 0.001 |');
    expect(md).toContain('#### 📄 What the PR');
    expect(md).toContain('**significant drop**');
    expect(md).toContain('renamed: use `billing/refunds.md#yearly-plans`');
    expect(md).toContain('`returns.md#refurbished-products` 1 → 6');
    expect(md).toContain('🆕 `archive/returns-2023.md#refurbished-returns` (added)');
  });

  it('keeps every table intact: each row has as many cells as its header', () => {
    const all = tables(md);
    expect(all.length).toBeGreaterThan(5);
    for (const t of all) for (const row of t) expect([row, cells(row)]).toEqual([row, cells(t[0])]);
  });

  it('lets no HTML from the documents or the questions through', () => {
    expect(foreignHtml(md)).toEqual([]);
    expect(md).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(md).toContain('Pipes \\| and &lt;img src=x onerror=alert(1)&gt;');
  });

  it('mentions nobody, references no issue, makes no link or image', () => {
    expect(md).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
    expect(md).not.toMatch(/(?<!&)#\d/); // numeric entities (&#91;) are not references
    expect(md).toContain(`@${ZWJ}octocat`);
    expect(md).toContain(`#${ZWJ}123`);
    expect(md).not.toContain('[a link](');
    expect(md).toContain(`&#91;a link&#93;(https:/${ZWJ}/evil.example) !&#91;img&#93;(x.png)`);
    expect(md).toContain('\\[x\\](y)');
  });

  it('keeps backticks and newlines from breaking code spans and lines', () => {
    expect(md).toContain('``weird\\|path.md#a`b``');
    expect(md).toContain('&#96;tick&#96; &#96;&#96;double&#96;&#96;? Second line');
    expect(md).not.toMatch(/^Second line/m);
  });

  it('draws a well-formed Mermaid xychart of recall at every k', () => {
    const block = md.match(/```mermaid\n([\s\S]*?)\n```/);
    expect(block).not.toBeNull();
    const lines = (block as RegExpMatchArray)[1].split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('xychart-beta');
    expect(lines[1]).toMatch(/^title "[^"]+"$/);
    const axis = JSON.parse(lines[2].replace(/^x-axis /, '')) as string[];
    expect(axis).toEqual(report.k.map((k) => `k=${k}`));
    expect(lines[3]).toBe('y-axis "recall" 0 --> 1');
    for (const [i, side] of [[4, 'base'], [5, 'head']] as const) {
      const m = lines[i].match(/^(bar|line) (\[.*\])$/);
      expect(m).not.toBeNull();
      const values = JSON.parse((m as RegExpMatchArray)[2]) as number[];
      expect(values).toEqual(report.k.map((k) => Number(report[side].metrics[`recall@${k}`].toFixed(3))));
    }
  });

  it('is a pure function of the report', () => {
    expect(renderSummary(load())).toBe(md);
  });
});

describe('verdicts', () => {
  /** The fixture with nothing a reviewer must see: every question as at base, no label broken, no document of the PR in a top k, every rule passed (metrics left to each test). */
  const quiet = (): Report => {
    const r = load();
    r.broken_labels = [];
    for (const q of r.questions) {
      q.status = q.answerable ? 'still_passing' : 'unanswerable';
      delete q.acknowledged;
      q.forbidden_hits = [];
      for (const m of q.moves) m.head_rank = m.base_rank;
    }
    r.additions = r.additions.map((a) => ({ ...a, questions: [], displaced: [] }));
    r.gate = { passed: true, reasons: [], rules: r.gate.rules.map((x) => ({ ...x, passed: true })) };
    return r;
  };

  it('says "no change to retrieval" when nothing moved', () => {
    const r = quiet();
    r.head.metrics = { ...r.base.metrics };
    for (const k of Object.keys(r.deltas)) r.deltas[k] = 0;
    r.significance = r.significance.map((x) => ({ ...x, delta: 0, changed: 0, significant: false }));
    const md = renderComment(r);
    expect(md.split('\n')[1]).toBe('### ✅ retrieval-gate: no change to retrieval');
    expect(md.split('\n')[2]).toBe('Every scored question ranks its evidence exactly as at base; 5 gate rules passed.');
    expect(md.length).toBeLessThanOrEqual(1536);
  });

  it('says "no change" when evidence moved only below the top 5 and a metric by noise', () => {
    const r = quiet();
    // R03's evidence: rank 18 → 19 (nothing crossed), MRR −0.0001 (noise).
    r.questions[0].moves = [{ label: r.questions[0].moves[0]?.label ?? 'x.md', base_rank: 18, head_rank: 19 }];
    for (const k of Object.keys(r.deltas)) r.deltas[k] = k === 'mrr' ? -0.0001 : 0;
    r.significance = r.significance.map((x) => ({ ...x, delta: r.deltas[x.metric] ?? 0, changed: x.metric === 'mrr' ? 1 : 0, p_value: 1, significant: false }));
    const md = renderComment(r);
    expect(md.split('\n')[1]).toBe('### ✅ retrieval-gate: no change to retrieval');
    expect(md.split('\n')[2]).toMatch(/^No question changed status, no evidence crossed or moved within the top 5, no metric moved beyond noise/);
    expect(md).not.toContain('Questions that changed');
    expect(md.length).toBeLessThanOrEqual(1536);
  });

  it('never says "no change" in the title when a metric the table shows moved (an answer from rank 10 to 11)', () => {
    const r = quiet();
    r.questions[0].moves = [{ label: r.questions[0].moves[0]?.label ?? 'x.md', base_rank: 10, head_rank: 11 }];
    for (const k of Object.keys(r.deltas)) r.deltas[k] = k === 'recall@10' ? -0.024 : k === 'mrr' ? -0.0001 : 0;
    r.base.metrics['recall@10'] = 0.7;
    r.head.metrics['recall@10'] = 0.676;
    r.significance = r.significance.map((x) => ({ ...x, delta: r.deltas[x.metric] ?? 0, changed: x.metric === 'recall@10' ? 1 : 0, p_value: 1, significant: false }));
    const lines = renderComment(r).split('\n');
    expect(lines[1]).toBe('### ✅ retrieval-gate: no change to retrieval beyond noise');
    expect(lines[2]).toMatch(new RegExp(`^Within noise: recall@10 0\\.700 → 0\\.676 \\(−0\\.024\\); ${r.questions[0].id}'s evidence rank 10 → 11; no question changed status`));
  });

  it('counts the still-failing questions of the footer as "other" when one is listed above', () => {
    const r = load();
    // R02 fails on both sides, unchanged; R07 too, but its evidence moved (rank 1 → 5), so it is listed above.
    r.questions.find((q) => q.id === 'R07')!.status = 'still_failing';
    const md = renderComment(r);
    expect(md).toContain('R07');
    expect(md).toContain('1 other question fails at base and at head; the job summary lists it.');
    // Nothing listed above: no "other".
    const plain = load();
    expect(renderComment(plain)).toContain('1 question fails at base and at head; the job summary lists it.');
  });

  it('says the gate passed, with the headline move, when things moved within the rules', () => {
    const r = load();
    r.gate = { passed: true, reasons: [], rules: r.gate.rules.map((x) => ({ ...x, passed: true })) };
    const lines = renderComment(r).split('\n');
    expect(lines[1]).toMatch(/^### ✅ retrieval-gate: gate passed — /);
    expect(lines[2]).toBe('recall@5 1.000 → 0.895 (−0.105); all 5 gate rules passed.');
  });
});

describe('trimming to a size limit', () => {
  const report = load();
  const full = renderComment(report);

  it.each([Math.floor(full.length * 0.6), Math.floor(full.length * 0.9), 4000, 2500])('stays under %i characters, keeps verdict and metrics, says what was cut', (max) => {
    const md = renderComment(report, { maxChars: max });
    expect(md.length).toBeLessThanOrEqual(max);
    expect(md.split('\n')[1]).toMatch(/^### ❌ retrieval-gate: gate failed/);
    expect(md).toContain('| Metric that moved | Base → head | Δ |');
    expect(md).toMatch(/> ✂️ Trimmed to fit the comment's size budget: left out traces beyond the first 3 questions[^\n]*\. The job summary and report\.json have everything\./);
    for (const t of tables(md)) for (const row of t) expect(cells(row)).toBe(cells(t[0]));
  });

  it('cuts traces before the lists', () => {
    const fewer = renderComment(report, { maxChars: full.length - 1 });
    expect(fewer).toContain('left out traces beyond the first 3 questions');
    expect(fewer).toContain('#### 📄 Documents of this PR in the top 5');
  });

  it('leaves a full comment untouched', () => {
    expect(full).not.toContain('Trimmed');
    expect(renderComment(report, { maxChars: full.length })).toBe(full);
  });

  it('fits a 400-question report with every question newly failing, in time linear in the questions', () => {
    const failing = (n: number): Report => {
      const r = load();
      const template = r.questions.find((q) => q.id === 'R03') as Report['questions'][number];
      r.questions = Array.from({ length: n }, (_, i) => ({ ...template, id: `Q${String(i).padStart(3, '0')}`, acknowledged: undefined }));
      return r;
    };
    const big = failing(400);
    const md = renderComment(big);
    // Linear in the questions: 400 is the yardstick of four times as many (linear work grows 4
    // times, quadratic 16; measured at about 4). Below about 200 the comment fits without
    // trimming, another regime, so the smaller report is not the yardstick.
    const huge = failing(1_600);
    renderComment(huge);
    let ms = 0;
    let hugeMs = 0;
    const ratio = smallestRatio(() => {
      ms = fastestMs(() => renderComment(big));
      hugeMs = fastestMs(() => renderComment(huge));
      return hugeMs / ms;
    }, 8);
    expect(md.length).toBeLessThanOrEqual(40_000);
    expect(md.split('\n')[1]).toMatch(/^### ❌ retrieval-gate: gate failed — 400 newly failing questions \(Q000, Q001, Q002, Q003, Q004 \+395\), /);
    expect(md).toMatch(/- …and \d+ more: the job summary lists every one/);
    expect(Buffer.byteLength(renderSummary(big))).toBeLessThanOrEqual(1024 * 1024);
    console.log(`400 newly failing questions: comment ${md.length} chars in ${ms.toFixed(0)} ms (1,600: ${hugeMs.toFixed(0)} ms)`);
    expect(ratio).toBeLessThan(8);
  });

  it('cuts at a line when even the minimal comment is too long', () => {
    const md = renderComment(report, { maxChars: 400 });
    expect(md.length).toBeLessThanOrEqual(400);
    expect(md.startsWith(`${commentMarker(report.golden.file)}\n### ❌`)).toBe(true);
    expect(md).toContain('Cut at the size limit');
  });

  it('trims the job summary by bytes, under 1 MiB by default', () => {
    const full = renderSummary(report);
    expect(Buffer.byteLength(full)).toBeLessThan(1024 * 1024);
    expect(full).not.toContain(commentMarker(report.golden.file));
    expect(full.match(/<details>\n<summary><code>/g)).toHaveLength(report.questions.length);
    const small = renderSummary(report, { maxBytes: 12_000 });
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(12_000);
    expect(small).toContain("Trimmed to fit the job summary's 1 MiB limit");
    expect(small).toContain('report.json has everything');
  });
});

describe('required facts in the traces', () => {
  /** The fixture with facts on R03: one found at base only, one (hostile) found at head only. */
  const withFacts = (): Report => {
    const r = load();
    const q = r.questions.find((x) => x.id === 'R03') as Report['questions'][number];
    q.required_facts = ['7-day window', 'Pipes | <img src=x onerror=alert(1)> @octocat #12 `tick`'];
    q.base.fact_ranks = [2, null];
    q.head.fact_ranks = [null, 1];
    return r;
  };

  it.each([
    ['comment', renderComment],
    ['summary', renderSummary],
  ] as const)('the %s says where each fact was found at base and at head, escaped like document text', (_name, render) => {
    const md = render(withFacts());
    const trace = md.slice(md.indexOf('R03')).replace(/^  /gm, ''); // the comment indents a trace under its list item
    expect(trace).toContain('Required facts, matched verbatim (case and spacing aside) in the top 5 chunks:\n\n| Fact | Base | Head |\n| --- | --- | --- |\n');
    expect(trace).toContain('| 7-day window | found verbatim, rank 2 | not found verbatim in the top 5 |');
    expect(trace).toContain(`| Pipes \\| &lt;img src=x onerror=alert(1)&gt; @${ZWJ}octocat #${ZWJ}12 \\\`tick\\\` | not found verbatim in the top 5 | found verbatim, rank 1 |`);
    for (const t of tables(md)) for (const row of t) expect([row, cells(row)]).toEqual([row, cells(t[0])]);
    expect(foreignHtml(md)).toEqual([]);
  });

  it('a hostile report.json (mode: post) gets n/a for anything but strings and integer ranks', () => {
    const r = withFacts();
    const q = r.questions.find((x) => x.id === 'R03') as Report['questions'][number];
    (q as unknown as { required_facts: unknown[] }).required_facts = ['ok', { toString: () => '<b>' }];
    (q.base as unknown as { fact_ranks: unknown }).fact_ranks = ['<img src=x onerror=alert(1)>', 1.5];
    (q.head as unknown as { fact_ranks: unknown }).fact_ranks = '<script>';
    const md = renderSummary(r);
    expect(md).toContain('| ok | n/a | n/a |\n| n/a | n/a | n/a |');
    expect(foreignHtml(md)).toEqual([]);
    (q as unknown as { required_facts: unknown }).required_facts = '<script>';
    expect(renderSummary(r)).not.toContain('Required facts');
  });

  it('a question without facts, or a report from before them, has no facts table', () => {
    expect(renderSummary(load())).not.toContain('Required facts');
  });

  it('report.json puts the facts after the tags and their ranks after the labels', () => {
    const q = JSON.parse(renderReportJson(withFacts())).questions.find((x: { id: string }) => x.id === 'R03');
    const keys = Object.keys(q);
    expect(keys.indexOf('required_facts')).toBe(keys.indexOf('tags') + 1);
    expect(Object.keys(q.base)).toEqual(['pass', 'measures', 'labels', 'fact_ranks', 'retrieved']);
  });
});

describe('report.json text', () => {
  const report = load();

  it('is two-space JSON with a trailing newline that parses back to the report', () => {
    const text = renderReportJson(report);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "schema": "retrieval-gate/report@1",');
    expect(JSON.parse(text)).toEqual(report);
  });

  // Records keyed by metric or tag keep the order the compare stage gave them (recall@1, precision@1…).
  const FREE_KEYS = new Set(['metrics', 'measures', 'deltas', 'tag_metrics']);
  it('orders keys as the type does, whatever order the object was built in', () => {
    const shuffled = (o: unknown): unknown =>
      Array.isArray(o) ? o.map(shuffled) : o && typeof o === 'object' ? Object.fromEntries(Object.entries(o).reverse().map(([k, v]) => [k, FREE_KEYS.has(k) ? v : shuffled(v)])) : o;
    const text = renderReportJson(shuffled(report) as Report);
    expect(text).toBe(renderReportJson(report));
    expect(Object.keys(JSON.parse(text)).slice(0, 4)).toEqual(['schema', 'tool', 'k', 'pass_k']);
    expect(Object.keys(JSON.parse(text).questions[0]).slice(0, 3)).toEqual(['id', 'question', 'status']);
  });
});

describe('locale and time zone', () => {
  it('renders the same bytes in a child process under TZ=Pacific/Kiritimati LANG=tr_TR.UTF-8', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-report-locale-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      const src = path.resolve(__dirname, '../../src/report');
      writeFileSync(
        entry,
        `import { readFileSync } from 'node:fs';\nimport { renderComment } from ${JSON.stringify(`${src}/markdown`)};\n` +
          `import { renderSummary } from ${JSON.stringify(`${src}/summary`)};\nimport { renderReportJson } from ${JSON.stringify(`${src}/json`)};\n` +
          `const r = JSON.parse(readFileSync(process.argv[2], 'utf8'));\n` +
          `process.stdout.write(JSON.stringify([renderComment(r), renderSummary(r), renderReportJson(r), renderComment(r, { maxChars: 5000 })]));\n`,
      );
      const bundle = path.join(dir, 'render.cjs');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('esbuild').buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: bundle, logLevel: 'silent' });
      const out = execFileSync(process.execPath, [bundle, fixturePath], {
        env: { PATH: process.env.PATH ?? '', TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
        encoding: 'utf8',
      });
      const report = load();
      expect(JSON.parse(out)).toEqual([renderComment(report), renderSummary(report), renderReportJson(report), renderComment(report, { maxChars: 5000 })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('vocabulary mismatch in the traces', () => {
  const withGap = (gap: unknown, id = 'R02'): Report => {
    const r = load();
    const q = r.questions.find((x) => x.id === id) as Report['questions'][number];
    (q.head as unknown as Record<string, unknown>).vocabulary_gap = gap;
    return r;
  };

  it('a failing side whose evidence shares few terms with the question gets a note suggesting hybrid, escaped', () => {
    const md = renderSummary(withGap({ question_terms: 5, shared: ['lock', '<img src=x>'], evidence: 'locks.md#removing-stale-lockfiles' }));
    const line = md.split('\n').find((l) => l.startsWith('🔤 Looks like a vocabulary mismatch'))!;
    expect(line).toContain("shares 2 of the question's 5 terms");
    expect(line).toContain('<code>locks.md#removing-stale-lockfiles</code>');
    expect(line).toContain('<code>&lt;img src=x&gt;</code>');
    expect(line).toContain('retriever.type: hybrid');
    expect(foreignHtml(md)).toEqual([]);
  });

  it('never at head for a question that passed at base with evidence this PR did not write: the same words found it there', () => {
    const gap = { question_terms: 5, shared: ['lock'], evidence: 'locks.md#removing-stale-lockfiles' };
    expect(renderSummary(withGap(gap, 'R03'))).not.toContain('vocabulary mismatch');
    const edited = withGap(gap, 'R03');
    (edited.questions.find((x) => x.id === 'R03') as Report['questions'][number]).evidence_edited = ['locks.md#removing-stale-lockfiles'];
    expect(renderSummary(edited)).toContain('vocabulary mismatch');
  });

  it('anything but the expected shape (an uploaded report.json) is left out', () => {
    for (const bad of [{ question_terms: 'x', shared: [], evidence: 'a' }, { question_terms: 3, shared: [1], evidence: 'a' }, 'gap', null]) {
      expect(renderSummary(withGap(bad))).not.toContain('vocabulary mismatch');
    }
  });
});
