/**
 * A loopback OpenAI-compatible embeddings server. Its "model" is a hashed bag of words, so
 * rankings are predictable: cosine similarity grows with the words a query shares with a chunk.
 */
import { startLoopbackServer, words, type LoopbackServer } from './loopback-server';

/** FNV-1a, 32 bit. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The fake model: each word adds 1 at hash(word) mod dims. `ignore` words (prefixes) are dropped. */
export function hashEmbed(text: string, dims: number, ignore: readonly string[] = []): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of words(text)) if (!ignore.includes(w)) v[fnv1a(w) % dims] += 1;
  // A constant component keeps texts without known words from being the zero vector.
  v[dims - 1] += 0.01;
  return v;
}

export interface EmbeddingsServerOptions {
  /** Output size when the request does not ask for `dimensions`. */
  dims: number;
  /** Always answer with this many dimensions, whatever was asked (to test the check). */
  forceDims?: number;
  /** Words the model ignores (e.g. the `query`/`passage` of prefixes). */
  ignore?: string[];
  delayMs?: number;
}

export interface EmbeddingsServer extends LoopbackServer {
  /** Base URL to put in `retriever.dense.base_url` (`…/v1`). */
  baseUrl: string;
  /** Every text embedded so far, in request order. */
  inputs: string[];
}

/** Starts the server. Answers list `data` in reverse order, so clients must sort by `index`. */
export async function startEmbeddingsServer(opts: EmbeddingsServerOptions): Promise<EmbeddingsServer> {
  const inputs: string[] = [];
  const server = await startLoopbackServer((req) => {
    const body = req.body as { model?: unknown; input?: unknown; dimensions?: unknown };
    if (req.method !== 'POST' || req.path !== '/v1/embeddings') return { status: 404, body: { error: { message: `no route ${req.path}` } } };
    if (typeof body?.model !== 'string') return { status: 400, body: { error: { message: 'model is required' } } };
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (!Array.isArray(input) || input.some((t) => typeof t !== 'string')) {
      return { status: 400, body: { error: { message: 'input must be a string or an array of strings' } } };
    }
    inputs.push(...(input as string[]));
    const dims = opts.forceDims ?? (typeof body.dimensions === 'number' ? body.dimensions : opts.dims);
    const data = (input as string[]).map((t, index) => ({ object: 'embedding', index, embedding: hashEmbed(t, dims, opts.ignore) }));
    return { status: 200, body: { object: 'list', data: data.reverse(), model: body.model, usage: { prompt_tokens: 0, total_tokens: 0 } } };
  }, { delayMs: opts.delayMs });
  return Object.assign(server, { baseUrl: `${server.origin}/v1`, inputs });
}
