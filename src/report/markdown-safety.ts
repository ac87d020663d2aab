/**
 * The notices at the top of the comment and summary that say the measurement is not what the
 * config asked for: BM25 stood in for a retriever whose API key was missing, or the head's config
 * was not trusted with keys that run code, send keys or write files (docs/security.md). Every
 * string may come from a pull request, so each crosses the Markdown escaper.
 */
import { code, escapeText } from './markdown-escape';
import type { Report } from './types';

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
  if (t && t.gate_proposal.length) {
    if (out.length) out.push('');
    out.push(
      "<details><summary>Gate changes proposed by this pull request (the base branch's gate was enforced)</summary>",
      '',
      ...t.gate_proposal.slice(0, MAX_LISTED).map((line) => `- ${code(line)}`),
      ...(t.gate_proposal.length > MAX_LISTED ? [`- … and ${t.gate_proposal.length - MAX_LISTED} more`] : []),
      '',
      '</details>',
    );
  }
  return out;
}

function listed(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED).map(code).join(', ');
  return keys.length > MAX_LISTED ? `${shown} and ${keys.length - MAX_LISTED} more` : shown;
}
