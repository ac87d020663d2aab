/**
 * The sections of the PR comment and the job summary, each a pure function of the Report and the
 * level of detail. Every piece of text from a document or a golden set goes through escapeText or
 * code (markdown-escape.ts).
 */
import { FROM_REPORT_HINT } from './drafts';
import { code, codeCell, escapeText, tableRow } from './markdown-escape';
import { capped, type Detail } from './markdown-detail';
import { fmtDelta, fmtInt, fmtNum, fmtP, fmtPct, fmtRank, fmtWord, plural } from './format';
import type { Addition, QuestionComparison, Report, Significance } from './types';
import { acknowledged, newlyFailing, newlyPassingScored } from './markdown-verdict';
import { meaningfulChanges } from './meaningful';
import { ownDisplacers } from './markdown-traces';
import { blobBase, chunkRef as readableRef, headChunk } from './markdown-chunk-ref';
import { SKIP_REASONS, type RetrievedChunk } from '../types';
import { encoderRunLine, encoderSidesLine } from '../util/encoder-work';
import { CHANGES, DIAGNOSIS_CODES, NOTE_ACTIONS, SIDES } from './vocabulary';

export { verdict, nothingChanged, newlyFailing, acknowledged } from './markdown-verdict';

/** ` from HEAD @ abc1234` / ` from the working tree`: where the head's golden set or config was read (empty when unknown). */
function fromText(r: Report, from: string | undefined): string {
  if (!from) return '';
  if (from === r.head.rev && r.head.commit) {
    // The Action names the head by its SHA: the short commit alone says it.
    const short = `commit ${code(r.head.commit.slice(0, 7))}`;
    return r.head.commit.startsWith(from) ? ` from ${short}` : ` from ${code(from)} (${short})`;
  }
  return ` from ${escapeText(from)}`;
}

/** One line of context: golden set, sides, retriever, what "pass" means. */
export function contextLine(r: Report): string {
  const scored = r.questions.length - r.excluded.length;
  const at = (s: 'base' | 'head') => (r[s].commit && r[s].commit !== r[s].rev ? ` @ ${code(r[s].commit.slice(0, 7))}` : '');
  const side = (s: 'base' | 'head') => `${s} ${code(r[s].rev)}${at(s)} (${plural(r[s].docs, 'doc')}, ${plural(r[s].chunks, 'chunk')})`;
  return (
    `Golden set ${code(r.golden.file)}${fromText(r, r.golden.from)}: ${plural(r.golden.questions, 'question')}, ${scored} scored · ${side('base')} → ${side('head')} · ` +
    `retriever ${code(r.retriever)} · a question passes when all its evidence is in the top ${fmtInt(r.pass_k)}.`
  );
}

/** What the sentence encoder embedded on each side, in one line; none when it did not rank either. */
export function encoderLines(r: Report): string[] {
  const side = (x: typeof r.base) => (x.encoder ? { ...x.encoder, chunks: x.chunks } : undefined);
  const line = [encoderSidesLine({ base: side(r.base), head: side(r.head) }), encoderRunLine(r.encoder_run)].filter(Boolean).join(' ');
  return line ? [escapeText(line)] : [];
}

/**
 * The metrics the tables show: the headline ones, then every other metric that moved beyond noise
 * (meaningful.ts), so a title that says "a metric moved beyond noise" points at a row of the
 * table, never only at report.json.
 */
export function headlineMetrics(r: Report): string[] {
  const names = [...r.k.map((k) => `recall@${k}`), `precision@${r.pass_k}`, `hit@${r.pass_k}`, `ndcg@${r.pass_k}`, 'mrr'].filter((n) => n in r.base.metrics || n in r.head.metrics);
  const shown = new Set(names);
  for (const m of meaningfulChanges(r)) {
    if (m.kind === 'metric' && m.subject !== undefined && !shown.has(m.subject) && (m.subject in r.base.metrics || m.subject in r.head.metrics)) {
      shown.add(m.subject);
      names.push(m.subject);
    }
  }
  return names;
}

