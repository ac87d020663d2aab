/**
 * Checks a rendered comment (and job summary) against its report.json: every status the title,
 * the lists and the traces name, and every count they give, must be what the report says. Returns
 * the contradictions found, in words (an empty list: none). Independent of the renderer's own
 * helpers on purpose: it imports nothing from src/ but the report's types, and every expectation
 * (the statuses, the counts, what counts as a change) is derived here from report.json's data, so a
 * wrong rule in the renderer (src/report/meaningful.ts, say) cannot agree with itself.
 */
import type { QuestionComparison, Report } from '../../src/report/types';

const WORDS: Record<string, string> = {
  newly_failing: 'newly failing',
  broken_label: 'broken label',
  still_failing: 'still failing',
  newly_passing: 'newly passing',
  still_passing: 'still passing',
  unanswerable: 'unanswerable',
  relabelled: 'relabelled',
  newly_answerable: 'newly answerable',
};

/**
 * Why a question's retrieval changed, from its report.json data alone, as docs/comment.md defines a
 * meaningful change: a new status, a label's rank entering, leaving or moving inside the top
 * pass_k, a label this change broke, a stale source newly in the top pass_k at head. Empty: none.
 */
export function changesOf(r: Report, q: QuestionComparison): string[] {
  const out: string[] = [];
  if (q.status === 'newly_failing' || q.status === 'newly_passing' || q.status === 'newly_answerable') out.push(q.status);
  const top = (rank: number | null) => rank !== null && rank <= r.pass_k;
  for (const m of q.moves ?? []) {
    if (top(m.base_rank) !== top(m.head_rank)) out.push(`${m.label} crossed the top ${r.pass_k}`);
    else if (top(m.base_rank) && m.base_rank !== m.head_rank) out.push(`${m.label} moved ${m.base_rank} → ${m.head_rank}`);
  }
  for (const b of r.broken_labels) if (b.question === q.id && b.side === 'head' && b.kind !== 'inherited') out.push(`${b.label} broken`);
  for (const h of q.forbidden_hits ?? []) if (h.side === 'head' && h.new) out.push(`stale ${h.label} at ${h.rank}`);
  return out;
}

function num(text: string, re: RegExp): number | null {
  const m = text.match(re);
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

/** Contradictions between the title, the comment's lists and traces, and the report. */
export function commentContradictions(r: Report, comment: string): string[] {
  const out: string[] = [];
  const status = new Map(r.questions.map((q) => [q.id, q]));
  const title = comment.split('\n').find((l) => l.startsWith('### ')) ?? '';
  const nf = r.questions.filter((q) => q.status === 'newly_failing' && q.acknowledged === undefined).length;
  const na = r.questions.filter((q) => q.status === 'newly_answerable');
  const np = r.questions.filter((q) => q.status === 'newly_passing').length + na.filter((q) => q.head.pass).length;
  const fresh = r.broken_labels.filter((b) => b.side === 'head' && b.kind !== 'inherited').length;
  const say = (what: string, shown: number | null, want: number) => {
    if (shown !== null && shown !== want) out.push(`title says ${shown} ${what}, report has ${want}`);
    if (shown === null && want > 0 && !title.includes('no change')) out.push(`title omits ${want} ${what}`);
  };
  if (title.includes('gate failed') === r.gate.passed) out.push(`title "${title}" but gate.passed is ${r.gate.passed}`);
  say('newly failing', num(title, /(\d+) newly failing question/), nf);
  say('newly passing', num(title, /(\d+) newly passing/), np);
  say('labels broken by this change', num(title, /(\d+) labels? broken by this change/), fresh);
  if (title.includes('no change to retrieval')) {
    const moved = r.questions.filter((q) => changesOf(r, q).length).map((q) => q.id);
    if (moved.length || fresh || !r.gate.passed) out.push(`title says no change, but ${moved.join(', ') || 'labels or the gate'} changed`);
  }
  if (/already broken at base/.test(title) && fresh) out.push('title headlines labels already broken at base beside labels this change broke');
  // Every listed question: the status words next to it are its report status.
  for (const m of comment.matchAll(/^- \*\*([^*\s]+)\*\* ([a-z ]+?)(?: \(acknowledged\))?: /gm)) {
    const q = status.get(m[1]);
    if (!q) continue; // regression lists (acknowledged) name the question without a status
    if (WORDS[q.status] !== m[2]) out.push(`list says ${m[1]} is "${m[2]}", report says ${q.status}`);
  }
  for (const m of comment.matchAll(/<summary><code>([^<]+)<\/code> ([a-z ]+?)(?: \(acknowledged\))?(?: · [^:]*)?: /g)) {
    const q = status.get(m[1]);
    if (q && WORDS[q.status] !== m[2]) out.push(`trace says ${m[1]} is "${m[2]}", report says ${q.status}`);
  }
  // Lists by status (the job summary): every id named under a status has that status.
  const lists: Array<[RegExp, string]> = [
    [/\*\*✅ Newly passing \((\d+)\):\*\* ([^\n]*)/, 'newly_passing'],
    [/\*\*🆕 Newly answerable[^*]*\((\d+)\):\*\* ([^\n]*)/, 'newly_answerable'],
    [/\*\*Still failing \(also at base\) \((\d+)\):\*\* ([^\n]*)/, 'still_failing'],
  ];
  for (const [re, want] of lists) {
    const m = comment.match(re);
    const count = r.questions.filter((q) => q.status === want).length;
    if (!m) continue;
    if (Number(m[1]) !== count) out.push(`"${want}" list counts ${m[1]}, report has ${count}`);
    for (const id of m[2].split('; ').map((x) => x.split(' ')[0])) if (status.has(id) && status.get(id)?.status !== want) out.push(`${id} listed as ${want}, report says ${status.get(id)?.status}`);
  }
  const still = num(comment, /(\d+) questions? fails? at base and at head/);
  if (still !== null) {
    const listed = new Set([...comment.matchAll(/^- \*\*([^*\s]+)\*\*/gm)].map((m) => m[1]));
    const want = r.questions.filter((q) => q.status === 'still_failing' && !listed.has(q.id)).length;
    if (still !== want) out.push(`"${still} fail at base and at head", report has ${want} unlisted still-failing questions`);
  }
  // A question the PR made answerable is never among the labels "already broken at base".
  const inheritedTable = comment.split('#### ⚠️ Labels already broken at base')[1]?.split('\n\n#')[0] ?? '';
  for (const q of na) if (inheritedTable.includes(`| ${q.id} |`)) out.push(`${q.id} is newly answerable but listed as already broken at base`);
  const notScored = num(comment, /\*\*Not scored \((\d+)\):\*\*/);
  if (notScored !== null && notScored !== r.excluded.length) out.push(`"Not scored (${notScored})", report excludes ${r.excluded.length}`);
  const flips = comment.match(/: (\d+) newly failing, (\d+) newly passing \((?:exact )?sign test/);
  if (flips && (Number(flips[1]) !== r.pass_flips.newly_failing || Number(flips[2]) !== r.pass_flips.newly_passing)) out.push('the flips line disagrees with pass_flips');
  return out;
}
