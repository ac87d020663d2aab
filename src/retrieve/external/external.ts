/**
 * The external retriever (`retriever: {type: command, run: "..."}`): the team's own engine behind
 * a JSON-lines protocol on stdin/stdout, documented exactly in docs/external-retriever.md.
 * Version 1:
 *   → {"type":"hello","protocol":1,"chunks":N}          ← {"type":"hello","protocol":1,"name"?:…}
 *   → {"type":"chunk",id,path,title,headings,anchors,text,index_text,meta} × N
 *   → {"type":"index"}                                    ← {"type":"ready"}
 *   → {"type":"query","id","text","k"} × Q                ← {"type":"results","id","hits":[{"id","score"}]} × Q
 *   stdin closed: the program exits 0.            ← {"type":"error","message"} at any point: fatal.
 * Version 2 (documents mode, external-documents.ts): the program answers the same hello with
 * `{"protocol":2,"wants":"documents","offsets":…}`, receives whole documents instead of chunks,
 * chunks them itself and answers with spans. The gate's hello is the same for both, so a program
 * written for version 1 sees exactly what it always saw.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Doc, Hit, Retriever } from '../../types';
import { documentsExchange, helloOffsets, type DocumentsSession, type SourceTexts } from './external-documents';
import { stripCredentials } from '../../util/credential-strip';
import { JsonLinesProcess } from './external-process';
import type { RetrieverDeps } from '../common/retriever-deps';

export const EXTERNAL_PROTOCOL_VERSION = 1;
/** The documents-mode protocol a program may answer the hello with. */
export const EXTERNAL_DOCUMENTS_PROTOCOL = 2;

export interface ExternalOptions {
  /** Shell command line, run in deps.cwd. */
  run: string;
  /** Withheld environment variables to pass anyway (`retriever.pass_env`). */
  passEnv?: readonly string[];
  /** Time the program may take to answer, summed over the whole exchange. */
  timeoutMs: number;
  /** `retriever.options`: the program's own settings, sent in the hello (only when set, so a hello without them is unchanged). */
  options?: Record<string, unknown>;
}

type Message = { line: number; value: Record<string, unknown> };

/**
 * Starts the program, hands it every chunk of `docs` (or, in documents mode, every document's text
 * from `texts`), and returns a retriever that queries it.
 */