function readsAs(sig: Significance | undefined, delta: number): string {
  if (!sig) return delta === 0 ? 'no change' : '—';
  if (sig.changed === 0 || Number(Math.abs(delta).toFixed(3)) === 0) return sig.changed === 0 ? 'no change' : 'noise';
  if (!sig.significant) return 'noise';
  return delta < 0 ? '**significant drop**' : '**significant gain**';
}

/** Metrics table base / head / Δ with the significance of each delta, and the detectable-drop note. */
export function metricsTable(r: Report, d: Detail): string[] {
  const names = d.allMetrics ? Object.keys(r.base.metrics).concat(Object.keys(r.head.metrics).filter((k) => !(k in r.base.metrics))) : headlineMetrics(r);
  const sig = new Map(r.significance.map((s) => [s.metric, s]));
  const rows = names.map((n) => {
    const s = sig.get(n);
    const delta = r.deltas[n] ?? (r.head.metrics[n] ?? 0) - (r.base.metrics[n] ?? 0);
    const p = s ? `${s.method === 'sampled' ? '≈ ' : ''}${fmtP(s.p_value)}` : '—';
    const ci = s ? `[${fmtDelta(s.ci95[0])}, ${fmtDelta(s.ci95[1])}]` : '—';
    const base = n in r.base.metrics ? fmtNum(r.base.metrics[n]) : '—';
    const head = n in r.head.metrics ? fmtNum(r.head.metrics[n]) : '—';
    return tableRow([code(n), base, head, fmtDelta(delta), p, ci, readsAs(s, delta)]);
  });
  const f = r.pass_flips;
  const scored = r.questions.length - r.excluded.length;
  const ack = acknowledged(r).filter((q) => q.status === 'newly_failing').length;
  return [
    '| Metric | Base | Head | Δ | p | 95 % CI of Δ | Reads as |',
    '| --- | --: | --: | --: | --: | :-: | --- |',
    ...rows,
    '',
    `Pass/fail flips: ${fmtInt(f.newly_failing)} newly failing${ack ? ` (${ack} acknowledged)` : ''}, ${fmtInt(f.newly_passing)} newly passing (exact sign test p ${fmtP(f.p_value)})${answerableNote(r)}. ` +
      `With ${plural(scored, 'scored question')} the smallest drop in pass rate this golden set can detect is ${fmtNum(r.min_detectable_drop, 2)} ` +
      `(α 0.05, power 0.8): a smaller move reads as noise unless marked significant. p: paired sign-flip randomization test; CI: paired bootstrap.`,
  ];
}

/** Newly answerable questions are not scored (no base to compare), so the flips leave them out; this says so. */
function answerableNote(r: Report): string {
  const na = r.questions.filter((q) => q.status === 'newly_answerable');
  if (!na.length) return '';
  const passing = na.filter((q) => q.head.pass).length;
  return `; besides, ${plural(na.length, 'question')} newly answerable (not scored: evidence this change added), ${fmtInt(passing)} passing at head`;
}

function chunkRef(c: RetrievedChunk): string {
  const mark = c.change === 'added' ? '🆕 ' : c.change === 'changed' ? '✏️ ' : '';
  return `${mark}${code(c.id)}${c.change ? ` (${fmtWord(c.change, CHANGES)})` : ''}`;
}

function moveText(q: QuestionComparison): string {
  return q.moves.map((m) => `${code(m.label)} ${fmtRank(m.base_rank)} → ${fmtRank(m.head_rank)}`).join(', ');
}

function regressionItem(r: Report, q: QuestionComparison, d: Detail): string[] {
  const lines = [`- **${escapeText(q.id)}** ${escapeText(q.question)}`];
  lines.push(`  evidence (best rank, base → head): ${moveText(q)}`);
  // Below a chunk this PR wrote: that cause comes first, before anything else that ranks above it.
  const own = ownDisplacers(q);
  const taken = own.length ? own : q.displaced_by;
  if (taken.length) {
    const n = Math.min(taken.length, d.minimal ? 0 : d.maxItems === Infinity ? r.pass_k : Math.min(r.pass_k, d.maxItems));
    const lead = own.length ? `pushed out by this PR's own ${own.length === 1 ? 'chunk' : 'chunks'}` : 'now ranked above it';
    if (n > 0) lines.push(`  ${lead}: ${taken.slice(0, n).map(chunkRef).join(', ')}${taken.length > n ? `, +${taken.length - n} more` : ''}`);
  }
  if (q.acknowledged !== undefined) lines.push(`  acknowledged: ${escapeText(q.acknowledged)}`);
  return lines.map((l, i) => (i < lines.length - 1 ? `${l}  ` : l));
}

