/**
 * A loopback OpenAI-compatible chat-completions server (`POST /v1/chat/completions`, answers in
 * `choices[0].message.content` with `usage`). Its "models" are simple and predictable:
 * - the answering model reads only the FIRST chunk of the context (a lazy reader) and answers with
 *   its sentences that share a word of four letters or more with the question, or declines;
 * - the fact judge says `supported` when the answer holds the fact verbatim (case and spaces aside),
 *   `contradicted` when it holds at least 60 % of the fact's words but not the fact, else `missing`;
 * - the decline judge says `declined` when the answer says it cannot answer.
 * Faults are scripted with `script` (status, headers, raw body) or `judgeNotJson` (that many judge
 * replies that are prose instead of JSON).
 */
import { startLoopbackServer, words, type LoopbackServer, type RecordedRequest } from './loopback-server';

export const DECLINE_TEXT = 'I cannot answer that from the documentation.';

export interface ChatServer extends LoopbackServer {
  /** `…/v1`, for `answers.base_url`. */
  baseUrl: string;
  /** Completions requests seen (faults included). */
  readonly calls: number;
  /** Judge replies still to send as prose instead of JSON. */
  judgeNotJson: number;
  /** Question-writer replies still to send as a copy of the section's heading (what draft --generate must drop). */
  copyHeading: number;
}

interface Body {
  model?: unknown;
  messages?: Array<{ role?: unknown; content?: unknown }>;
  temperature?: unknown;
  response_format?: { type?: unknown };
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const between = (text: string, name: string) => {
  const m = text.match(new RegExp(`<<<${name}\\n([\\s\\S]*?)\\n${name}>>>`));
  return m ? m[1] : '';
};

/** The lazy reader: sentences of the first context chunk sharing a 4+ letter word with the question. */
export function fakeAnswer(prompt: string): string {
  const context = prompt.split('Context:\n')[1]?.split('\n\nQuestion: ')[0] ?? '';
  const question = prompt.split('\n\nQuestion: ')[1] ?? '';
  const first = context.split(/\n\n(?=\[\d+\] )/)[0] ?? '';
  const body = first.split('\n').slice(1).filter((l) => !l.startsWith('#')).join(' ');
  const asked = new Set(words(question).filter((w) => w.length >= 4));
  const sentences = body.split(/(?<=[.!?])\s+/).filter((s) => s.trim() && words(s).some((w) => asked.has(w)));
  return sentences.length ? sentences.join(' ') : DECLINE_TEXT;
}

/** The question writer (draft --generate): two long words of the section that its heading does not have, in a question. */
export function fakeQuestion(userText: string, server: ChatServer): string {
  const heading = between(userText, 'HEADING');
  if (server.copyHeading > 0) {
    server.copyHeading--;
    return JSON.stringify({ question: `What is ${heading.split(' › ').pop()}?` });
  }
  const inHeading = new Set(words(heading));
  const picked = [...new Set(words(between(userText, 'SECTION')).filter((w) => w.length >= 6 && /^[a-z]+$/.test(w) && !inHeading.has(w)))].slice(0, 2);
  return JSON.stringify({ question: picked.length === 2 ? `How does ${picked[0]} work together with ${picked[1]} here?` : 'What should I know before I start?' });
}

/** The fact judge's verdict. */
export function fakeFactVerdict(answer: string, fact: string): string {
  if (norm(answer).includes(norm(fact))) return 'supported';
  const factWords = words(fact).filter((w) => w.length >= 3);
  const have = new Set(words(answer));
  const shared = factWords.filter((w) => have.has(w)).length;
  return factWords.length && shared / factWords.length >= 0.6 ? 'contradicted' : 'missing';
}

function reply(req: RecordedRequest, server: ChatServer): { status: number; body: unknown } {
  if (req.method !== 'POST' || req.path !== '/v1/chat/completions') return { status: 404, body: { error: { message: `no route ${req.path}` } } };
  const body = req.body as Body;
  if (typeof body?.model !== 'string' || !Array.isArray(body.messages)) return { status: 400, body: { error: { message: 'model and messages are required' } } };
  const system = body.messages.find((m) => m.role === 'system')?.content;
  const user = [...body.messages].reverse().find((m) => m.role === 'user' && !String(m.content).startsWith('Your reply was not'))?.content;
  const userText = typeof user === 'string' ? user : '';
  let content: string;
  if (typeof system === 'string' && system.startsWith('You write one question')) content = fakeQuestion(userText, server);
  else if (typeof system === 'string') {
    const answer = between(userText, 'ANSWER');
    const fact = between(userText, 'FACT');
    const verdict = system.includes('"declined"') ? (/cannot answer/i.test(answer) ? 'declined' : 'answered') : fakeFactVerdict(answer, fact);
    if (server.judgeNotJson > 0) {
      server.judgeNotJson--;
      content = `I think the verdict is ${verdict}.`;
    } else content = JSON.stringify({ verdict, reason: `the fake judge says ${verdict}` });
  } else content = fakeAnswer(userText);
  const prompt = body.messages.reduce((n, m) => n + words(String(m.content ?? '')).length, 0);
  return {
    status: 200,
    body: {
      id: `chatcmpl-${server.requests.length}`,
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: prompt, completion_tokens: words(content).length, total_tokens: prompt + words(content).length },
    },
  };
}

/** Starts the server; `delayMs` holds every answer that long (to observe requests in flight). */
export async function startChatServer(opts: { delayMs?: number } = {}): Promise<ChatServer> {
  let self: ChatServer | undefined;
  const base = await startLoopbackServer((req) => reply(req, self as ChatServer), opts);
  self = Object.assign(base, { baseUrl: `${base.origin}/v1`, judgeNotJson: 0, copyHeading: 0 }) as ChatServer;
  // A getter, so the count is read when asked (Object.assign would copy today's value).
  Object.defineProperty(self, 'calls', { get: () => base.requests.filter((r) => r.path === '/v1/chat/completions').length });
  return self;
}
