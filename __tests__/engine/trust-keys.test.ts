/**
 * Every trusted key, one behaviour test each, through the real path (runCompare on a real
 * repository with `untrustedHead`, as the action runs it on pull_request_target): the pull
 * request's value never reaches what runs, the key is named in `trust.refused`, and the PR's value
 * is printed nowhere (report.json, comment). The names are written out here, not read from the
 * list in src/config/trust.ts, so removing one from that list fails its case (it then becomes a
 * plain proposal, with the PR's value shown). The key names share one compare (each is one key of
 * the same options, the refusal is per key), the key paths one compare each.
 *
 * Row 6 of the attacker's review: a trusted name inside a list of mappings
 * (`options: {backends: [{url: …}], endpoint: …}`) was not matched, and `endpoint` was not a
 * trusted name at all: the old code passed both PR values to the base's command. Each case here
 * puts the name both directly under `retriever.options` and inside `options.backends[0]`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const scratch = mkdtempSync(join(tmpdir(), 'rg-trust-keys-'));
const made: string[] = [scratch];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A protocol-1 retriever that records every hello it gets (one JSON line each) and finds nothing. */
const ADAPTER = join(scratch, 'adapter.cjs');
writeFileSync(
  ADAPTER,
  `const fs = require('node:fs');
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') { fs.appendFileSync(process.argv[2], JSON.stringify(m) + '\\n'); out({ type: 'hello', protocol: 1, name: 'recorder' }); }
  if (m.type === 'index') out({ type: 'ready' });
  if (m.type === 'query') out({ type: 'results', id: m.id, hits: [] });
}).on('close', () => process.exit(0));
`,
);

let seq = 0;

/** Runs a compare on a fresh repository whose base and PR configs are given, as on pull_request_target. */
async function privileged(baseConfig: string, headConfig: string, env: Record<string, string> = {}): Promise<Report> {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': baseConfig }, { ...DOCS_PR, '.github/retrieval-gate.yml': headConfig });
  made.push(dir);
  return runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: dir, env: { PATH: process.env.PATH, ...env } });
}

/** The PR's values are never printed: not in report.json, not in the comment. */
function expectNotShown(report: Report, marker: string): void {
  // A whole word: a number such as 4987 may stand inside a commit id by chance ("a74987f").
  const word = new RegExp(`\\b${marker}\\b`);
  expect(JSON.stringify(report)).not.toMatch(word);
  expect(renderComment(report)).not.toMatch(word);
}

