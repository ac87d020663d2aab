/**
 * The terminal walk of `retrieval-gate review`: one item a screen, the whole question (wrapped to
 * the terminal), its candidates numbered, each saying whether it is a page or a section, with its
 * heading trail and the passage that matches the question best (the question's words in bold),
 * then what Enter will write; one key a decision. The screen only reads keys and draws (the lines
 * are cli/review-render.ts's); what a decision does to the golden set is draft/decide.ts, and the
 * command writes it at once (cli/commands/review.ts), so quitting at any point loses nothing.
 *
 * Several toggled candidates are written one of two ways, and `m` switches between them before
 * Enter: one any-of group (either section answers) or separate labels (each holds part of the
 * answer, all are needed). The line under the candidates says which Enter will write, and the next
 * screen says what was written.
 *
 * Node's readline (keypress events, cursorTo, clearScreenDown, and a line prompt for `e` and `/`)
 * rather than a prompt library: the walk is one screen whose keys toggle, accept, edit, search and open a page
 * in place; @inquirer/core and @clack/core answer one prompt at a time (their select and
 * multiselect own Enter and the digits), and both ship as ES modules only, which the Jest resolver
 * here would have to be taught to load. Every text from the golden set or a document is drawn with
 * its control characters shown (`\x1B`, util/show-controls.ts), never raw: a heading or a drafted
 * question can carry an escape sequence. That holds for the line prompt too: readline echoes what
 * `rl.write` puts in the line, so the wording to edit goes in escaped.
 */
import { clearScreenDown, createInterface, cursorTo, emitKeypressEvents, type Key } from 'node:readline';
import type { AcceptMode, Decision } from '../draft/decide';
import { acceptDecision, offerMore, type ReviewItem } from '../draft/review-queue';
import type { Terms } from './review-passage';
import { candidateLines, PASSAGE_LINES, passageChars, previewLine, screenSafe, wrap, writtenLine, type CandidateView } from './review-render';

export { screenSafe };

