/**
 * Trusted key names in every spelling an adapter might read, secret-looking names, and values
 * that carry a credential: under a privileged event the BASE's value of such a key is never
 * copied into the pull request's report or comment, whatever the pull request changes it to.
 *
 * The attack (before the fix): the base's `retriever.options` held `URL: https://u:BASE-SECRET@…`,
 * `baseUrl: …`, `Token: …` or `apiKey: …`; names were matched in one case and spelling only
 * (`url`, `_url`), so a PR that changed any of them on `pull_request_target` got a "proposal" that
 * printed the base's value, credential included, in its public comment and report.json. A plain
 * name (`note`) holding `https://u:BASE-SECRET@…` was printed the same way. And a key named
 * `__proto__` was assigned as the options' prototype: its content (`url: …`) was invisible to the
 * trust check and silently dropped from what the adapter got.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InputError } from '../../src/errors';
import { parseConfig } from '../../src/config/parse';
import { trustedName } from '../../src/config/trust';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from '../engine/repo-fixture';

const scratch = mkdtempSync(join(tmpdir(), 'rg-trust-spell-'));
const made: string[] = [scratch];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A protocol-1 retriever that finds nothing. */
const ADAPTER = join(scratch, 'adapter.cjs');
writeFileSync(
  ADAPTER,
  `require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') out({ type: 'hello', protocol: 1, name: 'quiet' });
  if (m.type === 'index') out({ type: 'ready' });
  if (m.type === 'query') out({ type: 'results', id: m.id, hits: [] });
}).on('close', () => process.exit(0));
`,
);

async function privileged(baseConfig: string, headConfig: string): Promise<Report> {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': baseConfig }, { ...DOCS_PR, '.github/retrieval-gate.yml': headConfig });
  made.push(dir);
  return runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'pull_request_target' }, { cwd: dir, env: { PATH: process.env.PATH } });
}

const withOptions = (name: string, value: string) => `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER}`)}\n  options:\n    ${name}: ${JSON.stringify(value)}\n    backends:\n      - { ${name}: ${JSON.stringify(value)} }\n`;

describe('trusted names in every spelling, and secret-looking names', () => {
  const NAMES = ['URL', 'Url', 'baseUrl', 'Base-URL', 'API_KEY_ENV', 'cacheDir', 'Token', 'access_token', 'apiKey', 'x-api-key', 'key', 'client_secret', 'Password', 'Authorization', 'cookie'];
  // One compare answers every name's case: all stand in the same options (and in backends[0]), each
  // a key of its own, and the PR changes all of them. Each case still checks its own two paths;
  // a name the rule stops recognising becomes a proposal that prints the base's credential.
  let report: Report;
  beforeAll(async () => {
    const options = (value: string) => NAMES.map((n) => `${JSON.stringify(n)}: ${JSON.stringify(value)}`);
    const cfg = (value: string) =>
      `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER}`)}\n  options:\n${options(value).map((o) => `    ${o}\n`).join('')}    backends:\n      - { ${options(value).join(', ')} }\n`;
    report = await privileged(cfg('https://u:BASE-SECRET@honest.example/v1'), cfg('http://pr.example/'));
  });

  test('every copy of every name is refused, no proposal, the base value is printed nowhere', () => {
    expect(report.trust?.refused).toEqual(NAMES.flatMap((n) => [`retriever.options.${n}`, `retriever.options.backends[0].${n}`]).sort());
    expect(report.trust?.config_proposals).toEqual([]);
    expect(JSON.stringify(report)).not.toContain('BASE-SECRET');
    expect(renderComment(report)).not.toContain('BASE-SECRET');
  });

  test.each(NAMES)('%s: refused by name (both copies), no proposal names it', (name) => {
    expect(report.trust?.refused).toEqual(expect.arrayContaining([`retriever.options.${name}`, `retriever.options.backends[0].${name}`]));
    expect(report.trust?.config_proposals?.filter((p) => p.key.endsWith(`.${name}`))).toEqual([]);
  });
});

test.each(['token_budget', 'max_tokens', 'keyword_boost'])('%s names a budget, not a credential: not trusted by name', (name) => {
  expect(trustedName(name)).toBe(false);
});

test('a plain name is still a proposal, its credential hidden; a name that only contains "key" (monkey) is not a secret', async () => {
  const base = `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER}`)}\n  options: { note: "https://u:BASE-SECRET@honest.example/v1", monkey: 1 }\n`;
  const head = `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER}`)}\n  options: { note: "plain", monkey: 2 }\n`;
  const report = await privileged(base, head);
  expect(report.trust?.refused).toEqual([]);
  expect(report.trust?.config_proposals?.map((p) => [p.key, p.base, p.head])).toEqual([
    ['retriever.options.monkey', '1', '2'],
    ['retriever.options.note', '"https://***@honest.example/v1"', '"plain"'],
  ]);
  expect(JSON.stringify(report)).not.toContain('BASE-SECRET');
  expect(renderComment(report)).not.toContain('BASE-SECRET');
});

test('__proto__ as a key is a config error with its line, not a hidden prototype', () => {
  const text = `retriever:\n  type: command\n  run: ./r.sh\n  options:\n    __proto__:\n      url: https://evil.example\n`;
  let message = '';
  try {
    parseConfig(text, 'cfg.yml');
  } catch (e) {
    message = (e as InputError).format();
  }
  expect(message).toMatch(/cfg\.yml:5:\d+: retriever\.options\.__proto__: '__proto__' is not a usable key name/);
});

test('anchors, aliases and a `<<` key inside retriever.options: every copy of a trusted name is refused, no value shown', async () => {
  // YAML 1.2 has no merge keys: `<<` is a name like any other, and an alias repeats its anchor's
  // content, so a trusted name reached through either is still walked.
  const cfg = (v: string) =>
    `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${ADAPTER}`)}\n  options:\n    shared: &s { endpoint: "https://u:${v}@x.example" }\n    <<: *s\n    backends:\n      - *s\n`;
  const report = await privileged(cfg('BASE-SECRET'), cfg('pr-value'));
  expect(report.trust?.refused).toEqual(['retriever.options.<<.endpoint', 'retriever.options.backends[0].endpoint', 'retriever.options.shared.endpoint']);
  expect(report.trust?.config_proposals).toEqual([]);
  expect(JSON.stringify(report)).not.toContain('BASE-SECRET');
});
