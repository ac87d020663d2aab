/**
 * The answers stage (docs/answers.md): for each question in scope, at base and then at head, ask
 * the chat model to answer from the assembled context, then ask the judge about each required fact
 * (or, for an unanswerable question, whether the answer declines), and classify what is lost.
 *
 * Cost control, in the order it applies: a head whose context is the base's character for
 * character reuses the base's result (no call); every answer and judgement is looked up in the
 * store by content key first; `answers.max_calls` caps the requests sent, and what it leaves out is
 * reported as skipped. Questions whose context changed go first, so a capped run spends its calls
 * where the verdict can move. A failed call is a note on that question, never a failed run.
 * Everything of the world comes in through `ChatClient` and `AnswerStore`.
 */
import type { AnswersConfig } from '../config/answers';
import type { AnswerQuestion, AnswerSideResult, AnswersReport, DeclineVerdict, FactOutcome, FactVerdict } from '../report/answers-types';
import { DECLINE_VERDICTS, FACT_VERDICTS } from '../report/answers-types';
import type { GoldenSet, Question } from '../types';
import { ANSWER_CACHE_FORMAT, requestKey } from './answer-keys';
import type { AnswerStore, ChatClient, ChatReply, ChatRequest } from './chat';
import { parseVerdict } from './judge-parse';
import { answerMessages, declineJudgeMessages, factJudgeMessages, JSON_REMINDER, JUDGE_PROMPT_VERSION } from './prompts';
import { answersScope, type AnswerSideInput } from './side-inputs';
import { classifyFact } from './taxonomy';

/** Longest judge reply asked for: a verdict and one sentence. */
const JUDGE_MAX_TOKENS = 200;

export interface AnswersStageInput {
  cfg: AnswersConfig;
  golden: GoldenSet;
  base: readonly AnswerSideInput[];
  head: readonly AnswerSideInput[];
  /** Null when the stage cannot run (`skippedReason` says why). */
  client: ChatClient | null;
  skippedReason?: string;
  store: AnswerStore;
  log?: (message: string) => void;
}

/** Counts and the cap, shared by every request of a run. */
export class Budget {
  made = 0;
  cached = 0;
  reused = 0;
  skipped = 0;
  prompt = 0;
  completion = 0;
  constructor(readonly max: number) {}
  get exhausted(): boolean {
    return this.made >= this.max;
  }
}

/** Thrown instead of sending a request once `answers.max_calls` is reached. */
export class CapReached extends Error {}

interface Outcome {
  content: string;
}

/** Runs the stage; never throws for a provider problem (it becomes a note on the question). */
export async function runAnswersStage(input: AnswersStageInput): Promise<AnswersReport> {
  const { cfg } = input;
  const budget = new Budget(cfg.max_calls);
  const report: AnswersReport = {
    model: cfg.model,
    judge_model: cfg.judge_model,
    endpoint: input.client?.endpoint ?? '',
    calls: { made: 0, cached: 0, reused: 0, skipped: 0, max_calls: cfg.max_calls },
    usage: { prompt_tokens: 0, completion_tokens: 0 },
    newly_missing_facts: 0,
    questions: [],
  };
  if (input.skippedReason) report.skipped_reason = input.skippedReason;
  const baseById = new Map(input.base.map((s) => [s.id, s]));
  const headById = new Map(input.head.map((s) => [s.id, s]));
  const work = input.golden.questions
    .map((q) => ({ q, kind: answersScope(q), base: baseById.get(q.id), head: headById.get(q.id) }))
    .filter((w): w is { q: Question; kind: 'facts' | 'decline'; base: AnswerSideInput; head: AnswerSideInput } => w.kind !== null && !!w.base && !!w.head);
  // Changed contexts first: a capped run spends its calls where a verdict can move.
  const order = [...work.filter((w) => w.base.context !== w.head.context), ...work.filter((w) => w.base.context === w.head.context)];
  const results = new Map<string, AnswerQuestion>();
  const call = caller(input, budget);
  const one = async (w: (typeof order)[number]): Promise<void> => {
    const base = input.client ? await runSide(w.q, w.kind, w.base, 'base', call, budget, cfg) : skippedSide(w.base, w.q, input.skippedReason ?? 'not run');
    const reused = w.base.context === w.head.context;
    let head: AnswerSideResult;
    if (!input.client) head = skippedSide(w.head, w.q, input.skippedReason ?? 'not run');
    else if (reused) {
      head = reuseBase(base, w.head);
      if (base.status === 'skipped') budget.skipped++;
      else budget.reused++;
    } else head = await runSide(w.q, w.kind, w.head, 'head', call, budget, cfg);
    const aq: AnswerQuestion = { id: w.q.id, kind: w.kind, reused_from_base: reused, base, head, newly_missing: [] };
    if (w.kind === 'facts') {
      aq.facts = [...w.q.requiredFacts];
      aq.newly_missing = newlyMissing(base, head);
    } else {
      aq.newly_answered = base.decline === 'declined' && head.decline === 'answered';
    }
    results.set(w.q.id, aq);
  };
  // Questions run side by side only when the cap cannot be reached (every request, a judge's
  // second try included, fits): then the result does not depend on which request finished first.
  // A run that may hit the cap goes one question at a time, so what it skips is always the same.
  const worst = order.reduce((n, w) => n + 2 * 2 * (1 + (w.kind === 'facts' ? w.q.requiredFacts.length : 1)), 0);
  const lanes = worst <= cfg.max_calls ? Math.max(1, Math.min(cfg.concurrency, order.length)) : 1;
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < order.length) await one(order[next++]);
    }),
  );
  report.questions = work.map((w) => results.get(w.q.id) as AnswerQuestion);
  report.calls = { made: budget.made, cached: budget.cached, reused: budget.reused, skipped: budget.skipped, max_calls: cfg.max_calls };
  report.usage = { prompt_tokens: budget.prompt, completion_tokens: budget.completion };
  report.newly_missing_facts = report.questions.reduce((s, q) => s + q.newly_missing.length, 0);
  await input.store.flush?.();
  input.log?.(`answers: ${budget.made} call(s) sent, ${budget.cached} cached, ${budget.reused} head side(s) reused from base, ${budget.skipped} side(s) skipped`);
  return report;
}

