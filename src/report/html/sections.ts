/**
 * The page's sections other than the question rows, each a function of the report: the verdict
 * and every gate rule, the metrics with their paired 95 % intervals, recall@k base against head,
 * the precision each added or changed document cost, and the broken labels with their fixes.
 */
import { fmtDelta, fmtInt, fmtNum, fmtP, plural } from '../format';
import type { Report } from '../types';
import { costBar, intervalChart, lineChart } from './charts';
import { html, type Html } from './escape';

/** The verdict: passed or failed, the failed rules first, then the run's context. */
export function verdictSection(r: Report): Html {
  const failed = r.gate.rules.filter((x) => !x.passed);
  const passed = r.gate.rules.filter((x) => x.passed);
  const newly = r.questions.filter((q) => q.status === 'newly_failing').length;
  const broken = r.broken_labels.filter((b) => b.side === 'head' && b.kind !== 'inherited').length;
  const rule = (x: Report['gate']['rules'][number]) => html`<li><code>${x.rule}</code>: ${x.detail}</li>`;
  const notes: Html[] = [];
  if (r.missing_key) notes.push(html`<p class="notice">Measured with BM25, not ${r.missing_key.configured}: ${r.missing_key.message}</p>`);
  if (r.trust?.refused.length) notes.push(html`<p class="notice">This pull request's config changes ${r.trust.refused.join(', ')}, which only the base branch may set; the values from ${r.trust.trusted_from} were used.</p>`);
  return html`<div class="verdict ${r.gate.passed ? 'ok' : 'bad'}"><p class="big">${r.gate.passed ? '✓ Gate passed' : '✗ Gate failed'}</p><p>${plural(newly, 'question')} newly failing · ${plural(broken, 'label')} broken by this change · ${plural(r.questions.length - r.excluded.length, 'scored question')}</p></div>
${notes}
${failed.length ? html`<h3>Failed rules</h3><ul class="rules bad">${failed.map(rule)}</ul>` : html``}
${passed.length ? html`<h3>${plural(passed.length, 'rule')} passed</h3><ul class="rules">${passed.map(rule)}</ul>` : html``}
<dl class="context"><dt>Golden set</dt><dd><code>${r.golden.file}</code> (${plural(r.golden.questions, 'question')})</dd><dt>Base</dt><dd><code>${r.base.rev}</code>${r.base.commit && r.base.commit !== r.base.rev ? html` <code>${r.base.commit.slice(0, 12)}</code>` : html``} · ${plural(r.base.docs, 'document')}, ${plural(r.base.chunks, 'chunk')}</dd><dt>Head</dt><dd><code>${r.head.rev}</code>${r.head.commit && r.head.commit !== r.head.rev ? html` <code>${r.head.commit.slice(0, 12)}</code>` : html``} · ${plural(r.head.docs, 'document')}, ${plural(r.head.chunks, 'chunk')}</dd><dt>Retriever</dt><dd><code>${r.retriever}</code></dd><dt>Pass</dt><dd>all of a question's evidence in the top ${fmtInt(r.pass_k)}</dd></dl>`;
}

