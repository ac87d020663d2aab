/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
// `retrieval-gate draft` in-process on a folder of docs: logs in the three formats, planted
// near-duplicates collapsing, planted personal data and secrets never reaching stdout, --json or
// the written golden set, bad logs named by file, line and field (exit 2), drafts appended to an
// existing set and then left out of eval, noted by eval and validate.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { collapseQuestions } from '../../src/text/near-duplicates';
import { maskSecrets } from '../../src/draft/mask';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { writeFiles } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';
import { cpuMs } from '../support/timing';
import { startChatServer, type ChatServer } from '../support/loopback-chat';
import { parseGoldenSet } from '../../src/golden/parse';

const DOCS: Record<string, string> = {
  'docs/install.md': '# Install\n\n## With pip\n\nRun `pip install acme` in a virtual environment.\n\n## From source\n\nClone the repository and run `make install`.\n',
  'docs/auth.md': '# Authentication\n\n## Reset your password\n\nOpen Settings, choose Security, then Reset password. A link arrives by e-mail.\n\n## API tokens\n\nCreate a personal token under Settings › Tokens; send it in the Authorization header.\n',
  'docs/billing.md': '# Billing\n\n## Refunds\n\nRefunds reach your card within 5 working days.\n\n## Invoices\n\nDownload invoices as PDF from the Orders page.\n',
};

/** Every planted secret, and the kind of mask it gets. */
const SECRETS = [
  'jane.doe+support@example.co.uk',
  'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8',
  'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz',
  'sk-proj-Xb3kP9qLm2Vn7Rt5Wz8Yc1Hd4Jf6Gs0A',
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'deadbeefcafebabe0123456789abcdef0011223344',
  'hunter2pass',
];

