import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DocCache } from '../../chunk/corpus';
import { defaultConfig, parseConfig } from '../../config/parse';
import { DEFAULT_CONFIG_PATH } from '../../config/types';
import { headingLine, sectionLabel } from '../../golden/chunk-section';
import { applyDecision } from '../../draft/decide';
import { maskSecrets } from '../../draft/mask';
import { reviewQueue } from '../../draft/review-queue';
import { scopeOne } from '../../engine/docs-scope';
import { readSided } from '../../engine/load-inputs';
import { loadSide } from '../../engine/load-side';
import { rankPageSections } from '../../engine/page-sections';
import { openOneSide } from '../../engine/run-validate';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { parseLabel } from '../../golden/label';
import { parseGoldenSet } from '../../golden/parse';
import { validateReport } from '../../report/validate';
import { createAnalyzer } from '../../retrieve/bm25/analyzer';
import type { Report } from '../../report/types';
import { createBm25Retriever, plainBm25 } from '../../retrieve/bm25/bm25-retriever';
import type { Chunk, Label } from '../../types';
import { goldenFileOf } from '../compare-request';
import { refuseLinkOut } from '../inside-repository';
import { exclusive, parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { bestPassage, sectionText } from '../review-passage';
import { runReviewScreen, type ReviewTerminal } from '../review-screen';
import { writeAllOrNothing } from './compare';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'review draft questions in the terminal: pick their labels, one key a decision';
export const help = `retrieval-gate review: walk through the golden set's drafts and pick their labels

Usage:
  retrieval-gate review [--golden F] [--rev REV | --dir DIR] [--repo DIR] [--config F]
  retrieval-gate review --from-report report.json [same options]

One draft a screen: the whole question, then its candidate sections numbered, each saying
whether it is a page (accepting it labels the whole page) or a section, with its heading trail and
the passage that matches the question best, the question's words in bold (read from the docs of
--rev, --dir or the current folder; no bold with NO_COLOR set). Keys:
  1-9     toggle a candidate
  m       how several toggled ones are written: either answers (one any-of group, the default) or
          all needed (separate labels: each holds part of the answer); the screen says which,
          before Enter and after
  Enter   accept the toggled ones as 'relevant' (the question is then scored)
  u       unanswerable: 'answerable: false'
  e       edit the wording (it stays a draft)
  p 1-9   open that candidate's page: its other sections, those that match the question first
          (the right page is often among the candidates when the right section is not)
  /       search the docs for a typed query and offer the sections found
  s       skip (it stays a draft)
  d       delete the question
  q       save and quit
Each decision is written to the golden set at once, in place: comments, order and layout of the
rest of the file stay as they are.

--from-report report.json (from 'retrieval-gate compare --report') also offers each question that
newly failed there, with the sections that took its place: the ones you toggle join the label
that dropped in one any-of group.

Without a terminal (CI, a pipe) it exits 2: see each draft's candidates with
'retrieval-gate draft --json', or edit the file by hand.

Exit status: 0 done, 2 no terminal, bad usage or input.
`;

/** `review`: the queue, the side to describe candidates with, then the screen; every decision written at once. */
export async function run(argv: string[], io: CliIo, term: ReviewTerminal = { input: process.stdin, output: process.stdout }): Promise<number> {
  const { values } = parseCommandArgs('review', argv, {
    golden: { type: 'string' },
    rev: { type: 'string' },
    dir: { type: 'string' },
    repo: { type: 'string' },
    config: { type: 'string' },
    'from-report': { type: 'string' },
    verbose: { type: 'boolean' },
  });
  const str = (k: string) => values[k] as string | undefined;
  exclusive(values, 'rev', 'dir');
  const shown = goldenFileOf(values, str('golden'));
  refuseLinkOut(shown, str('dir') ?? str('repo') ?? '.', io.cwd, '--golden');
  if (!term.input.isTTY || !term.output.isTTY) {
    throw new InputError(
      ERROR_CODES.USAGE,
      `review is interactive and needs a terminal; without one, 'retrieval-gate draft --json' lists each draft's candidates, and ${shown} can be edited by hand (move the right labels from 'candidates' to 'relevant' and remove 'draft: true')`,
      { field: 'terminal' },
    );
  }
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  Object.assign(deps, await cliCacheDeps(io, [str('repo'), str('dir')], deps.log));
  const abs = resolve(io.cwd, shown);
  const readGolden = async () => {
    try {
      return await readFile(abs, 'utf8');
    } catch (e) {
      throw new InputError(ERROR_CODES.GOLDEN, `cannot read the golden set: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`, { file: shown });
    }
  };
  const golden = parseGoldenSet(await readGolden(), shown);
  const report = str('from-report') !== undefined ? await readReport(io, str('from-report')!) : undefined;
  const items = reviewQueue(golden, report);
  if (!items.length) {
    io.stdout(`${shown}: nothing to review (no drafts${report ? ', no newly failing question with a section that took its place' : ''})\n`);
    return EXIT.OK;
  }

  const side = await openOneSide({ ...(str('rev') !== undefined ? { rev: str('rev') } : {}), ...(str('dir') !== undefined ? { dir: str('dir') } : {}), ...(str('repo') !== undefined ? { repo: str('repo') } : {}) }, deps);
  try {
    const cfg = await readSided(str('config'), DEFAULT_CONFIG_PATH, side, null, deps, 'config');
    const config0 = cfg.head !== null ? parseConfig(cfg.head, cfg.file) : defaultConfig();
    const { config } = await scopeOne(side, config0, golden, deps);
    const loaded = await loadSide(side, config, new DocCache(), deps, { analyse: false });
    const byId = new Map<string, Chunk>();
    for (const d of loaded.docs) for (const c of d.chunks) byId.set(c.id, c);
    const chunks = [...byId.values()];
    let bm25: ReturnType<typeof createBm25Retriever> | undefined;
    // The question's words are matched in the passages as the retriever matches them: stemmed, no stopwords.
    const analyzer = createAnalyzer(config.retriever.analyzer);
    const terms = (t: string) => analyzer.analyze(t);
    const docsByPath = new Map(loaded.docs.map((d) => [d.path, d]));
    const tally = await runReviewScreen(items, term, shown, {
      describe(label, question, chars) {
        const parsed = parseLabel(label);
        const none = { label, kind: label.includes('#') ? ('section' as const) : ('page' as const), heading: null, passage: { text: '', before: false, after: false } };
        if ('error' in parsed) return none;
        const l = (parsed as { label: Label }).label;
        const chunks = loaded.resolver.resolve(l).map((id) => byId.get(id)!);
        if (!chunks.length) return none;
        const page = docsByPath.get(l.path)?.chunks.length ?? 0;
        const passage = bestPassage(sectionText(chunks), new Set(terms(question)), terms, chars);
        if (l.anchor === undefined) return { label, kind: 'page', heading: headingLine({ ...chunks[0], trail: [] }), passage };
        return { label, kind: 'section', wholePage: page > 1 && chunks.length === page, heading: headingLine(chunks[0]), passage };
      },
      terms,
      async search(query) {
        // Built on the first search only: most reviews never search.
        bm25 ??= createBm25Retriever(chunks, plainBm25(config.retriever));
        const [hits] = await bm25.search([query], 30);
        return [...new Set(hits.map((h) => sectionLabel(byId.get(h.id)!)))].slice(0, 5);
      },
      async page(label, question, skip) {
        const parsed = parseLabel(label);
        if ('error' in parsed) return [];
        const first = byId.get(loaded.resolver.resolve((parsed as { label: Label }).label)[0] ?? '');
        if (!first) return [];
        return rankPageSections(loaded.docs.find((d) => d.path === first.path)?.chunks ?? [], question, config.retriever, skip);
      },
      async decide(item, decision) {
        // Read again: the file may have been edited in another window since the last decision.
        const before = await readGolden();
        const masked = decision.kind === 'edit' ? { ...decision, question: maskSecrets(decision.question).text } : decision;
        const after = applyDecision(before, shown, item.id, masked);
        // Written only when it still reads as a golden set.
        parseGoldenSet(after, shown);
        await writeAllOrNothing([{ path: abs, text: after }]);
      },
    }, colorOn(io.env, term));
    const parts = [`${tally.accepted} accepted`, `${tally.unanswerable} unanswerable`, `${tally.edited} reworded`, `${tally.deleted} deleted`, `${tally.skipped} skipped`];
    if (tally.allNeeded) parts.push(`${tally.allNeeded} with several labels all needed`);
    if (tally.left) parts.push(`${tally.left} left for later`);
    io.stdout(`${shown}: ${parts.join(', ')}; every decision is saved\n`);
    return EXIT.OK;
  } finally {
    await side.reader.close?.();
  }
}

/** Bold on the screen unless NO_COLOR is set (to anything but '': no-color.org) or the output is not a terminal. */
function colorOn(env: NodeJS.ProcessEnv, term: ReviewTerminal): boolean {
  return term.output.isTTY === true && !env.NO_COLOR;
}

/** A report.json from compare, validated as any artifact is (it may come from someone else's run). */
async function readReport(io: CliIo, file: string): Promise<Report> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(resolve(io.cwd, file), 'utf8'));
  } catch (e) {
    throw new InputError(ERROR_CODES.ARTIFACT, `cannot read the report: ${e instanceof SyntaxError ? 'not JSON' : (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`, { file, field: '--from-report' });
  }
  const v = validateReport(data);
  if (!v.ok) throw new InputError(ERROR_CODES.ARTIFACT, `not a report.json of retrieval-gate compare (${v.message})`, { file, field: v.path });
  return v.report;
}
