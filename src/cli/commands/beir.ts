import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultConfig, parseConfig } from '../../config/parse';
import type { Config } from '../../config/types';
import { ERROR_CODES, InputError } from '../../errors';
import { parseQrels, scoreTrec, trecOrder, type Run, type RunEntry } from '../../measure/trec';
import { createRetriever } from '../../retrieve/factory';
import { readBeirDir, type BeirDoc } from '../../source/beir';
import type { Chunk, Doc, Hit } from '../../types';
import { kListFlag, parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { jsonForTerminal } from '../../util/show-controls';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'run the configured retriever on a BEIR folder and score it';
export const help = `retrieval-gate beir --dir DIR [--config F] [--run-out F] [--json] [--k LIST]

Indexes DIR/corpus.jsonl (one chunk per document, its title as the heading), runs every query of
DIR/queries.jsonl through the configured retriever and scores the ranking against
DIR/qrels/test.tsv with trec_eval's definitions (as 'retrieval-gate trec' does).

Options:
  --dir DIR       the BEIR folder (required)
  --config F      retrieval-gate config file; only its 'retriever' section is used (default: defaults)
  --run-out F     also write the ranking as a TREC run (qid Q0 docno rank score tag), depth 1000
  --k LIST        cut-offs, comma separated (default 1,3,5,10,100)
  --json          print {"queries": N, "metrics": {...}} instead of a table

Exit status: 0 scored, 2 bad usage, config or input (a malformed line names its file and line).
`;

const DEFAULT_KS = [1, 3, 5, 10, 100];
/** BEIR runs are conventionally 1000 deep (recall@1000, MAP); deeper when a larger k is asked. */
const RUN_DEPTH = 1000;
const TAG = 'retrieval-gate';

/** One chunk per BEIR document; the title plays the heading path (BEIR's "title + text" input). */
export function beirChunk(doc: BeirDoc): Chunk {
  const indexText = doc.title ? `${doc.title}\n\n${doc.text}` : doc.text;
  return {
    id: doc.id,
    path: doc.id,
    docTitle: doc.title,
    trail: doc.title ? [{ text: doc.title, slug: '', ids: [], level: 1 }] : [],
    anchors: [],
    text: doc.text,
    indexText,
    start: 0,
    end: Buffer.byteLength(doc.text),
    part: 0,
  };
}

/** A BEIR document as a one-chunk Doc, so the configured retriever (filters, dense, command…) takes it as it is. */
export function beirDoc(doc: BeirDoc): Doc {
  return { path: doc.id, hash: '', format: 'text', title: doc.title, meta: {}, anchors: [], chunks: [beirChunk(doc)], notes: [] };
}

/** A score as the run file writes it: 9 significant digits, so the file and `--json` agree exactly. */
const runScore = (score: number): string => String(Number(score.toPrecision(9)));

/** Runs `beir`: exit 0, or an InputError for bad flags, config or BEIR files. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('beir', argv, {
    dir: { type: 'string' },
    config: { type: 'string' },
    'run-out': { type: 'string' },
    k: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (typeof values.dir !== 'string') throw new InputError(ERROR_CODES.USAGE, "--dir is required (see 'retrieval-gate beir --help')", { field: '--dir' });
  const ks = kListFlag(values.k, DEFAULT_KS);
  const config = await readConfig(values.config as string | undefined, io);
  const dir = resolve(io.cwd, values.dir);
  const data = await readBeirDir(dir);
  const qrels = parseQrels(data.qrelsText, data.qrelsFile);

  const deps = { cwd: io.cwd, env: io.env, log: (m: string) => io.stderr(`${m}\n`), ...(await cliCacheDeps(io, [dir])) };
  const retriever = await createRetriever(data.corpus.map(beirDoc), config.retriever, deps);
  const depth = Math.max(RUN_DEPTH, ks[ks.length - 1]);
  let hits: Hit[][];
  try {
    hits = await retriever.search(data.queries.map((q) => q.text), depth);
  } finally {
    await retriever.close?.();
  }

  const lines: string[] = [];
  const runMap: Run = { queries: new Map() };
  data.queries.forEach((q, i) => {
    const entries: RunEntry[] = [];
    hits[i].forEach((h, r) => {
      const s = runScore(h.score);
      lines.push(`${q.id} Q0 ${h.id} ${r + 1} ${s} ${TAG}`);
      entries.push({ docno: h.id, score: Number(s) });
    });
    // trec_eval orders by the score in the file (ties by docno descending), whatever our rank says.
    if (entries.length) runMap.queries.set(q.id, entries.sort(trecOrder));
  });
  if (typeof values['run-out'] === 'string') {
    const out = resolve(io.cwd, values['run-out']);
    try {
      await writeFile(out, lines.length ? `${lines.join('\n')}\n` : '');
    } catch (e) {
      throw new InputError(ERROR_CODES.USAGE, `cannot write the run: ${(e as Error).message}`, { file: values['run-out'] });
    }
  }

  const score = scoreTrec(qrels, runMap, ks);
  if (values.json) {
    io.stdout(`${jsonForTerminal({ queries: score.queries, metrics: score.metrics })}\n`);
  } else {
    io.stdout(`${retriever.name} on ${dir}: ${data.corpus.length} documents, ${score.queries} queries scored\n`);
    const width = Math.max(...Object.keys(score.metrics).map((m) => m.length));
    for (const [name, value] of Object.entries(score.metrics)) io.stdout(`  ${name.padEnd(width)}  ${value.toFixed(4)}\n`);
  }
  return EXIT.OK;
}

/** The config named by --config (an ordinary path), else the defaults. */
async function readConfig(file: string | undefined, io: CliIo): Promise<Config> {
  if (file === undefined) return defaultConfig();
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch {
    throw new InputError(ERROR_CODES.CONFIG, 'config file not found', { file });
  }
  return parseConfig(text, file);
}