/** Newly failing questions with how their evidence moved and what took its place. */
export function newlyFailingSection(r: Report, d: Detail): string[] {
  const qs = newlyFailing(r);
  if (!qs.length) return [];
  const { shown, more } = capped(qs, d);
  return [`#### ❌ Newly failing (${qs.length})`, '', ...shown.flatMap((q) => regressionItem(r, q, d)), ...(more ? [`- ${more}`] : []), '', FROM_REPORT_HINT];
}

/** Regressions listed in `gate.acknowledged`: reported, not failing. */
export function acknowledgedSection(r: Report, d: Detail): string[] {
  const qs = acknowledged(r);
  if (!qs.length) return [];
  const { shown, more } = capped(qs, d);
  return [`#### ☑️ Acknowledged regressions (${qs.length}, not failing the gate)`, '', ...shown.flatMap((q) => regressionItem(r, q, d)), ...(more ? [`- ${more}`] : [])];
}

/** One stale-source row: the question and one of its forbidden hits. */
export interface ForbiddenRow {
  q: QuestionComparison;
  h: QuestionComparison['forbidden_hits'][number];
}

/** Every forbidden hit of the report, question by question; `keep` selects some. */
export function forbiddenRows(r: Report, keep: (h: ForbiddenRow['h']) => boolean = () => true): ForbiddenRow[] {
  return r.questions.flatMap((q) => q.forbidden_hits.filter(keep).map((h) => ({ q, h })));
}

/** Forbidden (stale) sources that reached the top pass_k, per side. */
export function forbiddenSection(r: Report, d: Detail, hits: readonly ForbiddenRow[] = forbiddenRows(r)): string[] {
  if (!hits.length) return [];
  const { shown, more } = capped(hits, d);
  const base = blobBase(r);
  return [
    `#### ⛔ Stale sources in the top ${fmtInt(r.pass_k)} (${hits.length})`,
    '',
    '| Question | Forbidden source | Chunk | Side | Rank | |',
    '| --- | --- | --- | --- | --: | --- |',
    ...shown.map(({ q, h }) => {
      // The comment names the chunk by its headings and lines (at head: the side its links point at); the summary by id.
      const chunk = d.chunkRefs && h.side === 'head' ? readableRef(headChunk(q, h.id), base, { marks: false }) : codeCell(h.id);
      return tableRow([escapeText(q.id), codeCell(h.label), chunk, fmtWord(h.side, SIDES), fmtInt(h.rank), h.new ? '**new at head**' : '']);
    }),
    ...(more ? ['', more] : []),
  ];
}

function additionDetail(a: Addition, d: Detail): string[] {
  if (!a.displaced.length) return [];
  const { shown, more } = capped(a.displaced, d);
  const moves = shown.map((x) => `${escapeText(x.question)} ${code(x.label)} ${fmtRank(x.base_rank)} → ${fmtRank(x.head_rank)}`);
  return [`- ${code(a.path)} pushed out: ${moves.join('; ')}${more ? `; ${more}` : ''}`];
}

/** The chunking change, when there is one: chunks and mean size on each side, and who chunked. */
function chunkingSentence(c: Report['corpus']): string {
  const k = c.chunking;
  if (!k) return '';
  const by = (s: typeof k.base) => (s.chunked_by === 'retriever' ? ' (by the retriever)' : '');
  return (
    `\n\n**Chunking changed**: ${fmtInt(k.base.chunks)} chunks of ${fmtInt(k.base.mean_bytes)} bytes on average${by(k.base)} → ` +
    `${fmtInt(k.head.chunks)} chunks of ${fmtInt(k.head.mean_bytes)} bytes${by(k.head)}; ${fmtInt(k.docs_rechunked)} ${k.docs_rechunked === 1 ? 'document' : 'documents'} with unchanged content ${k.docs_rechunked === 1 ? 'was' : 'were'} cut differently.`
  );
}