export type Call = (req: ChatRequest, tag: string, validate?: (content: string) => string | null) => Promise<Outcome>;

/**
 * One cached, counted request. `validate` returns a problem for a reply that is not usable (a judge
 * reply that is not the JSON asked for): the request is then sent once more with the reply and a
 * reminder, and only a usable reply is stored.
 */
export function caller(input: Pick<AnswersStageInput, 'client' | 'store' | 'log'>, budget: Budget): Call {
  const client = input.client as ChatClient;
  const send = async (req: ChatRequest): Promise<ChatReply> => {
    if (budget.exhausted) throw new CapReached();
    budget.made++;
    const reply = await client.complete(req);
    budget.prompt += reply.usage.prompt_tokens;
    budget.completion += reply.usage.completion_tokens;
    return reply;
  };
  return async (req, tag, validate) => {
    const key = requestKey(req, tag, client.endpoint);
    const hit = readEntry(await input.store.get(key));
    if (hit !== null && (!validate || validate(hit) === null)) {
      budget.cached++;
      return { content: hit };
    }
    let reply = await send(req);
    let problem = validate?.(reply.content) ?? null;
    if (problem !== null) {
      input.log?.(`answers: ${req.what}: ${problem}; asking once more`);
      reply = await send({ ...req, messages: [...req.messages, { role: 'assistant', content: reply.content }, { role: 'user', content: JSON_REMINDER }] });
      problem = validate?.(reply.content) ?? null;
      if (problem !== null) throw new Error(`${problem} (twice)`);
    }
    await input.store.put(key, JSON.stringify({ format: ANSWER_CACHE_FORMAT, content: reply.content }));
    return { content: reply.content };
  };
}

function readEntry(text: string | null): string | null {
  if (text === null) return null;
  try {
    const e = JSON.parse(text) as { format?: unknown; content?: unknown };
    return e && e.format === ANSWER_CACHE_FORMAT && typeof e.content === 'string' ? e.content : null;
  } catch {
    return null;
  }
}

function presence(s: AnswerSideInput, i: number) {
  return { inCorpus: s.inCorpus[i] ?? false, inTopK: s.inTopK[i] ?? false, inContext: s.inContext[i] ?? false };
}

function emptyFacts(s: AnswerSideInput, q: Question): FactOutcome[] {
  return q.requiredFacts.map((_, i) => {
    const p = presence(s, i);
    return { in_corpus: p.inCorpus, in_top_k: p.inTopK, in_context: p.inContext, verdict: null, class: null };
  });
}

function sideShell(s: AnswerSideInput, q: Question, kind: 'facts' | 'decline'): AnswerSideResult {
  const out: AnswerSideResult = { status: 'done', context_chunks: [...s.chunks], context_tokens: s.tokens };
  if (kind === 'facts') out.facts = emptyFacts(s, q);
  else out.decline = null;
  return out;
}