describe('each trusted key name, directly under retriever.options and inside a list of mappings', () => {
  // Written out, not taken from TRUSTED_KEY_NAMES / TRUSTED_NAME_SUFFIXES: the list is what is under test.
  const NAMES = [
    'url',
    'uri',
    'endpoint',
    'host',
    'run',
    'headers',
    // By their ending: _url, _uri, _endpoint, _host, _env, _dir.
    'base_url',
    'index_uri',
    'search_endpoint',
    'db_host',
    'api_key_env',
    'pass_env',
    'cache_dir',
  ];
  const BASE_VALUE = 'http://honest.example/base';
  // One compare answers every name's case: each name stands in the same config, directly under
  // retriever.options and in options.backends[0], so the PR changes all of them at once. The
  // refusal is per key (src/config/trust.ts walks every key), and each case below still checks its
  // own two paths, its own value in every hello, and the exact refused list: a name dropped from
  // the trusted list turns into a proposal with the PR's value shown, and fails its case.
  let report: Report;
  let hellos: Array<{ options: Record<string, unknown> }>;
  beforeAll(async () => {
    const record = join(scratch, `hello-${seq++}.jsonl`);
    const pairs = (value: string) => NAMES.map((n) => `${n}: ${JSON.stringify(value)}`);
    const cfg = (value: string) =>
      `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER} ${record}`)}\n  options:\n${pairs(value).map((p) => `    ${p}\n`).join('')}    backends:\n      - { ${pairs(value).join(', ')}, weight: 1 }\n`;
    report = await privileged(cfg(BASE_VALUE), cfg('http://PR-VALUE.example/steal'));
    hellos = readFileSync(record, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { options: Record<string, unknown> });
  });

  test('the command got only the base values, every copy of every name is refused, no proposal, the PR value is shown nowhere', () => {
    const base = Object.fromEntries(NAMES.map((n) => [n, BASE_VALUE]));
    expect(hellos.length).toBeGreaterThan(0);
    for (const h of hellos) expect(h.options).toEqual({ ...base, backends: [{ ...base, weight: 1 }] });
    expect(report.trust?.refused).toEqual(NAMES.flatMap((n) => [`retriever.options.${n}`, `retriever.options.backends[0].${n}`]).sort());
    expect(report.trust?.config_proposals).toEqual([]);
    expectNotShown(report, 'PR-VALUE');
  });

  test.each(NAMES)('%s: the base value reaches the command, both copies are refused, no proposal names it', (name) => {
    for (const h of hellos) {
      expect(h.options[name]).toBe(BASE_VALUE);
      expect((h.options.backends as Array<Record<string, unknown>>)[0][name]).toBe(BASE_VALUE);
    }
    expect(report.trust?.refused).toEqual(expect.arrayContaining([`retriever.options.${name}`, `retriever.options.backends[0].${name}`]));
    expect(report.trust?.config_proposals?.filter((p) => p.key.endsWith(`.${name}`))).toEqual([]);
  });

  test('a name that is not trusted (chunk_size) is a proposal with both values shown, and is not applied either', async () => {
    const record = join(scratch, `hello-${seq++}.jsonl`);
    const cfg = (n: number) => `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER} ${record}`)}\n  options: { chunk_size: ${n} }\n`;
    const report = await privileged(cfg(1000), cfg(300));
    for (const l of readFileSync(record, 'utf8').trim().split('\n')) expect(JSON.parse(l).options).toEqual({ chunk_size: 1000 });
    expect(report.trust?.refused).toEqual([]);
    expect(report.trust?.config_proposals).toEqual([{ key: 'retriever.options.chunk_size', base: '1000', head: '300', effect: 'how chunks are ranked' }]);
    expect(renderComment(report)).toContain('- `retriever.options.chunk_size`: `1000` → `300` (how chunks are ranked)');
  });
});

describe('each trusted key path', () => {
  // Nothing here reaches the network: the URLs are a closed loopback port, and without their API
  // keys dense, rerank and answers fall back to BM25 or are skipped (on_missing_key: bm25).
  const DENSE = (model: string) => `  dense: { base_url: "http://127.0.0.1:9/v1", model: ${model}, api_key_env: RG_NO_SUCH_KEY }\n`;
  const RERANK = (topN: number) => `  rerank: { url: "http://127.0.0.1:9/rerank", api_key_env: RG_NO_SUCH_KEY, top_n: ${topN} }\n`;
  const ANSWERS = (calls: number) => `answers: { base_url: "http://127.0.0.1:9/v1", model: m, api_key_env: RG_NO_SUCH_KEY, max_calls: ${calls} }\n`;
  test.each([
    ['retriever.type', `${CONFIG}retriever:\n  type: hybrid\n${DENSE('m')}`, `${CONFIG}retriever:\n  type: dense\n${DENSE('m')}`, ['retriever.type']],
    ['retriever.on_missing_key', CONFIG, `${CONFIG}retriever:\n  on_missing_key: fail\n`, ['retriever.on_missing_key']],
    ['retriever.dense', `${CONFIG}retriever:\n  type: hybrid\n${DENSE('small')}`, `${CONFIG}retriever:\n  type: hybrid\n${DENSE('PR-VALUE-large')}`, ['retriever.dense']],
    ['retriever.rerank', `${CONFIG}retriever:\n${RERANK(20)}`, `${CONFIG}retriever:\n${RERANK(4987)}`, ['retriever.rerank']],
    ['answers', `${CONFIG}${ANSWERS(50)}`, `${CONFIG}${ANSWERS(4987)}`, ['answers']],
  ])('%s: the base value is used, the key is refused, the PR value is shown nowhere', async (_path, base, head, refused) => {
    const report = await privileged(base, head);
    expect(report.trust?.refused).toEqual(refused);
    expect(report.trust?.config_proposals).toEqual([]);
    expectNotShown(report, 'PR-VALUE');
    expectNotShown(report, '4987');
    // The base's retriever ran: BM25 here (plain, or standing in for the base's keyless hybrid).
    expect(report.retriever).toMatch(/^bm25/);
  });
});
