/**
 * The notices at the top of the comment and summary that say the measurement is not what the
 * config asked for: BM25 stood in for a retriever whose API key was missing, or the head's config
 * was not trusted with keys that run code, send keys or write files (docs/security.md). Every
 * string may come from a pull request, so each crosses the Markdown escaper.
 */
import { code, escapeText } from './markdown-escape';
import type { FileProblemNote, Report, TrustNote } from './types';

/** Most keys or gate lines listed; the rest are counted (report.json has them all). */
const MAX_LISTED = 20;

/** Lines for the notices (none when the run measured exactly what the config asked for). */
export function safetySection(r: Report): string[] {
  const out: string[] = [];
  if (r.missing_key) out.push(`> ⚠️ **Measured with BM25, not ${escapeText(r.missing_key.configured)}.** ${escapeText(r.missing_key.message)}`);
  const t = r.trust;
  if (t && t.refused.length) {
    if (out.length) out.push('');
    out.push(
      `> 🔒 **This pull request's config changes ${listed(t.refused)}, which only the base branch may set** (they run code, send keys, decide what a key pays for, or write files). ` +
        `The values from ${escapeText(t.trusted_from)} were used; the change takes effect once merged.`,
    );
  }
  for (const [what, problems] of [['config', t?.invalid_head_config], ['golden set', t?.invalid_head_golden]] as const) {
    if (!t || !problems?.length) continue;
    if (out.length) out.push('');
    out.push(...invalidFileLines(what, problems, t));
  }
  if (t) out.push(...proposalLines(t, out.length > 0));
  return out;
}

/**
 * A head config or golden set that does not validate, refused whole as a proposal: what is wrong
 * with it (file, line, field, message: the PR's words, escaped), and that the base's file ran.
 */
function invalidFileLines(what: 'config' | 'golden set', problems: readonly FileProblemNote[], t: TrustNote): string[] {
  const on = t.event ? ` on ${code(t.event)}` : ' on this event';
  const where = (p: FileProblemNote) => code(`${p.file}${p.line ? `:${p.line}` : ''}`) + (p.field ? ` ${code(p.field)}` : '');
  const used = what === 'config' ? `the settings from ${escapeText(t.trusted_from)}` : `the golden set from ${escapeText(t.golden_from ?? 'the base commit')}`;
  return [
    `> ⛔ **This pull request's ${what} does not validate, so none of it was applied${on}** (a refused proposal): ${used} decided the verdict. Fix it for the change to take effect once merged:`,
    ...problems.slice(0, MAX_LISTED).map((p) => `> - ${where(p)}: ${escapeText(p.message)}`),
    ...(problems.length > MAX_LISTED ? [`> - … and ${problems.length - MAX_LISTED} more`] : []),
  ];
}

function listed(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED).map(code).join(', ');
  return keys.length > MAX_LISTED ? `${shown} and ${keys.length - MAX_LISTED} more` : shown;
}

/**
 * What the pull request proposes and the run did not apply (the base's settings and golden set
 * decide on a privileged event): one visible line naming the keys, then every change with its
 * values and effect. Reports from before the config proposals existed list their gate lines.
 */
function proposalLines(t: TrustNote, after: boolean): string[] {
  const config = t.config_proposals ?? t.gate_proposal.map((line) => ({ line }));
  const golden = t.golden_proposal ?? [];
  if (!config.length && !golden.length) return [];
  const on = t.event ? ` on ${code(t.event)}` : ' on this event';
  const keys = t.config_proposals ? proposedKeys(t) : ['gate'];
  const named = [
    ...(config.length ? [`${listed(keys)}`] : []),
    ...(golden.length ? [`${proposedQuestions(t)} golden-set question${proposedQuestions(t) === 1 ? '' : 's'}`] : []),
  ].join(' and ');
  const items = [
    ...config.map((p) => ('line' in p ? `- ${code(p.line)}` : `- ${code(p.key)}: ${code(p.base)} → ${code(p.head)} (${escapeText(p.effect)})`)),
    ...(t.config_proposals_omitted ? [`- … and ${t.config_proposals_omitted} more settings (report.json lists the first ${config.length})`] : []),
    ...golden.map((line) => `- golden set ${code(line)}`),
  ];
  return [
    ...(after ? [''] : []),
    `> 📝 **This pull request proposes changes to ${named}, not applied${on}:** the base branch's settings${t.golden_from ? ' and golden set' : ''} decide the verdict; the changes take effect once merged.`,
    '',
    '<details><summary>Changes proposed by this pull request (not applied)</summary>',
    '',
    ...items.slice(0, MAX_LISTED),
    ...(items.length > MAX_LISTED ? [`- … and ${items.length - MAX_LISTED} more`] : []),
    '',
    '</details>',
  ];
}

/** The sections a pull request proposes to change, two levels deep (`k`, `gate.max_drop`, `retriever.bm25`), in key order. */
export function proposedKeys(t: TrustNote): string[] {
  return [...new Set((t.config_proposals ?? []).map((p) => p.key.split(/[.[]/).slice(0, 2).join('.')))];
}

/** Questions the golden-set proposal names: its lines, the last one counting those it left out (`… and 12 more`). */
export function proposedQuestions(t: TrustNote): number {
  const lines = t.golden_proposal ?? [];
  const more = /^… and (\d+) more$/.exec(lines[lines.length - 1] ?? '');
  return more ? lines.length - 1 + Number(more[1]) : lines.length;
}
