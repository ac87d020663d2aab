/**
 * Number formatting for the report, by hand. Every number the comment shows goes through here, and
 * each formatter checks it was given a number (a report.json in `mode: post` is untrusted input):
 * anything else prints `n/a`, so no string in a number field reaches the Markdown. By hand
 * because toFixed is specified digit-for-digit by ECMAScript and ignores the locale, unlike
 * toLocaleString/Intl, so the comment is the same bytes in any LANG/TZ.
 */

/** U+2212, the typographic minus: "−0.053" reads as a drop at a glance in a table. */
export const MINUS = '\u2212';

/** A value with fixed decimals; -0 and values that round to zero print without a sign. */
export function fmtNum(n: number, digits = 3): string {
  if (typeof n !== 'number') return 'n/a';
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'n/a' : n > 0 ? '∞' : `${MINUS}∞`;
  const s = Math.abs(n).toFixed(digits);
  const zero = Number(s) === 0;
  return n < 0 && !zero ? `${MINUS}${s}` : s;
}

/** A difference, always signed ("+0.020", "−0.053"), "0.000" when it rounds to nothing. */
export function fmtDelta(n: number, digits = 3): string {
  if (typeof n !== 'number') return 'n/a';
  if (!Number.isFinite(n)) return fmtNum(n, digits);
  const s = Math.abs(n).toFixed(digits);
  if (Number(s) === 0) return s;
  return n > 0 ? `+${s}` : `${MINUS}${s}`;
}

/** A p-value: three decimals, "< 0.001" below that. */
export function fmtP(p: number): string {
  if (typeof p !== 'number' || !Number.isFinite(p)) return 'n/a';
  if (p < 0.001) return '< 0.001';
  return p.toFixed(3);
}

/** A share as a whole percentage ("38 %"), one decimal under 10 %. */
export function fmtPct(share: number): string {
  if (typeof share !== 'number' || !Number.isFinite(share)) return 'n/a';
  const pct = share * 100;
  const digits = Math.abs(pct) < 10 && pct !== 0 ? 1 : 0;
  return `${fmtNum(pct, digits)} %`;
}

/** A count, a rank or a k: its digits, or `n/a` for anything but an integer. */
export function fmtInt(n: number): string {
  return typeof n === 'number' && Number.isInteger(n) ? String(n) : 'n/a';
}

/** "1 question" / "2 questions". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** A rank, or "—" when the evidence is not within the retrieved depth. */
export function fmtRank(rank: number | null): string {
  return rank === null ? '—' : fmtInt(rank);
}

/** An enum value (side, change, method…) shown as a word: one of `known`, else `n/a`. */
export function fmtWord<T extends string>(v: T, known: readonly T[]): string {
  return (known as readonly unknown[]).includes(v) ? v : 'n/a';
}

const STATUS_WORDS: Record<string, string> = {
  newly_failing: 'newly failing',
  broken_label: 'broken label',
  still_failing: 'still failing',
  newly_passing: 'newly passing',
  still_passing: 'still passing',
  unanswerable: 'unanswerable',
  relabelled: 'relabelled',
  newly_answerable: 'newly answerable',
};

/** Human words for a question status. */
export function statusWords(status: string): string {
  // Own keys only: an unknown status (untrusted report.json) is not echoed, nor is `constructor`.
  return Object.prototype.hasOwnProperty.call(STATUS_WORDS, status) ? STATUS_WORDS[status] : 'n/a';
}
