/**
 * What the base's answers key pays for, row 10 of the attacker's review. `max_calls` bounds the
 * number of chat calls, not their size: the old code took `context.top_k`, `context.token_budget`
 * and `depth` from the PR under pull_request_target, so a PR raising them made every call carry
 * more of the corpus (13,453 → 29,024 characters of prompt in the review), on the base's key,
 * with nothing refused. Now every setting comes from the base on a privileged event: the text
 * sent for the amplifying PR is exactly the text sent for the same PR without the config change.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { makeRepo } from '../engine/repo-fixture';
import { startChatServer, type ChatServer } from '../support/loopback-chat';
import { ANSWER_BASE_DOCS, ANSWER_GOLDEN, ANSWER_PR, answerConfig } from './taxonomy-repo';

let chat: ChatServer;
const dirs: string[] = [];
beforeAll(async () => {
  chat = await startChatServer();
});
afterAll(async () => {
  await chat.close();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** The characters of every message sent to the chat endpoint during `run`. */
async function promptChars(run: () => Promise<unknown>): Promise<number> {
  const from = chat.requests.length;
  await run();
  const sent = chat.requests.slice(from);
  expect(sent.length).toBeGreaterThan(0);
  let n = 0;
  for (const r of sent) for (const m of (r.body as { messages: Array<{ content: string }> }).messages) n += m.content.length;
  return n;
}

test('a PR raising context.top_k, token_budget and depth sends no more text on the base key than one that does not', async () => {
  const base = answerConfig(chat.baseUrl);
  // The same answers section (so nothing trusted changes), a wider context around it.
  const amplified = base.replace('  top_k: 2\n  token_budget: 120\n', '  top_k: 40\n  token_budget: 0\n').replace('k: [1, 3]\n', 'k: [1, 3, 40]\ndepth: 200\n');
  expect(amplified).not.toBe(base);
  const repo = (head: string) => {
    const dir = makeRepo({ '.github/retrieval-gate.yml': base, '.github/retrieval-golden.yml': ANSWER_GOLDEN, ...ANSWER_BASE_DOCS }, { ...ANSWER_PR, '.github/retrieval-gate.yml': head });
    dirs.push(dir);
    return dir;
  };
  const plainDir = repo(base);
  const attackDir = repo(amplified);
  const env = { ANSWERS_KEY: 'sk-base-key-only-9876' };
  const compare = (dir: string, untrustedHead: boolean) => () => runCompare({ base: 'main', head: 'pr', ...(untrustedHead ? { untrustedHead, event: 'pull_request_target' } : {}) }, { cwd: dir, env });

  const plain = await promptChars(compare(plainDir, true));
  // Under the privileged event: the base's settings, the same text as without the change.
  let report: Awaited<ReturnType<typeof runCompare>> | undefined;
  const guarded = await promptChars(async () => (report = await compare(attackDir, true)()));
  expect(guarded).toBe(plain);
  // The attack as the old code let it through: the PR's context settings applied (a trusted event here).
  // A fresh copy: the answers cache in the work tree would otherwise answer the repeated calls.
  const amplifiedSpend = await promptChars(compare(repo(amplified), false));
  expect(amplifiedSpend).toBeGreaterThan(plain);
  expect(report!.trust?.config_proposals?.map((p) => p.key)).toEqual(['context.token_budget', 'context.top_k', 'depth', 'k']);
  expect(report!.trust?.config_proposals?.find((p) => p.key === 'context.top_k')).toEqual({
    key: 'context.top_k',
    base: '2',
    head: '40',
    effect: 'the context-assembly check, and how much text the answers stage sends',
  });
}, 120000);
