/**
 * The terminal walk of `retrieval-gate review`: one item a screen, the question, its candidates
 * numbered with heading trail and first words, and one key a decision. The screen only reads keys
 * and draws; what a decision does to the golden set is draft/decide.ts, and the command writes it
 * at once (cli/commands/review.ts), so quitting at any point loses nothing.
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
import type { Decision } from '../draft/decide';
import { acceptDecision, offerMore, type ReviewItem } from '../draft/review-queue';
import { showControls } from '../util/show-controls';

export interface ReviewTerminal {
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

export interface ReviewActions {
  /** A label's heading trail and first words on this side, or null when it resolves nowhere. */
  describe(label: string): { heading: string; snippet: string } | null;
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
  /** Items not reached (quit before them). */
  left: number;
}

/** One line of the screen: line breaks and tabs as spaces (the layout is the screen's), every other control shown escaped. */
export function screenSafe(s: string): string {
  return showControls(s.replace(/[\t\n]/g, ' '));
}

const KEYS_HELP = '1-9 toggle · Enter accept · p then 1-9 that page\'s sections · / search · u unanswerable · e edit · s skip · d delete · q save and quit';

/** Walks the items; resolves when they are all decided or the reviewer quits. */
export async function runReviewScreen(items: readonly ReviewItem[], term: ReviewTerminal, file: string, actions: ReviewActions): Promise<ReviewTally> {
  const { input, output } = term;
  const tally: ReviewTally = { accepted: 0, unanswerable: 0, edited: 0, deleted: 0, skipped: 0, left: 0 };
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
      let note = '';
      let done = false;
      // After `p`, the next digit names the candidate whose page to open.
      let pagePending = false;
      const offer = (found: readonly string[]) => {
        const next = offerMore(item.candidates, chosen, found);
        item.candidates = next.candidates;
        chosen = next.chosen;
      };
      while (!done) {
        draw(item, n, items.length, chosen, note);
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
          } else if (name === 'return' || name === 'enter') {
            if (!chosen.size) {
              note = 'toggle a candidate with its digit first (or / to search for more)';
              continue;
            }
            await actions.decide(item, acceptDecision(item, [...chosen].sort((a, b) => a - b).map((i) => item.candidates[i])));
            tally.accepted++;
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

  function draw(item: ReviewItem, n: number, total: number, chosen: ReadonlySet<number>, note: string): void {
    cursorTo(output, 0, 0);
    clearScreenDown(output);
    const lines = [
      fit(`retrieval-gate review · ${file} · ${n + 1} of ${total} · ${item.id}${item.kind === 'miss' ? ' (newly failing: add the sections that answer too)' : ' (draft)'}`),
      '',
      fit(`  ${item.question}`),
      '',
    ];
    if (item.kind === 'miss') lines.push(fit(`  chosen sections join ${item.groupWith} in one any-of group`), '');
    if (!item.candidates.length) lines.push('  no candidates: / to search');
    item.candidates.forEach((label, i) => {
      const d = actions.describe(label);
      lines.push(fit(`  [${chosen.has(i) ? 'x' : ' '}] ${i + 1}. ${label}`));
      lines.push(fit(`         ${d ? d.heading : '(resolves nowhere on this side)'}`));
      if (d?.snippet) lines.push(fit(`         ${d.snippet}`));
    });
    lines.push('', fit(KEYS_HELP));
    if (note) lines.push(fit(note));
    output.write(`${lines.join('\n')}\n`);
  }
}
