/**
 * Links users follow from what the tool prints or the docs say: every `docs/….md#anchor` the code
 * or a doc names must land on a heading that exists (slugs computed by github-slugger, the rules
 * GitHub renders anchors with), and nothing user-facing cites the internal spec.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';

const root = join(__dirname, '..', '..');
const md = new MarkdownIt({ html: true });

function walk(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...walk(abs, ext));
    else if (name.endsWith(ext)) out.push(abs);
  }
  return out;
}

/** The anchors GitHub gives a Markdown file's headings, plus explicit `<a id>`/`<a name>` targets. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  const tokens = md.parse(text, {});
  tokens.forEach((t, i) => {
    if (t.type !== 'heading_open') return;
    const inline = tokens[i + 1];
    // The heading's text content, as GitHub slugs it: inline markup dropped, code spans kept as text.
    const content = (inline.children ?? []).filter((c) => c.type === 'text' || c.type === 'code_inline').map((c) => c.content).join('');
    out.add(slugger.slug(content));
  });
  for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1]);
  return out;
}

const cache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  if (!cache.has(file)) cache.set(file, anchorsOf(file));
  return cache.get(file)!;
}

const docFiles = [join(root, 'README.md'), ...walk(join(root, 'docs'), '.md')];
// The top-level usage text, read from its source: test.each needs the command list before any test runs.
const USAGE_TEXT = readFileSync(join(root, 'src/cli/commands/index.ts'), 'utf8');

describe('every docs anchor the code produces exists', () => {
  const sources = walk(join(root, 'src'), '.ts');
  const refs: Array<{ from: string; doc: string; anchor: string }> = [];
  for (const f of sources) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/(?:blob\/main\/)?\b((?:docs\/[\w./-]+|README)\.md)#([\w-]+)/g)) {
      refs.push({ from: relative(root, f), doc: m[1], anchor: m[2] });
    }
  }

  test('the code links to docs anchors (so this test checks something)', () => {
    expect(refs.some((r) => r.from === 'src/github/fork.ts' && r.doc === 'docs/action.md')).toBe(true);
  });

  test.each(refs.map((r) => [`${r.from} → ${r.doc}#${r.anchor}`, r] as const))('%s', (_name, r) => {
    expect([...anchors(join(root, r.doc))]).toContain(r.anchor);
  });
});

describe('every relative link with an anchor in the docs lands on a heading', () => {
  const links: Array<{ from: string; target: string; anchor: string }> = [];
  for (const f of docFiles) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\]\(([^)\s#:]*\.md)?#([^)\s]+)\)/g)) {
      const target = m[1] ? normalize(join(dirname(f), m[1])) : f;
      links.push({ from: relative(root, f), target, anchor: decodeURIComponent(m[2]) });
    }
  }
  test('there are such links', () => {
    expect(links.length).toBeGreaterThanOrEqual(3);
  });
  test.each(links.map((l) => [`${l.from} → ${relative(root, l.target)}#${l.anchor}`, l] as const))('%s', (_name, l) => {
    expect([...anchors(l.target)]).toContain(l.anchor);
  });
});

describe('nothing user-facing cites the internal spec', () => {
  test.each(docFiles.map((f) => [relative(root, f), f]))('%s', (_name, f) => {
    const text = readFileSync(f, 'utf8');
    expect(text).not.toMatch(/CONTRACT|§/);
  });

  // Every command the top-level help lists, so a new command is checked without a new line here.
  const listed = [...new Set([...USAGE_TEXT.matchAll(/^ {2}retrieval-gate ([a-z-]+)/gm)].map((m) => m[1] as string))];
  test('the top-level help lists the commands', () => {
    expect(listed).toEqual(expect.arrayContaining(['compare', 'fix-labels', 'eval', 'search', 'chunks', 'trec', 'beir']));
  });
  test.each(listed)('retrieval-gate %s --help', async (command) => {
    const t = recordingIo(root);
    expect(await main([command, '--help'], t)).toBe(0);
    expect(t.out.length).toBeGreaterThan(100);
    expect(t.out).not.toMatch(/CONTRACT|§/);
    // Every command says what its exit statuses mean, as the top-level help does.
    expect(t.out).toMatch(/^Exit status: 0 /m);
  });

  test('retrieval-gate --help', async () => {
    const t = recordingIo(root);
    await main(['--help'], t);
    expect(t.out).not.toMatch(/CONTRACT|§/);
  });
});