const LOG = [
  'How do I reset my password?',
  'how do i reset my password',
  'Hi! How do I reset   my password?? thanks',
  'How do I reset my pasword?',
  'How do I install acme with pip?',
  'hello, how do I install acme with pip',
  `My refund is late, my mail is ${SECRETS[0]}`,
  `The API says 401 with token ${SECRETS[1]} and ${SECRETS[2]}`,
  `openai key ${SECRETS[3]} does not work with the API tokens`,
  `aws ${SECRETS[4]} secret ${SECRETS[5]} and ${SECRETS[6]}`,
  `see https://admin:${SECRETS[7]}@example.com/invoices for my invoices`,
  'thanks!',
  '',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-draft-'));
  writeFiles(dir, DOCS);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-cache`, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
  const io = recordingIo(dir);
  // The user's cache folder (answers.cache_dir only turns the cache on): outside the docs folder.
  io.env = { RETRIEVAL_GATE_CACHE_DIR: `${dir}-cache` };
  const code = await main(['draft', ...args], io);
  return { code, out: io.out, err: io.err };
};

function expectNoSecret(text: string): void {
  for (const s of SECRETS) expect(text).not.toContain(s);
  expect(text).not.toContain('jane.doe');
}

describe('draft from a plain log', () => {
  test('near-duplicates collapse into the most frequent wording with a count; secrets never reach any output', async () => {
    writeFileSync(join(dir, 'log.txt'), LOG);
    const r = await run('--questions', 'log.txt', '--dir', '.', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const reset = j.questions.find((q: { question: string }) => /reset/i.test(q.question));
    expect(reset).toEqual(expect.objectContaining({ question: 'How do I reset my password?', count: 4 }));
    expect(j.questions.find((q: { question: string }) => /pip/.test(q.question)).count).toBe(2);
    // Four questions of their own plus the two merged groups; "thanks!" is no question.
    expect(j.questions).toHaveLength(7);
    expect(j.skipped).toBe(1);
    expect(j.merged.map((m: { id: string; variants: string[] }) => m.variants.length).sort()).toEqual([1, 3]);
    expect(j.masked).toBe(SECRETS.length);
    // Candidates: labels of the golden-set form, with their heading trail and a snippet.
    expect(reset.candidates[0]).toEqual(expect.objectContaining({ label: 'docs/auth.md#reset-your-password', heading: 'Authentication › Reset your password' }));
    expect(reset.candidates[0].snippet).toMatch(/^Open Settings/);
    expect(reset.candidates.length).toBeLessThanOrEqual(8);
    const written = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    expect(written).toContain('draft: true');
    for (const text of [r.out, r.err, written]) expectNoSecret(text);
    // The comments name the log as given (a path inside the folder) with its lines.
    expect(written).toContain('# draft: asked 4 times (log.txt lines 1, 2, 3, 4)');
    // The human text too, on a second run over the same log: nothing is appended twice.
    const h = await run('--questions', 'log.txt', '--dir', '.');
    expect(h.code).toBe(0);
    expectNoSecret(h.out + h.err);
    expect(h.out).toMatch(/^no question to draft \(.*7 questions already in (\.\/)?\.github\/retrieval-golden\.yml/m);
    expect(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8')).toBe(written);
  });

  test('a plain draft then draft --json on the same log appends its questions once; a new question in the log is drafted alone', async () => {
    writeFileSync(join(dir, 'log.txt'), 'How do I reset my password?\nHow do I install acme with pip?\n');
    expect((await run('--questions', 'log.txt', '--dir', '.')).code).toBe(0);
    const first = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    expect(parseGoldenSet(first, 'g.yml').drafts).toHaveLength(2);
    writeFileSync(join(dir, 'log.txt'), 'how do I reset my password\nHow do I install acme with pip?\nWhere are my invoices?\n');
    const j = JSON.parse((await run('--questions', 'log.txt', '--dir', '.', '--json')).out);
    expect(j.already).toBe(2);
    expect(j.questions.map((q: { question: string }) => q.question)).toEqual(['Where are my invoices?']);
    const qs = parseGoldenSet(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8'), 'g.yml').drafts ?? [];
    expect(qs.map((q) => q.question)).toEqual(['How do I reset my password?', 'How do I install acme with pip?', 'Where are my invoices?']);
  });

  test('a log outside the folder is named by its file name alone in the committed comments, never by a local path', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'rg-log-'));
    try {
      const abs = join(outside, 'support-export.txt');
      writeFileSync(abs, 'How do I reset my password?\n');
      expect((await run('--questions', abs, '--dir', '.')).code).toBe(0);
      const written = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
      expect(written).toContain('# draft: asked 1 time (support-export.txt line 1)');
      expect(written).not.toContain(outside);
      expect(written).not.toContain(tmpdir());
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('CSV with a question column and JSONL with a question field read the same questions', async () => {
    const rows = LOG.split('\n').filter(Boolean);
    writeFileSync(join(dir, 'log.csv'), `id,question,when\n${rows.map((q, i) => `${i},"${q.replace(/"/g, '""')}",2026-01-0${(i % 9) + 1}`).join('\n')}\n`);
    writeFileSync(join(dir, 'log.jsonl'), `${rows.map((q) => JSON.stringify({ question: q, user: 'x' })).join('\n')}\n`);
    const a = JSON.parse((await run('--questions', 'log.csv', '--dir', '.', '--json', '--out', 'a.yml')).out);
    const b = JSON.parse((await run('--questions', 'log.jsonl', '--dir', '.', '--json', '--out', 'b.yml')).out);
    expect(a.questions.map((q: { question: string; count: number }) => [q.question, q.count])).toEqual(b.questions.map((q: { question: string; count: number }) => [q.question, q.count]));
    expect(a.masked).toBe(SECRETS.length);
    expectNoSecret(readFileSync(join(dir, 'a.yml'), 'utf8') + readFileSync(join(dir, 'b.yml'), 'utf8'));
    // CSV lines: the header is line 1.
    expect(a.questions.find((q: { question: string }) => /reset/i.test(q.question)).lines).toEqual([2, 3, 4, 5]);
  });
});

describe('bad logs: one message with file, line and field, exit 2, nothing written', () => {
  test.each([
    ['missing.txt', null, /missing\.txt: cannot read the query log: no such file/],
    ['log.csv', 'id,text\n1,How do I reset?\n', /log\.csv:1: .*no 'question' column/],
    ['log.jsonl', `{"question": "ok?"}\n{"question": "bad ${SECRETS[1]}"\n`, /log\.jsonl:2: not a JSON object/],
    ['log.jsonl', '{"question": "ok?"}\n{"q": "no field"}\n', /log\.jsonl:2: .*'question' is missing/],
    ['log.csv', 'question\n"unterminated\n', /log\.csv:2: column 1: not a valid CSV: a quoted field is never closed/],
    // csv-parse's own message would end in `value is "my mail …"`: the row is never quoted.
    ['log.csv', `id,question\n1,How do I install?\n2,my mail ${SECRETS[0]} and ${SECRETS[1]} "broke" it\n`, /log\.csv:3: column 2: not a valid CSV: a quote inside a field that does not start with one/],
  ])('%s', async (file, content, message) => {
    if (content !== null) writeFileSync(join(dir, file), content);
    const r = await run('--questions', file, '--dir', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expectNoSecret(r.err);
    expect(() => readFileSync(join(dir, '.github/retrieval-golden.yml'))).toThrow();
  });
  test('no --questions', async () => {
    const r = await run('--dir', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--questions FILE is required/);
  });
});

describe('drafts in a golden set that exists', () => {
  const GOLDEN = '# our set\nquestions:\n  - id: Q1\n    question: Where do refunds go?   # keep\n    relevant: [docs/billing.md#refunds]\n';
  test('appended after its questions, its text kept; eval does not score them and says so; validate warns', async () => {
    writeFileSync(join(dir, 'log.txt'), 'How do I install from source?\nHow do I get an invoice?\n');
    writeFiles(dir, { '.github/retrieval-golden.yml': GOLDEN });
    expect((await run('--questions', 'log.txt', '--dir', '.')).code).toBe(0);
    const text = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    expect(text.startsWith(GOLDEN)).toBe(true);
    const io = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--json'], io)).toBe(0);
    const e = JSON.parse(io.out);
    expect(e.questions.map((q: { id: string }) => q.id)).toEqual(['Q1']);
    expect(e.golden.drafts).toEqual(['draft-001', 'draft-002']);
    const t = recordingIo(dir);
    await main(['eval', '--dir', '.'], t);
    expect(t.out).toContain('2 draft questions not yet reviewed: `retrieval-gate review`');
    const v = recordingIo(dir);
    expect(await main(['validate', '--dir', '.'], v)).toBe(0);
    expect(v.out).toContain('warning: 2 draft questions not yet reviewed');
    const vj = recordingIo(dir);
    expect(await main(['validate', '--dir', '.', '--json'], vj)).toBe(0);
    expect(JSON.parse(vj.out).golden).toEqual(expect.objectContaining({ questions: 1, drafts: ['draft-001', 'draft-002'] }));
  });
  test('a golden set that does not parse is reported, not appended to', async () => {
    writeFileSync(join(dir, 'log.txt'), 'How do I install?\n');
    writeFiles(dir, { '.github/retrieval-golden.yml': 'questions:\n  - id: Q1\n    question: x\n' });
    const r = await run('--questions', 'log.txt', '--dir', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/retrieval-golden\.yml:2.*'relevant' is missing/);
    expect(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8')).toBe('questions:\n  - id: Q1\n    question: x\n');
  });
});

describe('masking and collapsing, directly', () => {
  test('each shape is masked, ordinary words and paths are not', () => {
    for (const s of SECRETS.slice(0, 7)) expect([s, maskSecrets(`x ${s} y`).text]).not.toEqual([s, expect.stringContaining(s)]);
    expect(maskSecrets('How do I set astro.config.mjs and src/components/ReactCounterButton.tsx?').masked).toBe(0);
    expect(maskSecrets('https://user:pw@host.example/x').text).toBe('https://[credentials]@host.example/x');
  });
  test('a log of 100,000 lines collapses through the index, not pair by pair', () => {
    const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
    const syllables = ['ba', 'ko', 'ri', 'mu', 'te', 'sa'];
    // Three slots of 36 made-up words each (two of them can never be one word's typo: a slot prefix each).
    const slot = (p: string) => syllables.flatMap((x) => syllables.map((y) => `${p}${x}${y}`));
    const [a, b, c] = [slot('zal'), slot('quon'), slot('vesk')];
    const entries: Array<{ text: string; line: number }> = [];
    const wording = [(q: string) => q, (q: string) => q.toLowerCase(), (q: string) => `Hi, ${q} thanks`, (q: string) => q.replace('?', ' ??')];
    for (let i = 0; i < 100_000; i++) {
      const n = i % 25_000;
      // 25,000 distinct questions (any two differ in a word: Jaccard at most 0.6), each asked four ways.
      const q = `How do I ${a[n % 36]} the ${b[Math.floor(n / 36) % 36]} with ${c[Math.floor(n / 1296) % 36]}?`;
      entries.push({ text: wording[Math.floor(i / 25_000)](q), line: i + 1 });
    }
    let clusters: ReturnType<typeof collapseQuestions>['clusters'] = [];
    // Processor time, not the clock (a loaded machine's waits are not the work: support/timing.ts).
    const ms = cpuMs(() => ({ clusters } = collapseQuestions(entries, { words: (t) => analyzer.analyze(t) })));
    expect(clusters).toHaveLength(25_000);
    expect(clusters.every((x) => x.count === 4 && /^How do I \S+ the \S+ with \S+\?$/.test(x.question))).toBe(true);
    // Pairwise over 25,000 groups is 312 million comparisons; the index makes it a few seconds at most.
    expect(ms).toBeLessThan(30_000);
  });
});

describe('draft --generate, against a loopback chat server', () => {
  let server: ChatServer;
  beforeEach(async () => {
    server = await startChatServer();
  });
  afterEach(async () => server.close());

  const long = (topic: string) => `${topic} ${'Configuration details explain carefully which environment variables matter, whether deployment happens automatically, and what maintenance windows mean for customers. '.repeat(3)}`;
  const config = (maxCalls: number) => `answers:\n  base_url: ${server.baseUrl}\n  model: writer\n  max_calls: ${maxCalls}\n  cache_dir: .cache/answers\n`;

  test('drafts N questions from sampled sections, drops a heading copy, labels each with its section, caches replies', async () => {
    writeFiles(dir, {
      'docs/install.md': `# Install\n\n## With pip\n\n${long('Installing with pip.')}\n\n## From source\n\n${long('Building from source.')}\n`,
      'docs/billing.md': `# Billing\n\n## Refunds\n\n${long('Refunds.')}\n`,
      '.github/retrieval-gate.yml': config(20),
    });
    server.copyHeading = 1;
    const r = await run('--dir', '.', '--generate', '2', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.generated).toEqual(expect.objectContaining({ calls: 3, cached: 0, dropped_overlap: 1 }));
    expect(j.generated.ids).toHaveLength(2);
    const text = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    const g = parseGoldenSet(text, 'g');
    expect(g.drafts).toHaveLength(2);
    for (const d of g.drafts!) {
      expect(d.tags[0]).toBe('generated');
      expect(d.question).not.toMatch(/^What is /);
    }
    // Each is labelled with the section it was drafted from (the first candidate; the comment says which).
    const from = [...text.matchAll(/# draft: generated \((\w+)\) from (\S+)/g)].map((m) => m[2]);
    expect(from).toHaveLength(2);
    expect(g.drafts!.map((d) => d.candidates![0].raw)).toEqual(from);
    // Run again: the same sections, the replies from the cache, no request sent; the questions repeat and are dropped.
    const calls = server.calls;
    const again = JSON.parse((await run('--dir', '.', '--generate', '2', '--json', '--out', 'other.yml')).out);
    expect(server.calls).toBe(calls);
    expect(again.generated.cached).toBeGreaterThanOrEqual(3);
  });

  test('bounded by answers.max_calls; without answers: exit 2 naming the section', async () => {
    writeFiles(dir, { 'docs/a.md': `# A\n\n## One\n\n${long('One.')}\n\n## Two\n\n${long('Two.')}\n`, '.github/retrieval-gate.yml': config(1) });
    const r = JSON.parse((await run('--dir', '.', '--generate', '5', '--json')).out);
    expect(server.calls).toBe(1);
    expect(r.generated.cap_reached).toBe(true);
    writeFiles(dir, { '.github/retrieval-gate.yml': 'k: [1, 5]\n' });
    const e = await run('--dir', '.', '--generate', '2');
    expect(e.code).toBe(2);
    expect(e.err).toMatch(/--generate needs a chat endpoint: an 'answers:' section/);
  });
});
