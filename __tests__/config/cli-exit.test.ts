/** Config errors as a user meets them: `retrieval-gate eval` exits 2 with file:line:column, the key and what was expected. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/commands';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rg-config-'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/a.md'), '# A\n\nhello world\n');
  writeFileSync(path.join(dir, 'golden.yml'), 'questions:\n  - id: R1\n    question: hello\n    relevant: [docs/a.md]\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function evalWith(config: string): Promise<{ code: number; out: string; err: string }> {
  writeFileSync(path.join(dir, 'cfg.yml'), config);
  let out = '';
  let err = '';
  const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (err += t), cwd: dir, env: {} };
  const code = await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'golden.yml'], io);
  return { code, out, err };
}

test.each([
  ['impossible value', 'k: [0]\n', "cfg.yml:1:5: k[0]: 'k' must be a list of positive integers but got '0'"],
  [
    'unknown key',
    'k: [1, 5]\npas_k: 3\n',
    "cfg.yml:2:1: pas_k: unknown key 'pas_k' in the config (did you mean 'pass_k'?); allowed keys: docs, exclude, exclude_defaults, k, pass_k, depth, chunking, retriever, context, gate, answers, jobs, site, baseline, description, name, version",
  ],
  ['wrong type', 'retriever:\n  bm25:\n    k1: fast\n', "cfg.yml:3:9: retriever.bm25.k1: 'retriever.bm25.k1' must be a number ≥ 0 but got 'fast'"],
  ['unknown site generator', 'site:\n  generator: jekyll\n', "cfg.yml:2:14: site.generator: 'site.generator' must be one of auto, github, vitepress, mdbook, docusaurus, mkdocs, starlight, hugo, sphinx but got 'jekyll'"],
  ['unknown site key', 'site:\n  generater: hugo\n', "cfg.yml:2:3: site.generater: unknown key 'generater' in 'site' (did you mean 'generator'?); allowed keys: generator"],
  ['YAML syntax', 'k: [1, 5\n', 'cfg.yml:2:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]'],
])('%s → exit 2 and one clear line', async (_name, config, where) => {
  const r = await evalWith(config);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toBe(`retrieval-gate eval: ${where}\n`);
});

test('a valid config runs', async () => {
  const r = await evalWith('k: [1, 3]\npass_k: 3\n');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/recall@3/);
});
