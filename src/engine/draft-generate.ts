/**
 * The engine's side of `draft --generate N` (draft/generate.ts has the prompts and checks): the
 * chat client and answer cache the `answers:` section names (as the answers stage uses them, so
 * `answers.max_calls` bounds the requests and a cached reply costs nothing), sections sampled from
 * the side, each reply masked like a log line, checked (JSON, heading overlap, not a question the
 * log already has) and given candidates: its own section first, then the pooled ones.
 */
import { folderAnswerStore } from '../answers/answer-store';
import { NO_STORE } from '../answers/chat';
import { answersApiKey, createChatClient } from '../answers/chat-client';
import { Budget, caller, CapReached } from '../answers/stage';
import type { Config } from '../config/types';
import type { NewDraft } from '../draft/append';
import { describeSection, MAX_CANDIDATES, sectionLabel } from '../draft/candidates';
import { normalise } from '../text/near-duplicates';
import { generateRequest, headingOverlap, MAX_HEADING_OVERLAP, readGenerated, sampleSections } from '../draft/generate';
import { maskSecrets } from '../draft/mask';
import { ERROR_CODES, InputError } from '../errors';
import type { Analyzer } from '../retrieve/bm25/analyzer';
import { rankCandidates, type CandidateRetrievers } from './draft-rank';
import type { LoadedSide } from './load-side';
import type { EngineDeps } from './types';

/** What generating did, for the output. */
export interface GenerateOutcome {
  /** Ids of the drafts written (filled in by the caller). */
  ids: string[];
  calls: number;
  cached: number;
  /** Replies dropped: sharing too many words with their section's heading, repeating a question, not usable. */
  dropped_overlap: number;
  dropped_repeat: number;
  dropped_invalid: number;
  /** Set when `answers.max_calls` stopped it before N. */
  cap_reached?: boolean;
}

/** Sections sampled per question asked for: room for the replies the checks drop. */
const SAMPLE_FACTOR = 3;

/** Drafts up to `n` questions from sampled sections of the side. */
export async function generateDrafts(n: number, config: Config, side: LoadedSide, retrievers: CandidateRetrievers, known: Set<string>, analyzer: Analyzer, deps: EngineDeps): Promise<{ drafts: NewDraft[]; outcome: Omit<GenerateOutcome, 'ids'> }> {
  const cfg = config.answers;
  if (!cfg) throw new InputError(ERROR_CODES.CONFIG, "--generate needs a chat endpoint: an 'answers:' section with base_url and model in the config (docs/answers.md)", { field: 'answers' });
  let client = deps.chat ?? null;
  if (!client) {
    const key = answersApiKey(cfg, deps);
    if (key.missing) throw new InputError(ERROR_CODES.CONFIG, `--generate cannot reach the chat endpoint: ${key.missing}`, { field: 'answers.api_key_env' });
    client = createChatClient(cfg, key.key, deps);
  }
  const store = deps.answerStore ?? (cfg.cache_dir && deps.answersCacheDir ? folderAnswerStore(deps.answersCacheDir, (m) => deps.log?.(m)) : NO_STORE);
  const budget = new Budget(cfg.max_calls);
  const call = caller({ client, store, log: deps.log }, budget);
  const chunks = side.docs.flatMap((d) => d.chunks);
  const outcome: Omit<GenerateOutcome, 'ids'> = { calls: 0, cached: 0, dropped_overlap: 0, dropped_repeat: 0, dropped_invalid: 0 };
  const made: Array<{ question: string; label: string; tag: string }> = [];
  for (const s of sampleSections(chunks, n * SAMPLE_FACTOR, new Set())) {
    if (made.length >= n) break;
    let content: string;
    try {
      content = (await call(generateRequest(s, cfg.model), 'draft-generate', (c) => { const r = readGenerated(c); return 'problem' in r ? r.problem : null; })).content;
    } catch (e) {
      if (e instanceof CapReached) {
        outcome.cap_reached = true;
        break;
      }
      if (e instanceof InputError) throw e;
      outcome.dropped_invalid++;
      continue;
    }
    const got = readGenerated(content);
    if ('problem' in got) {
      outcome.dropped_invalid++;
      continue;
    }
    // A model's reply is text from elsewhere: masked like a log line before it goes anywhere.
    const question = maskSecrets(got.question).text;
    if (headingOverlap(question, s.heading, analyzer) > MAX_HEADING_OVERLAP) {
      outcome.dropped_overlap++;
      continue;
    }
    const norm = normalise(question);
    if (known.has(norm)) {
      outcome.dropped_repeat++;
      continue;
    }
    known.add(norm);
    made.push({ question, label: s.label, tag: s.shape.tag });
  }
  outcome.calls = budget.made;
  outcome.cached = budget.cached;
  const pooled = await rankCandidates(side, retrievers, made.map((m) => m.question), config.retriever);
  const drafts: NewDraft[] = made.map((m, i) => {
    // The section it came from leads, described as any candidate is, even when no ranking found it.
    const own = chunks.find((c) => c.part === 0 && sectionLabel(c) === m.label);
    const first = pooled[i].find((c) => c.label === m.label) ?? { label: m.label, ...(own ? describeSection(own) : { heading: m.label, snippet: '' }), score: 0 };
    return {
      question: m.question,
      count: 1,
      lines: [],
      origin: `generated (${m.tag}) from ${m.label}`,
      tags: ['generated', m.tag],
      candidates: [first, ...pooled[i].filter((c) => c.label !== m.label)].slice(0, MAX_CANDIDATES),
    };
  });
  return { drafts, outcome };
}
