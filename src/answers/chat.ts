/**
 * The two things the answers stage needs from the world, as small interfaces the edges provide:
 * a chat-completions client (chat-client.ts over HTTP; tests use a loopback server) and a store
 * of results by content key (answer-store.ts on disk, persisted by the action with @actions/cache).
 */
import type { ChatMessage } from './prompts';

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  /** Ask for a JSON object (`response_format: {type: "json_object"}`): the judge's replies. */
  json?: boolean;
  /** What the request is for, in messages: `answer R03 (head)`. */
  what: string;
}

export interface ChatReply {
  content: string;
  usage: { prompt_tokens: number; completion_tokens: number };
}

export interface ChatClient {
  /** The endpoint, safe to print. */
  readonly endpoint: string;
  /** One completion at temperature 0; throws an Error with a printable message when it fails after retries. */
  complete(req: ChatRequest): Promise<ChatReply>;
}

/** Results by content key; `get` answers null for an absent or unreadable entry, `put` never throws. */
export interface AnswerStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  /** Called once at the end of a run (an on-disk store may write an index); optional. */
  flush?(): Promise<void>;
}

/** A store that remembers nothing (no cache folder can be used). */
export const NO_STORE: AnswerStore = {
  async get() {
    return null;
  },
  async put() {},
};