/** The chunking change as a line of its own, for the comment: a reviewer reads every move below in its light. */
export function chunkingLines(r: Report): string[] {
  const s = chunkingSentence(r.corpus).trim();
  return s ? [s] : [];
}

/** Per added or changed document: questions entered, evidence displaced, share of the precision change. */
export function additionsSection(r: Report, d: Detail): string[] {
  const c = r.corpus;
  const growth =
    `Corpus: ${fmtInt(c.docs_added)} added, ${fmtInt(c.docs_changed)} changed, ${fmtInt(c.docs_deleted)} deleted ${c.docs_added + c.docs_changed + c.docs_deleted === 1 ? 'document' : 'documents'}, ` +
    `${c.chunks_delta >= 0 ? '+' : '−'}${fmtInt(c.chunks_delta).replace('-', '')} chunks; golden-set labels use ${fmtPct(c.labelled_chunk_share)} of the head's chunks.` +
    chunkingSentence(c);
  if (!r.additions.length) return ['#### 📄 What the PR\'s documents did', '', growth];
  const { shown, more } = capped(r.additions, d);
  const qList = (ids: string[]) => {
    if (!ids.length) return '—';
    const cut = capped(ids, { ...d, maxItems: Math.min(d.maxItems, 8) });
    return escapeText(cut.shown.join(', ')) + (cut.more ? ` +${ids.length - cut.shown.length}` : '');
  };
  const lines = [
    `#### 📄 What the PR's documents did (${r.additions.length})`,
    '',
    tableRow(['Document', 'Change', 'Chunks', `Entered the top ${fmtInt(r.pass_k)} of (not relevant)`, 'Evidence pushed out', `Share of Δ ${code(`precision@${fmtInt(r.pass_k)}`)}`]),
    '| --- | --- | --: | --- | --: | --: |',
    ...shown.map((a) => tableRow([codeCell(a.path), fmtWord(a.change, CHANGES), fmtInt(a.chunks), qList(a.questions), String(a.displaced.length), fmtDelta(a.precision_delta)])),
    ...(more ? ['', more] : []),
    '',
    growth,
  ];
  if (d.perDoc) {
    const detail = shown.flatMap((a) => additionDetail(a, d));
    if (detail.length) lines.push('', ...detail);
  }
  return lines;
}

/** Still failing and newly passing, as compact id lists. */
export function otherStatusesSection(r: Report, d: Detail): string[] {
  const out: string[] = [];
  for (const [status, title] of [
    ['newly_passing', '✅ Newly passing'],
    ['newly_answerable', '🆕 Newly answerable (evidence this change added; not scored)'],
    ['still_failing', 'Still failing (also at base)'],
  ] as const) {
    const qs = status === 'newly_passing' ? newlyPassingScored(r) : r.questions.filter((q) => q.status === status);
    if (!qs.length) continue;
    const { shown, more } = capped(qs, d);
    out.push(`**${title} (${qs.length}):** ${shown.map((q) => `${escapeText(q.id)} (${moveText(q) || 'no labels'})`).join('; ')}${more ? `; ${more}` : ''}`, '');
  }
  return out.length ? out.slice(0, -1) : out;
}

/** Per-tag recall@pass_k, base vs head. */
export function tagSection(r: Report, d: Detail): string[] {
  const tags = [...new Set([...Object.keys(r.base.tag_metrics), ...Object.keys(r.head.tag_metrics)])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!tags.length) return [];
  const m = `recall@${r.pass_k}`;
  const shownM = `recall@${fmtInt(r.pass_k)}`;
  const val = (s: 'base' | 'head', t: string) => (r[s].tag_metrics[t]?.[m] !== undefined ? fmtNum(r[s].tag_metrics[t][m]) : '—');
  const delta = (t: string) => {
    const b = r.base.tag_metrics[t]?.[m];
    const h = r.head.tag_metrics[t]?.[m];
    return b === undefined || h === undefined ? '—' : fmtDelta(h - b);
  };
  // Only the tags where something moved get a row; the rest are named in one line.
  // Moved = the shown measure differs (or the tag is on one side only); unchanged ones share one line.
  const moved = tags.filter((t) => r.base.tag_metrics[t]?.[m] !== r.head.tag_metrics[t]?.[m]);
  const still = tags.filter((t) => !moved.includes(t));
  const stillLine = still.length ? [`${plural(still.length, 'tag')} unchanged: ${escapeText(capped(still, d).shown.join(', '))}${still.length > d.maxItems ? ', …' : ''}.`] : [];
  if (!moved.length) return stillLine;
  const { shown, more } = capped(moved, d);
  return [
    tableRow(['Tag', `Base ${code(shownM)}`, `Head ${code(shownM)}`, 'Δ']),
    '| --- | --: | --: | --: |',
    ...shown.map((t) => tableRow([escapeText(t), val('base', t), val('head', t), delta(t)])),
    ...(more ? ['', more] : []),
    ...(stillLine.length ? ['', ...stillLine] : []),
  ];
}