function skippedSide(s: AnswerSideInput, q: Question, note: string): AnswerSideResult {
  return { ...sideShell(s, q, answersScope(q) === 'decline' ? 'decline' : 'facts'), status: 'skipped', note };
}

async function runSide(q: Question, kind: 'facts' | 'decline', s: AnswerSideInput, side: 'base' | 'head', call: Call, budget: Budget, cfg: AnswersConfig): Promise<AnswerSideResult> {
  const out = sideShell(s, q, kind);
  const what = `${q.id} at ${side}`;
  try {
    const answer = await call({ model: cfg.model, messages: answerMessages(cfg.prompt, q.question, s.context), maxTokens: cfg.max_answer_tokens, what: `answer ${what}` }, 'answer');
    out.answer = answer.content.trim();
  } catch (e) {
    return failed(out, e, budget, `answer of ${what}`, cfg);
  }
  const answer = out.answer as string;
  if (kind === 'decline') {
    try {
      const got = await judge(call, cfg, declineJudgeMessages(q.question, answer), DECLINE_VERDICTS, `decline judge ${what}`);
      out.decline = got.verdict as DeclineVerdict;
      if (got.reason) out.decline_reason = got.reason;
    } catch (e) {
      return failed(out, e, budget, `judgement of ${what}`, cfg);
    }
    return out;
  }
  const facts = out.facts as FactOutcome[];
  const problems: string[] = [];
  for (let i = 0; i < q.requiredFacts.length; i++) {
    try {
      const got = await judge(call, cfg, factJudgeMessages(q.question, answer, q.requiredFacts[i]), FACT_VERDICTS, `fact judge ${what} #${i + 1}`);
      facts[i].verdict = got.verdict as FactVerdict;
      facts[i].class = classifyFact(facts[i].verdict, presence(s, i));
      if (got.reason) facts[i].reason = got.reason;
    } catch (e) {
      if (e instanceof CapReached) return failed(out, e, budget, `judgement of ${what}`, cfg);
      problems.push(`fact ${i + 1}: ${message(e)}`);
    }
  }
  if (problems.length) {
    out.status = 'error';
    out.note = `judge failed on ${problems.join('; ')}`;
  }
  return out;
}

/** One judgement through `call`: the verdict (one of `allowed`) and its reason; throws when there is none. */
export async function judge(call: Call, cfg: Pick<AnswersConfig, 'judge_model'>, messages: ChatRequest['messages'], allowed: readonly string[], what: string): Promise<{ verdict: string; reason: string }> {
  const check = (content: string) => {
    const p = parseVerdict(content, allowed);
    return p.ok ? null : p.problem;
  };
  const reply = await call({ model: cfg.judge_model, messages, maxTokens: JUDGE_MAX_TOKENS, json: true, what }, JUDGE_PROMPT_VERSION, check);
  const p = parseVerdict(reply.content, allowed);
  if (!p.ok) throw new Error(p.problem);
  return { verdict: p.verdict, reason: p.reason };
}

function failed(out: AnswerSideResult, e: unknown, budget: Budget, what: string, cfg: AnswersConfig): AnswerSideResult {
  if (e instanceof CapReached) {
    budget.skipped++;
    return { ...out, status: 'skipped', note: `answers.max_calls (${cfg.max_calls}) reached before the ${what}` };
  }
  return { ...out, status: 'error', note: `${what} failed: ${message(e)}` };
}

/** The head side of an unchanged context: the base's answer and verdicts, the head's own fact presence and classes. */
function reuseBase(base: AnswerSideResult, head: AnswerSideInput): AnswerSideResult {
  const out: AnswerSideResult = { ...base, context_chunks: [...head.chunks], context_tokens: head.tokens };
  if (base.note !== undefined) out.note = `same context as at base: ${base.note}`;
  if (base.facts) {
    out.facts = base.facts.map((f, i) => {
      const p = presence(head, i);
      const o: FactOutcome = { ...f, in_corpus: p.inCorpus, in_top_k: p.inTopK, in_context: p.inContext, class: classifyFact(f.verdict, p) };
      return o;
    });
  }
  return out;
}

function newlyMissing(base: AnswerSideResult, head: AnswerSideResult): number[] {
  const out: number[] = [];
  (head.facts ?? []).forEach((h, i) => {
    if (base.facts?.[i]?.verdict === 'supported' && (h.verdict === 'missing' || h.verdict === 'contradicted')) out.push(i);
  });
  return out;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