/** Every metric: base, head, the difference, its paired bootstrap 95 % interval (drawn), p, and how it reads. */
export function metricsSection(r: Report): Html {
  const sig = new Map(r.significance.map((s) => [s.metric, s]));
  const names = [...r.significance.map((s) => s.metric), ...Object.keys(r.deltas).filter((n) => !sig.has(n)).sort()];
  const span = Math.max(
    0.05,
    ...names.flatMap((n) => {
      const s = sig.get(n);
      return [Math.abs(r.deltas[n] ?? 0), ...(s ? s.ci95.map((v) => (Number.isFinite(v) ? Math.abs(v) : 0)) : [])];
    }),
  );
  const rows = names.map((n) => {
    const s = sig.get(n);
    const d = r.deltas[n] ?? 0;
    const reads = !s ? '—' : s.changed === 0 ? 'no change' : s.significant ? (d < 0 ? 'significant drop' : 'significant gain') : 'noise';
    return html`<tr class="${s?.significant ? (d < 0 ? 'sig-down' : 'sig-up') : ''}"><th scope="row"><code>${n}</code></th><td>${fmtNum(r.base.metrics[n] ?? NaN)}</td><td>${fmtNum(r.head.metrics[n] ?? NaN)}</td><td>${fmtDelta(d)}</td><td>${s ? html`[${fmtDelta(s.ci95[0])}, ${fmtDelta(s.ci95[1])}]` : '—'}</td><td>${intervalChart(d, s?.ci95, span)}</td><td>${s ? fmtP(s.p_value) : '—'}</td><td>${reads}</td></tr>`;
  });
  const f = r.pass_flips;
  return html`<p>Paired over the ${plural(r.questions.length - r.excluded.length, 'scored question')}: the interval is the bootstrap 95 % interval of the mean difference, p the two-sided sign-flip test. ${fmtInt(f.newly_failing)} newly failing and ${fmtInt(f.newly_passing)} newly passing (sign test p ${fmtP(f.p_value)}); the smallest drop in pass rate this golden set can detect is ${fmtNum(r.min_detectable_drop)}.</p>
<table class="metrics"><thead><tr><th scope="col">Metric</th><th scope="col">Base</th><th scope="col">Head</th><th scope="col">Δ</th><th scope="col">95 % interval</th><th scope="col"><span class="sr">Interval, zero marked</span></th><th scope="col">p</th><th scope="col">Reads as</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** recall@k at every reported k, base against head, as a chart and as a table. */
export function recallSection(r: Report): Html {
  const ks = r.k.filter((k) => Number.isInteger(k) && (`recall@${k}` in r.base.metrics || `recall@${k}` in r.head.metrics));
  if (!ks.length) return html`<p>No recall@k in this report.</p>`;
  const values = (side: 'base' | 'head') => ks.map((k) => r[side].metrics[`recall@${k}`] ?? null);
  const chart = lineChart({
    title: 'recall@k, base and head',
    points: ks.map((k) => `k=${k}`),
    series: [
      { name: 'base', values: values('base'), cls: 'base' },
      { name: 'head', values: values('head'), cls: 'head' },
    ],
  });
  const rows = ks.map((k) => html`<tr><th scope="row">${fmtInt(k)}</th><td>${fmtNum(r.base.metrics[`recall@${k}`] ?? NaN)}</td><td>${fmtNum(r.head.metrics[`recall@${k}`] ?? NaN)}</td><td>${fmtDelta(r.deltas[`recall@${k}`] ?? NaN)}</td></tr>`);
  return html`<figure class="curve">${chart}<figcaption>recall@k: the share of each question's evidence in its top k, averaged over the scored questions.</figcaption></figure><table class="small"><thead><tr><th scope="col">k</th><th scope="col">Base</th><th scope="col">Head</th><th scope="col">Δ</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** What each added or changed document cost: the questions whose top pass_k it entered, the evidence it pushed out, its share of the precision change. */
export function costSection(r: Report): Html {
  if (!r.additions.length) return html`<p>This change added or changed no document that was ranked.</p>`;
  const docs = [...r.additions].sort((a, b) => (a.precision_delta - b.precision_delta) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const span = Math.max(...docs.map((a) => (Number.isFinite(a.precision_delta) ? Math.abs(a.precision_delta) : 0)));
  const rows = docs.map(
    (a) =>
      html`<tr><th scope="row"><code>${a.path}</code></th><td>${a.change === 'added' ? 'added' : 'changed'}</td><td>${fmtInt(a.chunks)}</td><td>${a.questions.length ? a.questions.join(', ') : '—'}</td><td>${a.displaced.length ? a.displaced.map((d) => html`<div>${d.question} <code>${d.label}</code> ${d.base_rank ?? '—'} → ${d.head_rank ?? '—'}</div>`) : '—'}</td><td>${fmtDelta(a.precision_delta)}</td><td>${costBar(a.precision_delta, span)}</td></tr>`,
  );
  return html`<p>Each document's share of the change in <code>precision@${fmtInt(r.pass_k)}</code> (negative: a cost), the questions whose top ${fmtInt(r.pass_k)} it entered without being relevant, and the evidence it pushed out of the top ${fmtInt(r.pass_k)}.</p>
<table class="cost"><thead><tr><th scope="col">Document</th><th scope="col">Change</th><th scope="col">Chunks</th><th scope="col">Entered the top ${fmtInt(r.pass_k)} of</th><th scope="col">Evidence pushed out (rank base → head)</th><th scope="col">Share of Δ precision</th><th scope="col"><span class="sr">Cost</span></th></tr></thead><tbody>${rows}</tbody></table>`;
}

const KIND_WORDS: Record<string, string> = { new: 'broken by this change', inherited: 'already broken at base', fixed: 'fixed by this change' };

/** Broken labels: which question, which label, who broke it, and the fix. */
export function brokenLabelsSection(r: Report): Html {
  if (!r.broken_labels.length) return html`<p>Every label of the golden set resolves at base and at head.</p>`;
  const rows = r.broken_labels.map((b) => {
    const fix = b.fix
      ? html`${b.fix.kind}${b.fix.label ? html`: use <code>${b.fix.label}</code>` : html``}${b.fix.candidates?.length ? html` (closest: ${b.fix.candidates.map((c, i) => html`${i ? ', ' : ''}<code>${c}</code>`)})` : html``}`
      : b.suggestion
        ? html`${b.suggestion}`
        : html`—`;
    const since = b.since ? html`<div class="since">since <code>${b.since.commit.slice(0, 12)}</code> ${b.since.subject}</div>` : html``;
    return html`<tr><th scope="row">${b.question}</th><td><code>${b.label}</code></td><td>${b.side}</td><td>${b.kind ? (KIND_WORDS[b.kind] ?? 'n/a') : '—'}${since}</td><td>${fix}</td></tr>`;
  });
  const fixable = r.broken_labels.some((b) => b.fix?.label);
  return html`<table class="labels"><thead><tr><th scope="col">Question</th><th scope="col">Label</th><th scope="col">Side</th><th scope="col">Who broke it</th><th scope="col">Fix</th></tr></thead><tbody>${rows}</tbody></table>${fixable ? html`<p><code>retrieval-gate fix-labels</code> applies the fixes that name a label.</p>` : html``}`;
}
