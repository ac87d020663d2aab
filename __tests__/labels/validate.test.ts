/**
 * `retrieval-gate validate` and `eval --strict` on real pages (poetry's docs at a real commit,
 * poetry-fixture.ts, plus one small page of our own for an ambiguous anchor): each kind of
 * problem with its exit status, its `file:line:column` and its message. Skipped when the mirror
 * is absent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';
import { writeFiles } from '../engine/repo-fixture';
import { AFTER, checkoutDocs, poetryPresent } from './poetry-fixture';

const present = poetryPresent();
const maybe = present ? describe : describe.skip;

const CONFIG = "docs: ['docs/**/*.md']\nk: [1, 5]\npass_k: 5\n";
const CLEAN = `questions:
  - id: V1
    question: How do I put a new package into my project?
    relevant: [{any: [docs/cli.md#add, docs/basic-usage.md#specifying-dependencies]}]
  - id: V2
    question: Which options does poetry remove take?
    relevant: [docs/cli.md#remove]
`;

maybe('validate on poetry docs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-validate-'));
    checkoutDocs(dir, AFTER);
    writeFiles(dir, {
      'cfg.yml': CONFIG,
      'clean.yml': CLEAN,
      // A heading whose explicit id is another heading's slug: '#setup' names both sections.
      'docs/zz-ambiguous.md': '# Setup notes\n\n## Setup\n\nInstall first.\n\n## Getting ready {#setup}\n\nThen configure.\n',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const io = recordingIo(dir);
    const code = await main(['validate', '--dir', '.', '--config', 'cfg.yml', ...args], io);
    return { code, out: io.out, err: io.err };
  };

  test('a clean golden set: exit 0, the health block, then one summary line', async () => {
    const r = await run('--golden', 'clean.yml');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^health: 2 questions scored \(2 answerable\).*\n(?: {2}.*\n)+clean\.yml: 2 questions, 3 labels checked against .* documents, .* chunks\): no problem\n$/);
  });

  test('each kind of problem at its line and column; errors exit 2', async () => {
    writeFiles(dir, {
      'bad.yml': `questions:
  - id: B1
    question: Which options does poetry remove take?
    relevant: [docs/cli.md#optons]
  - id: B2
    question: Which options does poetry remove take?
    relevant:
      - docs/cli.md#options-15
  - id: B3
    question: How do I add a dependency?
    relevant: [{any: [docs/cli.md#add, docs/basic-usage.md#specifying-deps]}]
    forbidden: [docs/gone.md]
  - id: B4
    question: What is set up first?
    relevant: [docs/zz-ambiguous.md#setup]
`,
    });
    const r = await run('--golden', 'bad.yml');
    expect(r.code).toBe(2);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^bad\.yml:4:16: error: question 'B1': label 'docs\/cli\.md#optons' does not resolve in \. \(the question leaves every mean\): no such anchor #optons in docs\/cli\.md; closest by spelling: docs\/cli\.md#options/);
    expect(lines[1]).toMatch(/^bad\.yml:8:9: warning: question 'B2': 'docs\/cli\.md#options-15' is a numbered repeat of the heading "Options" \(Commands > remove > Options\): it will name another section when the page is reordered; use docs\/cli\.md#remove \(the section that holds it, whose anchor is unique\)/);
    expect(lines[1]).toMatch(/\[fix: docs\/cli\.md#remove\]$/);
    expect(lines[2]).toMatch(/^bad\.yml:11:40: warning: question 'B3': group member 'docs\/basic-usage\.md#specifying-deps' resolves nowhere in \. \(the group still resolves through its other members\)/);
    expect(lines[3]).toMatch(/^bad\.yml:12:17: warning: question 'B3': forbidden source 'docs\/gone\.md' names nothing in \., so it is never caught \(deleted\? then the label can go\): no document docs\/gone\.md/);
    expect(lines[4]).toMatch(/^bad\.yml:15:16: warning: question 'B4': 'docs\/zz-ambiguous\.md#setup' names 2 sections of docs\/zz-ambiguous\.md/);
    // Then the health block (a size line and four parts), then the count.
    expect(lines[5]).toMatch(/^health: 4 questions scored \(4 answerable\)/);
    expect(lines.slice(6, 10).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines[10]).toMatch(/: 1 error, 4 warnings$/);
    expect(lines).toHaveLength(11);
    // The same as JSON, with the same exit status.
    const io = recordingIo(dir);
    expect(await main(['validate', '--dir', '.', '--config', 'cfg.yml', '--golden', 'bad.yml', '--json'], io)).toBe(2);
    const json = JSON.parse(io.out);
    expect(json.schema).toBe('retrieval-gate/validate@1');
    expect(json.problems.map((p: { kind: string }) => p.kind)).toEqual(['broken', 'numbered', 'dead-member', 'forbidden-broken', 'ambiguous']);
  });

  test('warnings only: exit 1', async () => {
    writeFiles(dir, { 'warn.yml': 'questions:\n  - id: W1\n    question: Which options does poetry show take?\n    relevant: [docs/cli.md#options-23]\n' });
    const r = await run('--golden', 'warn.yml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/warn\.yml:4:16: warning: .*numbered repeat.*Commands > show > Options.*use docs\/cli\.md#show /);
    expect(r.out).toMatch(/0 errors, 1 warning\n$/);
  });

  test('the config against the golden set: an acknowledged question it does not have, at its line in the config', async () => {
    writeFiles(dir, { 'ack-cfg.yml': `${CONFIG}gate:\n  acknowledged:\n    - id: V2\n      reason: known\n    - id: V9\n      reason: a typo\n` });
    const io = recordingIo(dir);
    expect(await main(['validate', '--dir', '.', '--config', 'ack-cfg.yml', '--golden', 'clean.yml'], io)).toBe(1);
    expect(io.out.split('\n')[0]).toBe("ack-cfg.yml:8:11: warning: gate.acknowledged names question 'V9', which clean.yml does not have: it acknowledges nothing (a typo, or a question since renamed?)");
    expect(io.out).toMatch(/0 errors, 1 warning\n$/);
  });

  test('a config whose docs globs match nothing: exit 2 naming the globs', async () => {
    writeFiles(dir, { 'empty-cfg.yml': "docs: ['manual/**/*.md']\n" });
    const io = recordingIo(dir);
    const code = await main(['validate', '--dir', '.', '--config', 'empty-cfg.yml', '--golden', 'clean.yml'], io);
    expect(code).toBe(2);
    expect(io.err).toMatch(/^retrieval-gate validate: docs: no documents selected in \.: check the `docs` globs \(manual\/\*\*\/\*\.md\)/);
  });

  test('every selected file skipped (one over the section cap): exit 2 naming the file and why, not the globs', async () => {
    writeFiles(dir, { 'capped-cfg.yml': "docs: ['big/**/*.md']\nchunking: { max_file_sections: 10 }\n", 'big/many.md': Array.from({ length: 20 }, (_, i) => `## h${i}\n\nbody\n`).join('\n') });
    const io = recordingIo(dir);
    expect(await main(['validate', '--dir', '.', '--config', 'capped-cfg.yml', '--golden', 'clean.yml'], io)).toBe(2);
    expect(io.err).toMatch(/^retrieval-gate validate: big\/many\.md: no document of \. could be indexed: 1 selected file was skipped \(big\/many\.md: /);
    expect(io.err).not.toMatch(/check the `docs` globs/);
  });

  test('a config with an impossible value: exit 2, file:line:column and the key on stderr', async () => {
    writeFiles(dir, { 'bad-cfg.yml': "docs: ['docs/**/*.md']\nk: [0]\n" });
    const io = recordingIo(dir);
    expect(await main(['validate', '--dir', '.', '--config', 'bad-cfg.yml', '--golden', 'clean.yml'], io)).toBe(2);
    expect(io.err).toMatch(/^retrieval-gate validate: bad-cfg\.yml:2:\d+: k\[0\]: /);
    expect(io.out).toBe('');
  });

  test('a golden set that does not parse: exit 2, file:line:column on stderr, as every command', async () => {
    writeFiles(dir, { 'broken.yml': 'questions:\n  - id: X1\n    question: Why?\n    relevant: [{any: []}]\n' });
    const io = recordingIo(dir);
    const code = await main(['validate', '--dir', '.', '--config', 'cfg.yml', '--golden', 'broken.yml'], io);
    expect(code).toBe(2);
    expect(io.err).toMatch(/broken\.yml:4:22: .*'any' must list at least one label/);
  });

  test('chunks suggests the stable label for a numbered repeat, and only for one', async () => {
    const io = recordingIo(dir);
    expect(await main(['chunks', '--dir', '.', '--config', 'cfg.yml', 'docs/cli.md'], io)).toBe(0);
    const lines = io.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('  docs/cli.md#options-15 '));
    expect(lines[at + 1]).toBe('    Commands [#commands] > remove [#remove] > Options [#options-15]');
    expect(lines[at + 2]).toBe('    label: docs/cli.md#remove (#options-15 is a numbered repeat of its heading and moves when the page is reordered)');
    // The first "Options" is not numbered: no label line under it.
    const first = lines.findIndex((l) => l.startsWith('  docs/cli.md#options '));
    expect(lines[first + 2]).toMatch(/^ {4}\| /);
    const json = recordingIo(dir);
    expect(await main(['chunks', '--dir', '.', '--config', 'cfg.yml', 'docs/cli.md', '--json'], json)).toBe(0);
    const chunks = JSON.parse(json.out).docs[0].chunks as Array<{ id: string; stable_label?: string }>;
    expect(chunks.find((c) => c.id === 'docs/cli.md#options-15')?.stable_label).toBe('docs/cli.md#remove');
    expect(chunks.find((c) => c.id === 'docs/cli.md#options')?.stable_label).toBeUndefined();
    // 27 numbered repeats of "Options" on the page, each with a stable label.
    expect(new Set(chunks.filter((c) => /#options-\d+$/.test(c.id) && c.stable_label).map((c) => c.id)).size).toBe(27);
  });

  test('eval shows the first 20 problems and counts the rest; validate lists them all', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `  - id: M${i + 1}\n    question: Which flags can I pass here?\n    relevant: [docs/cli.md#options-${i + 1}]\n`).join('');
    writeFiles(dir, { 'many.yml': `questions:\n${many}` });
    const io = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'many.yml'], io)).toBe(0);
    expect(io.err.split('\n').filter((l) => /^many\.yml:\d+:16: warning: /.test(l))).toHaveLength(20);
    expect(io.err).toMatch(/…and 5 more \('retrieval-gate validate' lists them all/);
    const v = await run('--golden', 'many.yml');
    expect(v.code).toBe(1);
    expect(v.out).toMatch(/0 errors, 25 warnings\n$/);
  });

  test('search names the stable label of a numbered hit', async () => {
    const io = recordingIo(dir);
    expect(await main(['search', 'poetry remove options dry-run lock', '--dir', '.', '--config', 'cfg.yml', '-k', '20'], io)).toBe(0);
    const lines = io.out.split('\n');
    const at = lines.findIndex((l) => / docs\/cli\.md#options-15$/.test(l));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 2].trim()).toBe('label: docs/cli.md#remove (#options-15 is a numbered repeat of its heading)');
  });

  test('eval prints the same problems on stderr; only --strict fails on them', async () => {
    const plain = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'warn.yml'], plain)).toBe(0);
    expect(plain.err).toMatch(/warn\.yml:4:16: warning: .*numbered repeat/);
    expect(plain.err).toMatch(/--strict \(or 'retrieval-gate validate'\) fails on them/);
    const strict = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'warn.yml', '--strict'], strict)).toBe(1);
    const strictBad = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'bad.yml', '--strict'], strictBad)).toBe(2);
    expect(strictBad.err).toMatch(/bad\.yml:4:16: error: /);
  });
});