/** Questions out of every denominator, with why. */
export function excludedSection(r: Report, d: Detail): string[] {
  if (!r.excluded.length) return [];
  const { shown, more } = capped(r.excluded, d);
  return [`**Not scored (${r.excluded.length}):** ${shown.map((e) => `${escapeText(e.id)} (${escapeText(e.reason)})`).join('; ')}${more ? `; ${more}` : ''}`];
}

/** Golden set / config changes in the PR, and files skipped or repaired on each side. */
export function changesSection(r: Report, d: Detail): string[] {
  const lines: string[] = [];
  lines.push(`- Golden set ${code(r.golden.file)} ${r.golden.changed_in_pr ? '**changed in this PR**: the questions themselves moved, not only the docs' : 'unchanged in this PR'}.`);
  const from = fromText(r, r.config.from);
  const cfg = r.config.file === null ? 'No config file (defaults)' : `Config ${code(r.config.file)}${from} ${r.config.changed_in_pr ? '**changed in this PR**' : 'unchanged in this PR'}`;
  lines.push(`- ${cfg}; the base side was built with ${r.config.base_used_own_config ? "the base's own retrieval config" : "the head's config"}.`);
  for (const s of ['base', 'head'] as const) {
    const notes = r[s].notes;
    if (!notes.length) continue;
    const { shown, more } = capped(notes, d);
    lines.push(`- ${s}: ${plural(notes.length, 'file')} skipped or repaired: ${shown.map((n) => `${code(n.path)} ${fmtWord(n.action, NOTE_ACTIONS)} (${escapeText(fmtWord(n.reason, SKIP_REASONS))})`).join(', ')}${more ? `; ${more}` : ''}`);
  }
  return ['#### What else changed', '', ...lines];
}

/** The diagnosis, in plain words: once for both sides when base and head read the same. */
export function diagnosisSection(r: Report): string[] {
  if (!r.diagnosis.length) return [];
  const line = (who: string, x: Report['diagnosis'][number]) => `- **${who}** (${code(fmtWord(x.code, DIAGNOSIS_CODES))}): ${escapeText(x.message)}`;
  const b = r.diagnosis.find((x) => x.side === 'base' && x.code !== 'regression');
  const h = r.diagnosis.find((x) => x.side === 'head' && x.code !== 'regression');
  const same = b && h && b.code === h.code && b.message === h.message;
  return ['#### 🩺 Diagnosis', '', ...r.diagnosis.filter((x) => !(same && x === h)).map((x) => line(same && x === b ? 'base and head' : fmtWord(x.side, SIDES), x))];
}

/** Which evidence still fits the prompt under the token budget. */
export function assemblySection(r: Report, d: Detail): string[] {
  const a = r.assembly;
  if (!a) return [];
  const side = (s: 'base' | 'head') => {
    const x = a[s];
    const cut = capped(x.cut, d);
    return `- ${s}: evidence fits for ${plural(x.fits, 'question')}${x.cut.length ? `; cut by the budget: ${escapeText(cut.shown.join(', '))}${cut.more ? ` ${cut.more}` : ''}` : '; none cut by the budget'}`;
  };
  return [`#### 🧮 Context assembly: top ${fmtInt(a.top_k)} chunks within ${fmtInt(a.token_budget)} tokens (${code(a.tokenizer)})`, '', side('base'), side('head')];
}