export async function createExternalRetriever(docs: readonly Doc[], opts: ExternalOptions, deps: RetrieverDeps, texts?: SourceTexts): Promise<Retriever> {
  const proc = new JsonLinesProcess({ command: opts.run, cwd: deps.cwd, env: withKit(deps.env), passEnv: opts.passEnv, timeoutMs: opts.timeoutMs, log: deps.log });
  const known = new Set<string>();
  let chunkCount = 0;
  for (const d of docs) chunkCount += d.chunks.length;

  /** The next message, which must be of `type` (an `error` message from the program is fatal). */
  const expect = async (type: string, waitingFor: string): Promise<Message> => {
    const msg = await proc.receive(waitingFor);
    if (msg.value.type === 'error') {
      throw proc.protocolError(msg.line, `the program reported an error: ${String(msg.value.message ?? '(no message)')}`);
    }
    if (msg.value.type !== type) {
      throw proc.protocolError(msg.line, `expected a "${type}" message (${waitingFor}) but got type ${JSON.stringify(msg.value.type)}`);
    }
    return msg;
  };

  let programName = '';
  let session: DocumentsSession | undefined;
  try {
    await proc.send({ type: 'hello', protocol: EXTERNAL_PROTOCOL_VERSION, chunks: chunkCount, ...(opts.options ? { options: opts.options } : {}) });
    const hello = await expect('hello', 'the handshake');
    if (typeof hello.value.name === 'string') programName = hello.value.name;
    if (hello.value.protocol === EXTERNAL_DOCUMENTS_PROTOCOL) {
      const offsets = helloOffsets(hello.value);
      if ('error' in offsets) throw proc.protocolError(hello.line, offsets.error);
      session = await documentsExchange(proc, docs, texts ?? (() => undefined), offsets.unit);
    } else if (hello.value.protocol !== EXTERNAL_PROTOCOL_VERSION) {
      throw proc.protocolError(
        hello.line,
        `the program speaks protocol ${JSON.stringify(hello.value.protocol)}, this gate speaks ${EXTERNAL_PROTOCOL_VERSION} and ${EXTERNAL_DOCUMENTS_PROTOCOL}`,
      );
    } else {
      await sendChunks();
    }
  } catch (e) {
    await proc.kill();
    throw e;
  }

  /** Protocol 1: every chunk, then `index`, then wait for `ready`. */
  async function sendChunks(): Promise<void> {
    for (const doc of docs) {
      for (const c of doc.chunks) {
        known.add(c.id);
        await proc.send({
          type: 'chunk',
          id: c.id,
          path: c.path,
          title: c.docTitle,
          headings: c.trail.map((h) => h.text),
          anchors: c.anchors,
          text: c.text,
          index_text: c.indexText,
          meta: doc.meta ?? {},
        });
      }
    }
    await proc.send({ type: 'index' });
    await expect('ready', 'the index to be built');
  }

  let nextQuery = 0;
  // One exchange at a time: answers are read from one stream, so concurrent searches would steal each other's.
  let turn: Promise<unknown> = Promise.resolve();
  const search = async (queries: readonly string[], depth: number): Promise<Hit[][]> => {
    try {
      const ids = queries.map(() => `q${++nextQuery}`);
      const slot = new Map(ids.map((id, i) => [id, i]));
      const out: Array<Hit[] | undefined> = new Array(queries.length);
      // Pipelined: all queries go out, answers may come back in any order.
      const sending = (async () => {
        for (let i = 0; i < queries.length; i++) await proc.send({ type: 'query', id: ids[i], text: queries[i], k: depth });
      })();
      sending.catch(() => {}); // a send failure is also seen by the receive loop below
      for (let got = 0; got < queries.length; got++) {
        const msg = await expect('results', `results of ${queries.length - got} more quer${queries.length - got === 1 ? 'y' : 'ies'}`);
        const at = resultSlot(msg, slot, out, proc);
        out[at] = session ? session.parseHits(msg, depth) : parseHits(msg, known, depth, proc);
      }
      await sending;
      return out as Hit[][];
    } catch (e) {
      await proc.kill();
      throw e;
    }
  };
  return {
    name: stripCredentials(`command(${opts.run}${programName ? `: ${programName}` : ''})`),
    ...(session ? { documents: session.documents } : {}),
    search(queries, depth) {
      const run = turn.then(() => search(queries, depth));
      turn = run.catch(() => {});
      return run;
    },
    async close() {
      await turn;
      await proc.close();
    },
  };
}

/**
 * The environment with RETRIEVAL_GATE_KIT: the adapter kit (dist/kit.js, our BM25 and chunker for
 * Node adapters) next to the running bundle, so an adapter finds the gate that started it.
 */
function withKit(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const main = require.main?.filename;
  if (!main || env.RETRIEVAL_GATE_KIT) return env;
  const kit = join(dirname(main), 'kit.js');
  return existsSync(kit) ? { ...env, RETRIEVAL_GATE_KIT: kit } : env;
}

function resultSlot(msg: Message, slot: Map<string, number>, out: Array<Hit[] | undefined>, proc: JsonLinesProcess): number {
  const i = typeof msg.value.id === 'string' ? slot.get(msg.value.id) : undefined;
  if (i === undefined) throw proc.protocolError(msg.line, `results for unknown query id ${JSON.stringify(msg.value.id)}`);
  if (out[i]) throw proc.protocolError(msg.line, `results for query ${JSON.stringify(msg.value.id)} came twice`);
  return i;
}

/** Validates a results message; re-sorts by score then id so ties are deterministic whatever the engine does. */
function parseHits(msg: Message, known: Set<string>, depth: number, proc: JsonLinesProcess): Hit[] {
  const hits = msg.value.hits;
  if (!Array.isArray(hits)) throw proc.protocolError(msg.line, '"hits" must be an array of {"id", "score"}');
  const seen = new Set<string>();
  const out: Hit[] = hits.map((h: unknown, i: number) => {
    const { id, score } = (h ?? {}) as { id?: unknown; score?: unknown };
    if (typeof id !== 'string') throw proc.protocolError(msg.line, `hits[${i}].id must be a string`);
    if (!known.has(id)) throw proc.protocolError(msg.line, `hits[${i}].id ${JSON.stringify(id)} is not the id of any chunk sent`);
    if (seen.has(id)) throw proc.protocolError(msg.line, `hits[${i}].id ${JSON.stringify(id)} appears twice`);
    seen.add(id);
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw proc.protocolError(msg.line, `hits[${i}].score must be a finite number`);
    }
    return { id, score };
  });
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, depth);
}
