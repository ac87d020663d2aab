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
    // "No change" outright while the metrics table shows a move (at its three decimals) is untrue: "beyond noise" must say so.
    const shownMove = Object.entries(r.deltas).find(([, d]) => Number(Math.abs(d).toFixed(3)) !== 0);
    if (shownMove && !title.includes('beyond noise')) out.push(`title says no change, but ${shownMove[0]} moved ${shownMove[1]}`);
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
  out.push(...metricContradictions(r, comment), ...labelContradictions(r, comment), ...evidenceContradictions(r, comment));
  const flips = comment.match(/: (\d+) newly failing, (\d+) newly passing \((?:exact )?sign test/);
  if (flips && (Number(flips[1]) !== r.pass_flips.newly_failing || Number(flips[2]) !== r.pass_flips.newly_passing)) out.push('the flips line disagrees with pass_flips');
  return out;
}

/** Metrics beyond noise, from report.json alone: significant, and the change shows at three decimals. */
function beyondNoise(r: Report): string[] {
  return r.significance.filter((s) => s.significant && Number(Math.abs(s.delta).toFixed(3)) !== 0).map((s) => s.metric);
}

/**
 * The metric tables (the comment's "Metric that moved", the summary's "Metric"): a row reads
 * "significant" exactly when report.json says so, and a text that says a metric moved beyond noise
 * shows every such metric as a row that reads so.
 */
function metricContradictions(r: Report, comment: string): string[] {
  const out: string[] = [];
  const sig = new Map(r.significance.map((s) => [s.metric, s]));
  const rows = new Map<string, string>();
  for (const line of comment.split('\n')) {
    const m = line.match(/^\| `([^`|]+)` \|/);
    if (!m || !(m[1] in r.deltas)) continue;
    const cells = line.split(' | ');
    rows.set(m[1], cells[cells.length - 1]);
  }
  for (const [metric, reads] of rows) {
    const s = sig.get(metric);
    const says = reads.includes('significant');
    const is = beyondNoise(r).includes(metric);
    if (says !== is && s) out.push(`the ${metric} row reads "${reads.replace(/ \|$/, '')}", report says significant ${s.significant}, delta ${s.delta}`);
  }
  const head = comment.split('\n').slice(0, 4).join('\n');
  if (head.includes('a metric moved beyond noise')) {
    const want = beyondNoise(r);
    if (!want.length) out.push('says a metric moved beyond noise, report has none significant');
    for (const m of want) if (!(rows.get(m) ?? '').includes('significant')) out.push(`says a metric moved beyond noise, but no row shows ${m} as significant`);
  }
  return out;
}

/**
 * Labels: "with the commit that broke it" only for labels the history found a breaking commit for;
 * a label broken at head and base with no such commit names what does not exist at base. A label
 * this change broke whose text is gone from the head (it resolved at base, and no renamed, moved or
 * drifted fix was found) is a deleted answer: named so, never "fix the golden set, not the retriever".
 */
function labelContradictions(r: Report, comment: string): string[] {
  const out: string[] = [];
  const inherited = r.broken_labels.filter((b) => b.side === 'head' && b.kind === 'inherited');
  const withCommit = inherited.filter((b) => b.since !== undefined);
  const claimed = num(comment, /(\d+) labels? already broken at base[^.]*with the commit that broke/);
  if (claimed !== null && claimed !== withCommit.length) out.push(`says ${claimed} labels were broken by an earlier commit it names, report names a commit for ${withCommit.length}`);
  // The comment's one line about labels not broken by this change must not hide those without a commit.
  if (/already broken at base, not by this change/.test(comment) && inherited.length > withCommit.length && !comment.includes('does not exist at base') && !comment.includes('do not exist at base')) {
    out.push(`${inherited.length - withCommit.length} labels never resolved at base, but the comment calls them "already broken at base" only`);
  }
  const qs = new Map(r.questions.map((q) => [q.id, q]));
  const fixTable = comment.split('fix the golden set, not the retriever')[1]?.split('\n\n#')[0] ?? '';
  for (const b of r.broken_labels) {
    if (b.side !== 'head' || b.kind === 'inherited') continue;
    const q = qs.get(b.question);
    const atBase = q?.base.labels.find((l) => l.label === b.label)?.resolved === true;
    const sure = b.fix?.kind === 'renamed' || b.fix?.kind === 'moved' || b.fix?.kind === 'drifted';
    if (!atBase || sure) continue;
    if (fixTable.includes(`| ${b.question} |`)) out.push(`${b.question}'s answer was deleted by this change, but the comment says to fix the golden set`);
    if (!comment.includes('deleted')) out.push(`${b.question}'s answer was deleted by this change, and the comment does not say so`);
  }
  return out;
}

/** One question's text in the comment (its list item and indented trace) or in the summary (its trace). */
function questionBlocks(comment: string, id: string): string[] {
  const out: string[] = [];
  // Every list item naming it (its changed-question item, a rank-drop line…) and its own trace.
  for (const item of comment.split(`\n- **${id}** `).slice(1)) out.push(item.split(/\n- \*\*|\n#### /)[0]);
  const trace = comment.split(`<summary><code>${id}</code>`)[1];
  if (trace !== undefined) out.push(trace.split('</details>')[0]);
  return out;
}

/**
 * Evidence: a section of the question's evidence that this change added is "added", never
 * "edited"; a question that newly fails with a chunk of this change above its evidence is named as
 * displaced by this PR's own chunk, and no vocabulary theory is offered for the head of a question
 * whose evidence the same words found at base.
 */
function evidenceContradictions(r: Report, comment: string): string[] {
  const out: string[] = [];
  for (const q of r.questions) {
    const blocks = questionBlocks(comment, q.id);
    const added = new Set(q.head.retrieved.filter((c) => c.change === 'added').map((c) => c.id.replace(/:\d+$/, '')));
    const edited = (q.evidence_edited ?? []).filter((s) => !added.has(s));
    for (const s of q.evidence_edited ?? []) {
      if (!added.has(s) || edited.length) continue;
      if (comment.includes(`edited the evidence of ${q.id} `)) out.push(`says this PR edited the evidence of ${q.id}, but it added ${s}`);
    }
    if (q.status !== 'newly_failing') continue;
    const own = q.displaced_by.filter((c) => c.change === 'added' || c.change === 'changed');
    if (own.length && blocks.length && !blocks.some((text) => text.includes("this PR's own"))) out.push(`${q.id} newly fails below a chunk this PR wrote, and its text does not say so`);
    for (const text of blocks) {
      const vocab = text.indexOf('vocabulary mismatch');
      const shown = text.indexOf("this PR's own");
      if (vocab >= 0 && own.length && (shown < 0 || shown > vocab)) out.push(`${q.id}: a vocabulary theory before the displacement by this PR's own chunk`);
      const headPart = text.split('**Head**')[1] ?? '';
      if (q.base.pass && !(q.evidence_edited ?? []).length && headPart.includes('vocabulary mismatch')) out.push(`${q.id}: a vocabulary theory at head, though the same words found its evidence at base`);
    }
  }
  return out;
}
