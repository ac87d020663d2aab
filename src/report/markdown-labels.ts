/**
 * The comment's sections about the golden set's labels and what moved behind a metric: labels
 * broken by this change (they fail the gate by default), labels already broken at base (a warning,
 * with the commit that broke each), questions relabelled in this change, the one command that
 * applies the confident fixes, the largest rank drops behind a failed metric rule, and required
 * facts split into retrieval misses and corpus gaps. Untrusted text goes through escapeText/code.
 */
import { code, codeCell, escapeText, tableRow } from './markdown-escape';
import { capped, type Detail } from './markdown-detail';
import { fmtInt, fmtRank, plural } from './format';
import { headBroken } from './markdown-verdict';
import { blobBase, chunkRef, headChunk } from './markdown-chunk-ref';
import type { Report } from './types';

type Broken = Report['broken_labels'][number];

/** A fix the tool is sure of (same or near-same text at the new place): `fix-labels` applies these. */
export function confidentFix(b: Broken): string | null {
  return b.fix?.label !== undefined && (b.fix.kind === 'renamed' || b.fix.kind === 'moved' || b.fix.kind === 'drifted') ? b.fix.label : null;
}

function fixCell(b: Broken): string {
  const sure = confidentFix(b);
  if (sure !== null) {
    const via = b.scored_via !== undefined ? ' (scored at head through it)' : '';
    // A drifted label still resolves, to other text: the anchor now names another section.
    const what = b.fix?.kind === 'renamed' ? 'renamed' : b.fix?.kind === 'drifted' ? 'anchor now names other text' : 'moved';
    return `${what}: use ${codeCell(sure)}${via}`;
  }
  return b.suggestion ? escapeText(b.suggestion) : '—';
}