export interface ReviewTerminal {
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

export interface ReviewActions {
  /** How a label shows on this side for a question: page or section, heading trail, best passage within `chars` (heading null: it resolves nowhere). */
  describe(label: string, question: string, chars: number): CandidateView;
  /** Content words of a text, as the retriever's analyzer makes them (the question's words are matched by them). */
  terms: Terms;
  /** Section labels the side ranks best for a typed query. */
  search(query: string): Promise<string[]>;
  /** The other sections of `label`'s page, those that match `question` first; `skip` left out. */
  page(label: string, question: string, skip: ReadonlySet<string>): Promise<string[]>;
  /** Applies and writes one decision; throws (an InputError) when it cannot. */
  decide(item: ReviewItem, decision: Decision): Promise<void>;
}

export interface ReviewTally {
  accepted: number;
  unanswerable: number;
  edited: number;
  deleted: number;
  skipped: number;
  /** Accepted with several labels written separately, all needed (multi-section questions). */
  allNeeded: number;
  /** Items not reached (quit before them). */
  left: number;
}

const KEYS_HELP = '1-9 toggle · m several: either answers / all needed · Enter accept · p then 1-9 that page\'s sections · / search · u unanswerable · e edit · s skip · d delete · q save and quit';

/**
 * Walks the items; resolves when they are all decided or the reviewer quits. `color`: the
 * question's words in bold (off when NO_COLOR is set or the output is not a terminal).
 */
export async function runReviewScreen(items: readonly ReviewItem[], term: ReviewTerminal, file: string, actions: ReviewActions, color = false): Promise<ReviewTally> {
  const { input, output } = term;
  const tally: ReviewTally = { accepted: 0, unanswerable: 0, edited: 0, deleted: 0, skipped: 0, allNeeded: 0, left: 0 };
  emitKeypressEvents(input);
  // Keys typed faster than the screen redraws (or pasted) arrive together: they are queued, not lost.
  type Press = { str: string | undefined; key: Key };
  const queued: Press[] = [];
  let waiting: ((k: Press) => void) | null = null;
  const onKey = (str: string | undefined, key: Key) => {
    const press = { str, key: key ?? {} };
    const w = waiting;
    waiting = null;
    if (w) w(press);
    else queued.push(press);
  };
  input.on('keypress', onKey);
  const raw = (on: boolean) => input.isTTY && input.setRawMode(on);
  raw(true);
  input.resume();
  const nextKey = () => new Promise<Press>((res) => {
    const first = queued.shift();
    if (first) res(first);
    else waiting = res;
  });
  const width = () => Math.max(40, (output.columns || 100) - 1);
  const fit = (s: string) => {
    const t = screenSafe(s);
    return t.length > width() ? `${t.slice(0, width() - 1)}…` : t;
  };
  // What each candidate shows, by question, label and width: drawn again on every key.
  const views = new Map<string, CandidateView>();
  const view = (question: string, label: string): CandidateView => {
    const chars = passageChars(width());
    const key = JSON.stringify([question, label, chars]);
    let v = views.get(key);
    if (!v) views.set(key, (v = actions.describe(label, question, chars)));
    return v;
  };
  // What the last decision wrote, said on the next screen.
  let written = '';

  /** A line typed at the bottom (edit, search), `initial` (screen-safe: readline echoes it) already in it. */
  const askLine = async (prompt: string, initial: string): Promise<string> => {
    input.off('keypress', onKey);
    queued.length = 0;
    raw(false);
    const rl = createInterface({ input, output, terminal: true });
    const answer = await new Promise<string>((res) => {
      rl.question(prompt, res);
      rl.write(initial);
    });
    rl.close();
    input.on('keypress', onKey);
    raw(true);
    input.resume();
    return answer;
  };

  try {
    for (let n = 0; n < items.length; n++) {
      const item = { ...items[n], candidates: [...items[n].candidates] };
      let chosen = new Set<number>();
      let mode: AcceptMode = 'any';
      let note = written;
      written = '';
      let done = false;
      // After `p`, the next digit names the candidate whose page to open.
      let pagePending = false;
      const offer = (found: readonly string[]) => {
        const next = offerMore(item.candidates, chosen, found);
        item.candidates = next.candidates;
        chosen = next.chosen;
      };
      while (!done) {
        draw(item, n, items.length, chosen, mode, note);
        note = '';
        const { str, key } = await nextKey();
        const name = key.name ?? str ?? '';
        if ((key.ctrl && name === 'c') || name === 'q') {
          tally.left = items.length - n;
          return tally;
        }
        const opening = pagePending;
        pagePending = false;
        try {
          if (opening && str && /^[1-9]$/.test(str)) {
            const label = item.candidates[Number(str) - 1];
            if (label === undefined) {
              note = `no candidate ${str}: p, then the digit of one on the screen`;
              continue;
            }
            const found = await actions.page(label, item.question, new Set(item.candidates));
            offer(found);
            note = found.length ? `${found.length} more from the page of ${label}` : `no other section on the page of ${label}`;
          } else if (name === 'p') {
            if (!item.candidates.length) {
              note = 'no candidate to open: / to search';
              continue;
            }
            pagePending = true;
            note = "p: press the digit of the candidate whose page's sections to see";
          } else if (str && /^[1-9]$/.test(str)) {
            const i = Number(str) - 1;
            if (i < item.candidates.length) chosen.has(i) ? chosen.delete(i) : chosen.add(i);
          } else if (name === 'm') {
            if (item.kind === 'miss') {
              note = `${item.id} is a scored question: the sections chosen join ${item.groupWith} in one any-of group`;
              continue;
            }
            mode = mode === 'any' ? 'all' : 'any';
            note = mode === 'all' ? 'several toggled: all needed, each a label of its own' : 'several toggled: either answers, one any-of group';
          } else if (name === 'return' || name === 'enter') {
            if (!chosen.size) {
              note = 'toggle a candidate with its digit first (or / to search for more)';
              continue;
            }
            const labels = [...chosen].sort((a, b) => a - b).map((i) => item.candidates[i]);
            await actions.decide(item, acceptDecision(item, labels, mode));
            tally.accepted++;
            if (item.kind === 'draft' && mode === 'all' && labels.length > 1) tally.allNeeded++;
            if (item.kind === 'draft') written = writtenLine(item.id, labels.map((l) => view(item.question, l)), mode);
            done = true;
          } else if (name === 'u' && item.kind === 'draft') {
            await actions.decide(item, { kind: 'unanswerable' });
            tally.unanswerable++;
            done = true;
          } else if (name === 'e' && item.kind === 'draft') {
            // Offered as shown: a control character in the wording is the text `\x1B`, which the reviewer can delete.
            const shown = screenSafe(item.question);
            const text = (await askLine('new wording: ', shown)).trim();
            if (text && text !== shown && text !== item.question) {
              await actions.decide(item, { kind: 'edit', question: text });
              item.question = text;
              tally.edited++;
              note = 'wording saved; still a draft: pick its labels';
            }
          } else if (name === '/') {
            const query = (await askLine('search: ', '')).trim();
            if (query) {
              const found = (await actions.search(query)).filter((l) => !item.candidates.includes(l));
              offer(found);
              note = found.length ? `${found.length} more from "${query}"` : `nothing new for "${query}"`;
            }
          } else if (name === 's') {
            tally.skipped++;
            done = true;
          } else if (name === 'd' && item.kind === 'draft') {
            await actions.decide(item, { kind: 'delete' });
            tally.deleted++;
            done = true;
          } else if ((name === 'u' || name === 'e' || name === 'd') && item.kind === 'miss') {
            note = `${item.id} is a scored question: u, e and d are for drafts (edit it in the file)`;
          }
        } catch (e) {
          note = `not saved: ${(e as Error).message}`;
        }
      }
    }
    return tally;
  } finally {
    input.off('keypress', onKey);
    raw(false);
    input.pause();
    cursorTo(output, 0);
  }

  function draw(item: ReviewItem, n: number, total: number, chosen: ReadonlySet<number>, mode: AcceptMode, note: string): void {
    cursorTo(output, 0, 0);
    clearScreenDown(output);
    const w = width();
    const question = new Set(actions.terms(item.question));
    const lines = [
      fit(`retrieval-gate review · ${file} · ${n + 1} of ${total} · ${item.id}${item.kind === 'miss' ? ' (newly failing: add the sections that answer too)' : ' (draft)'}`),
      '',
      // The whole question, however long: the reviewer judges the candidates against all of it.
      ...wrap(screenSafe(item.question), w, '  '),
      '',
    ];
    if (item.kind === 'miss') lines.push(fit(`  chosen sections join ${item.groupWith} in one any-of group`), '');
    if (!item.candidates.length) lines.push('  no candidates: / to search');
    const picked = [...chosen].sort((a, b) => a - b).map((i) => view(item.question, item.candidates[i]));
    const tail = ['', ...wrap(screenSafe(previewLine(picked, mode, item.kind === 'miss' ? { groupWith: item.groupWith! } : undefined)), w), '', ...wrap(KEYS_HELP, w)];
    if (note) tail.push(...wrap(screenSafe(note), w));
    const listed = (passageLines: number) =>
      item.candidates.flatMap((label, i) => candidateLines(view(item.question, label), i, chosen.has(i), { width: w, color, question, terms: actions.terms, passageLines }));
    // A screen taller than the terminal scrolls its top (the question) away: passages get one line each then.
    let list = listed(PASSAGE_LINES);
    if (output.rows && lines.length + list.length + tail.length >= output.rows) list = listed(1);
    output.write(`${[...lines, ...list, ...tail].join('\n')}\n`);
  }
}
