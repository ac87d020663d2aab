/**
 * The job summary. GitHub refuses a step summary over 1 MiB (and then shows none), so a very large
 * report is cut at a line boundary with a note pointing at report.json, rather than lost.
 */

/** GitHub's per-step summary limit. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** The Markdown as is when it fits, else its first lines up to the limit and a note. */
export function fitSummary(markdown: string, reportPath: string, limit = SUMMARY_LIMIT_BYTES): string {
  if (Buffer.byteLength(markdown, 'utf8') <= limit) return markdown;
  const note = `\n\n> The summary was cut at ${Math.floor(limit / 1024)} KiB (GitHub's limit); the full report is ${reportPath ? `\`${reportPath}\`` : 'report.json'}.\n`;
  const budget = limit - Buffer.byteLength(note, 'utf8');
  const lines = markdown.split('\n');
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    const n = Buffer.byteLength(line, 'utf8') + 1;
    if (size + n > budget) break;
    kept.push(line);
    size += n;
  }
  return kept.join('\n') + note;
}