/** One argument of a shell command as a user would type it: quoted when it holds anything but plain path characters. */
function shellArg(a: string): string {
  return /^[\w./~^@:+=,-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that applies every confident fix to the golden set, with the sides this report
 * compared: two revisions, a revision and the working tree (no `--head`), or two folders.
 */
export function fixCommand(r: Report, repo?: string): string {
  const args: string[] = [];
  if (repo !== undefined) args.push('--repo', repo);
  if (r.base.commit !== undefined && r.head.commit !== undefined) args.push('--base', r.base.rev, '--head', r.head.rev);
  // A revision against the working tree: the head has no commit, and fix-labels without --head reads the files on disk.
  else if (r.base.commit !== undefined) args.push('--base', r.base.rev);
  else args.push('--base-dir', r.base.rev, '--head-dir', r.head.rev);
  if (r.golden.file !== '.github/retrieval-golden.yml') args.push('--golden', r.golden.file);
  return `retrieval-gate fix-labels ${args.map(shellArg).join(' ')}`;
}

/**
 * Labels whose text this change deleted (the section or page resolved at base, and no section at
 * head has its text): the answer is gone, which neither the golden set nor the retriever caused, so
 * the reviewer is given the three choices that each end the failure honestly.
 */
function deletedAnswers(deleted: readonly Broken[], d: Detail): string[] {
  const { shown, more } = capped(deleted, d);
  return [
    `#### 🗑️ Answers this change deleted (${deleted.length})`,
    '',
    `The text ${deleted.length === 1 ? 'this label names is' : 'these labels name is'} gone from the head. If that is intended, acknowledge it (${code('gate.acknowledged')}, with a reason); if no page answers the question now, mark it ${code('answerable: false')}; if the text moved, point the label at its new home.`,
    '',
    '| Question | Label | What the head has instead |',
    '| --- | --- | --- |',
    ...shown.map((b) => tableRow([escapeText(b.question), codeCell(b.label), fixCell(b)])),
    ...(more ? ['', more] : []),
  ];
}

/** Broken labels (`labels`, default all of the report's): by this change (a table with the fix), already broken at base (with the commit that broke each), and fixed by it. */
export function brokenLabelsSection(r: Report, d: Detail, labels: readonly Broken[] = r.broken_labels): string[] {
  const { fresh, inherited } = headBroken(labels);
  const fixed = labels.filter((b) => b.side === 'base');
  if (!fresh.length && !inherited.length && !fixed.length) return [];
  const out: string[] = [];
  const deleted = fresh.filter((b) => b.fix?.kind === 'deleted');
  const mislabelled = fresh.filter((b) => b.fix?.kind !== 'deleted');
  if (deleted.length) out.push(...deletedAnswers(deleted, d));
  if (mislabelled.length) {
    const { shown, more } = capped(mislabelled, d);
    if (out.length) out.push('');
    out.push(
      `#### 🏷️ Labels broken by this change (${mislabelled.length}): fix the golden set, not the retriever`,
      '',
      '| Question | Label | Suggested fix |',
      '| --- | --- | --- |',
      ...shown.map((b) => tableRow([escapeText(b.question), codeCell(b.label), fixCell(b)])),
      ...(more ? ['', more] : []),
    );
  }
  if (inherited.length) {
    const { shown, more } = capped(inherited, d);
    if (out.length) out.push('');
    out.push(
      `#### ⚠️ Labels already broken at base (${inherited.length}): not caused by this change`,
      '',
      '| Question | Label | Broken by | Suggested fix |',
      '| --- | --- | --- | --- |',
      ...shown.map((b) => {
        const by = b.since ? `${code(b.since.commit.slice(0, 7))} ${escapeText(b.since.subject)}` : b.never_resolved ? 'never resolved' : '—';
        return tableRow([escapeText(b.question), codeCell(b.label), by, fixCell(b)]);
      }),
      ...(more ? ['', more] : []),
    );
  }
  if (fixed.length) {
    if (out.length) out.push('');
    const { shown, more } = capped(fixed, d);
    out.push(`Resolve only at head (this change adds what they name): ${shown.map((b) => `${escapeText(b.question)} ${code(b.label)}`).join(', ')}${more ? `; ${more}` : ''}`);
  }
  const sure = [...fresh, ...inherited].filter((b) => confidentFix(b) !== null).length;
  if (sure) out.push('', `Apply the ${plural(sure, 'confident fix', 'confident fixes')} to the golden set (comments and layout kept; add ${code('--dry-run')} to only see the diff): ${code(fixCommand(r, d.repo))}`);
  return out;
}

/** Questions whose labels this change edited, compared at base through their old labels where those resolve. */
export function relabelledSection(r: Report, d: Detail): string[] {
  const qs = r.questions.filter((q) => q.status === 'relabelled');
  if (!qs.length) return [];
  const { shown, more } = capped(qs, d);
  const item = (q: (typeof qs)[number]) =>
    `${escapeText(q.id)} (${q.moves.map((m) => `${m.base_label !== undefined ? `${code(m.base_label)} → ` : ''}${code(m.label)} ${fmtRank(m.base_rank)} → ${fmtRank(m.head_rank)}`).join(', ')})`;
  // base_label: the old form the base was judged through (absent when the new label was used on both sides).
  return [`**✏️ Relabelled in this change (${qs.length}):** ${shown.map(item).join('; ')}${more ? `; ${more}` : ''}`];
}

/** When a metric rule failed: the questions whose evidence dropped furthest, and what took its place. */
export function rankMoversSection(r: Report, d: Detail): string[] {
  const rows = r.rank_movers;
  if (!rows?.length) return [];
  const { shown } = capped(rows, d);
  const base = blobBase(r);
  const byId = new Map(r.questions.map((q) => [q.id, q]));
  const name = (m: (typeof rows)[number], id: string) => (d.chunkRefs ? chunkRef(headChunk(byId.get(m.question), id), base) : code(id));
  return [
    `#### 📉 Largest rank drops behind the failed metric rule`,
    '',
    ...shown.map(
      (m) =>
        `- **${escapeText(m.question)}** ${code(m.label)} rank ${fmtRank(m.base_rank)} → ${fmtRank(m.head_rank)}${m.displaced_by.length ? `; now above it: ${m.displaced_by.map((id) => name(m, id)).join(', ')}` : ''}`,
    ),
  ];
}

/**
 * Required facts per side, by verbatim matching (case and spacing aside): found in the top pass_k,
 * found elsewhere, or found nowhere verbatim. Matching words cannot tell that a document lacks a
 * fact (it may say it in other words), so this line never says "corpus gap": only the answers
 * stage, which judges meaning, does.
 */
export function factsLine(r: Report): string[] {
  const f = r.facts;
  if (!f) return [];
  const side = (s: 'base' | 'head') =>
    `${s} ${fmtInt(f[s].retrieved)} found verbatim in the top ${fmtInt(r.pass_k)}, ${fmtInt(f[s].retrieval_misses)} found verbatim only outside it, ${fmtInt(f[s].corpus_gaps)} not found verbatim anywhere`;
  return [`**Required facts:** ${side('base')} · ${side('head')}. Verbatim matching (case and spacing aside): a fact written in other words reads as not found.`];
}
