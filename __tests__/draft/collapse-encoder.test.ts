/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * draft's near-duplicate check with the shipped sentence encoder (a `hybrid` config with no
 * `dense` section): two wordings that share half their content words and mean the same
 * ("delete" / "remove" a user account, cosine 0.95) merge; two that share more words but ask
 * opposite things ("cancel" / "renew" a plan, cosine 0.79) do not; with a BM25 config, where no
 * embedding is used, neither pair merges (their word overlap is under 0.8).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readQueryLog } from '../../src/draft/query-log';
import { runDraft } from '../../src/engine/run-draft';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-collapse-encoder-'));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/account.md'), '# Account\n\n## Deleting your account\n\nOpen Settings, then Delete account.\n\n## Plans\n\nCancel or renew a plan from Billing.\n');
  writeFileSync(join(dir, 'hybrid.yml'), 'docs: ["docs/**/*.md"]\nretriever:\n  type: hybrid\n');
  writeFileSync(join(dir, 'bm25.yml'), 'docs: ["docs/**/*.md"]\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LOG = [
  'How do I delete my user account?',
  'How do I delete my user account?',
  'How do I remove my user account?',
  'How do I cancel my monthly subscription plan?',
  'How do I renew my monthly subscription plan?',
];

async function drafted(config: string): Promise<Array<{ question: string; count: number }>> {
  const log = readQueryLog(`${LOG.join('\n')}\n`, 'log.txt');
  const result = await runDraft({ log, source: 'log.txt', golden: { text: null, file: 'golden.yml' }, max: 100, dir, configPath: join(dir, config) }, { cwd: dir, env: {} });
  return result.questions.map((q) => ({ question: q.question, count: q.count }));
}

test('the encoder merges a same-meaning rewording, not an opposite one; BM25 merges neither', async () => {
  expect(await drafted('hybrid.yml')).toEqual([
    { question: 'How do I delete my user account?', count: 3 },
    { question: 'How do I cancel my monthly subscription plan?', count: 1 },
    { question: 'How do I renew my monthly subscription plan?', count: 1 },
  ]);
  expect(await drafted('bm25.yml')).toEqual([
    { question: 'How do I delete my user account?', count: 2 },
    { question: 'How do I remove my user account?', count: 1 },
    { question: 'How do I cancel my monthly subscription plan?', count: 1 },
    { question: 'How do I renew my monthly subscription plan?', count: 1 },
  ]);
}, 120_000);
