import { DocCache } from '../../chunk/corpus';
import { defaultConfig, parseConfig } from '../../config/parse';
import { DEFAULT_CONFIG_PATH } from '../../config/types';
import { readSided, type OpenedSide } from '../../engine/load-inputs';
import { judgedSide, loadSide, openFolder, openRevision, sideModelBudget, withThreads } from '../../engine/load-side';
import { scopeOne } from '../../engine/docs-scope';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { createAnalyzer } from '../../retrieve/bm25/analyzer';
import { createSideRetriever } from '../../engine/shared-bm25';
import { boostRules, type AppliedBoost } from '../../retrieve/boosts';
import type { Chunk, Doc, Hit, ScoreExplanation } from '../../types';
import { stableLabel } from '../../golden/stable-anchor';
import { exclusive, intFlag, jobsFlag, parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { jsonForTerminal } from '../../util/show-controls';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'rank the chunks of one side for a query: heading trail, path, score, matched terms';
export const help = `retrieval-gate search: rank the chunks of one side for a query, as the gate would

Usage:
  retrieval-gate search "QUERY" [--rev REV | --dir DIR] [--repo DIR] [--config F] [-k N] [--explain] [--json]

Options:
  --rev REV       a git revision of the repository in --repo (read without checking it out)
  --dir DIR       a folder (default: the files of --repo, or the current folder, as they are)
  --repo DIR      the repository for --rev (default: the current folder)
  --config F      config file (default: .github/retrieval-gate.yml of that side, else the defaults)
  -k, --k N       how many chunks to show (default 10)
  --explain       split each score by field (body, title, headings) and query term, and show
                  the page boosts (retriever.boosts) that multiplied it, and the page evidence
                  (retriever.bm25.page) added to it (the embedded BM25 only)
  --json          one JSON object: {"query", "retriever", "docs", "chunks", "hits": [...]}
  --jobs N        threads in all: this one chunks, N − 1 workers analyse (default: one per core
                  for a side of 32 MB of text or more, else this thread alone)
                  and the sentence encoder (a hybrid with no dense section) computes on N
                  threads (default: every core)
  --verbose       progress lines on stderr

Each hit shows its rank, score and id (path#anchor, the form a golden-set label takes; for a
heading repeated on its page, a "label:" line names the anchor that stays put), its
heading trail with each heading's #anchor, why it matched (the query's terms, as analysed, that
the chunk contains) and its first words.

Exit status: 0 done, 2 bad usage, config or input.
`;

const DEFAULT_K = 10;
const SNIPPET = 160;

/** One ranked chunk as `search --json` prints it. */
export interface SearchHit {
  rank: number;
  id: string;
  path: string;
  anchors: string[];
  headings: string[];
  score: number;
  matched: string[];
  snippet: string;
  /** With --explain: the score by field and term, and the page boosts that applied. */
  explain?: ScoreExplanation & { boosts: AppliedBoost[] };
}

/** The first words of a chunk's body, on one line. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET ? flat : `${flat.slice(0, SNIPPET - 1).trimEnd()}…`;
}

/** `Title #slug › Section #slug`: each heading with the anchor a label can name. */
export function headingTrail(chunk: Chunk): string {
  if (chunk.trail.length === 0) return chunk.docTitle ? `${chunk.docTitle} (before the first heading)` : '(before the first heading)';
  // A heading with no slug (a Sphinx `describe`, which gets no id) shows only the ids it has; the
  // published site's anchor, when it has its own, comes first (the form labels are written in).
  const anchors = (h: Chunk['trail'][number]) => [...new Set([h.site ?? '', h.slug, ...h.ids])].filter((a) => a !== '');
  return chunk.trail.map((h) => `${h.text}${anchors(h).map((a) => ` #${a}`).join('')}`).join(' › ');
}

/** Renders the ranked hits as text. */
export function renderSearch(
  query: string,
  retriever: string,
  docs: number,
  chunks: number,
  hits: SearchHit[],
  byId: Map<string, Chunk>,
  stable: (c: Chunk) => { label: string; instead: string } | null = () => null,
): string {
  const lines = [`${JSON.stringify(query)}: ${hits.length} of ${chunks} chunks (${docs} documents), retriever ${retriever}`];
  if (hits.length === 0) lines.push('', 'no chunk matches');
  const w = String(hits.length).length;
  for (const h of hits) {
    lines.push('');
    lines.push(`${String(h.rank).padStart(w)}. ${h.score.toFixed(3)}  ${h.id}`);
    const pad = ' '.repeat(w + 2);
    lines.push(`${pad}${headingTrail(byId.get(h.id)!)}`);
    // The id of a numbered repeat (`#options-2`) moves when the page is reordered: name the label that stays.
    const keep = stable(byId.get(h.id)!);
    if (keep) lines.push(`${pad}label: ${keep.label} (#${keep.instead} is a numbered repeat of its heading)`);
    lines.push(`${pad}why: ${h.matched.length ? h.matched.join(', ') : '(no query term in common)'}`);
    if (h.explain) lines.push(...explainLines(h.explain, pad));
    if (h.snippet) lines.push(`${pad}${h.snippet}`);
  }
  return `${lines.join('\n')}\n`;
}

const n2 = (x: number) => x.toFixed(2);

/** The --explain lines of one hit: fields, then each term's share, then the boosts. */
function explainLines(e: NonNullable<SearchHit['explain']>, pad: string): string[] {
  const f = e.fields;
  const boost = e.boosts.length ? ` × boost ${n2(e.boost)} (${e.boosts.map((b) => `${b.rule}: ${b.factor}`).join(', ')})` : '';
  // Page evidence (retriever.bm25.page) is added after the boost: weight × the page's best section score.
  const page = e.page ? ` + page ${n2(e.page.score)} (from ${e.page.from})` : '';
  // Feedback (retriever.bm25.feedback): the expansion words' weighted scores, added last.
  const fb = e.feedback ? ` + feedback ${n2(e.feedback.score)} (${e.feedback.terms.join(' ')})` : '';
  const out = [`${pad}score: title ${n2(f.title)} + headings ${n2(f.headings)} + body ${n2(f.body)}${boost}${page}${fb}`];
  for (const t of e.terms) {
    const parts = (['title', 'headings', 'body'] as const).filter((k) => t.fields[k] > 0).map((k) => `${k} ${n2(t.fields[k])}`);
    out.push(`${pad}  ${t.term} (idf ${n2(t.idf)}): ${parts.join(', ')}`);
  }
  return out;
}

/** `retrieval-gate search`: one side read, chunked and indexed with its config, one query ranked. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'search',
    argv,
    {
      rev: { type: 'string' },
      dir: { type: 'string' },
      repo: { type: 'string' },
      config: { type: 'string' },
      k: { type: 'string', short: 'k' },
      json: { type: 'boolean' },
      explain: { type: 'boolean' },
      verbose: { type: 'boolean' },
      jobs: { type: 'string' },
    },
    1,
  );
  const query = positionals[0];
  if (query === undefined || query.trim() === '') {
    throw new InputError(ERROR_CODES.USAGE, `a query is required: retrieval-gate search "QUERY" (see 'retrieval-gate search --help')`, { field: 'QUERY' });
  }
  exclusive(values, 'rev', 'dir');
  const k = intFlag('search', 'k', values.k, DEFAULT_K);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  const jobs = jobsFlag('search', values.jobs);
  if (jobs !== undefined) deps.jobs = jobs;
  const str = (name: string) => values[name] as string | undefined;
  Object.assign(deps, await cliCacheDeps(io, [str('repo'), str('dir')], deps.log));

  const side: OpenedSide = str('rev') !== undefined ? await openRevision(str('repo'), str('rev')!, deps) : await openFolder(str('dir') ?? str('repo') ?? '.', deps);
  try {
    const cfg = await readSided(str('config'), DEFAULT_CONFIG_PATH, side, null, deps, 'config');
    // Read from a commit, not from the file on disk: say so, an uncommitted edit does not count.
    if (cfg.fromCommit && cfg.head !== null) io.stderr(`retrieval-gate: config from ${cfg.fromPath}\n`);
    const config = cfg.head !== null ? parseConfig(cfg.head, cfg.file) : defaultConfig();
    if (values.explain && (config.retriever.type !== 'bm25' || config.retriever.rerank)) {
      const what = config.retriever.rerank ? 'a reranked retriever' : `retriever type ${config.retriever.type}`;
      throw new InputError(ERROR_CODES.USAGE, `--explain needs the embedded BM25 retriever (retriever.type: bm25, no rerank); ${what} cannot split its scores by field`, { field: '--explain' });
    }
    // The same files as eval and compare index: the config's docs globs, else the detected docs scope.
    const loaded = await loadSide(side, (await scopeOne(side, config, null, deps)).config, new DocCache(), deps);
    const texts = new Map(loaded.snapshot.files.map((f) => [f.path, f.text]));
    const analysis = loaded.analysis;
    await analysis?.settle();
    const retriever = await createSideRetriever(loaded.docs, config.retriever, { ...withThreads(deps, config), modelBudget: sideModelBudget(loaded, config) }, null, (path) => texts.get(path), analysis);
    // A retriever that chunked the documents itself (documents mode) answers with its own chunks.
    const byId = new Map<string, Chunk>();
    const judgedDocs = new Map<string, Doc>();
    for (const d of judgedSide(loaded, { hits: [], retrieverName: '', docs: retriever.documents && [...retriever.documents] }).docs) {
      judgedDocs.set(d.path, d);
      for (const c of d.chunks) byId.set(c.id, c);
    }
    let hits: Hit[];
    const explained = new Map<string, ScoreExplanation>();
    try {
      [hits] = await retriever.search([query], k);
      if (values.explain) {
        if (!retriever.explain) throw new InputError(ERROR_CODES.USAGE, `--explain needs the embedded BM25 retriever; ${retriever.name} cannot split its scores`, { field: '--explain' });
        for (const h of hits) {
          const e = retriever.explain(query, h.id);
          if (e) explained.set(h.id, e);
        }
      }
    } finally {
      await retriever.close?.();
    }
    const rulesOf = boostRules(config.retriever.boosts);
    const docOf = new Map(loaded.docs.map((d) => [d.path, d]));
    // Retrievers other than BM25 cannot say which terms matched; the analyzer can, for the few shown.
    const analyzer = createAnalyzer(config.retriever.analyzer);
    const queryTerms = [...new Set(analyzer.analyze(query))];
    const out: SearchHit[] = hits.map((h, i) => {
      const chunk = byId.get(h.id);
      if (!chunk) throw new InputError(ERROR_CODES.RETRIEVER, `the retriever returned '${h.id}', which is not a chunk of ${side.reader.label}`, { field: 'retriever' });
      let matched = h.matched;
      if (!matched) {
        const terms = new Set(analyzer.analyze(chunk.indexText));
        matched = queryTerms.filter((t) => terms.has(t));
      }
      const hit: SearchHit = { rank: i + 1, id: h.id, path: chunk.path, anchors: chunk.anchors, headings: chunk.trail.map((t) => t.text), score: h.score, matched, snippet: snippet(chunk.text) };
      const e = explained.get(h.id);
      if (e) hit.explain = { ...e, boosts: rulesOf(docOf.get(chunk.path) ?? { path: chunk.path, meta: {} }) };
      return hit;
    });
    const chunks = byId.size;
    if (values.json) {
      io.stdout(`${jsonForTerminal({ query, retriever: retriever.name, docs: loaded.docs.length, chunks, hits: out }, 2)}\n`);
    } else {
      const stable = (c: Chunk) => {
        const d = judgedDocs.get(c.path);
        return d ? stableLabel(c, d) : null;
      };
      io.stdout(renderSearch(query, retriever.name, loaded.docs.length, chunks, out, byId, stable));
    }
    return EXIT.OK;
  } finally {
    await side.reader.close?.();
  }
}
