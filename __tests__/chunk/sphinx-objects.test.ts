// Sphinx object descriptions as sections (reST and MyST): each object's anchor is the id Sphinx's
// HTML builder writes. The expected ids are not guessed: sphinx-ids.json holds the ids a real
// Sphinx build wrote for the fixtures next to it (built once, outside the test run; see its
// `built_by`), and every object id the chunker gives must be one of them, and the reverse.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { chunkMarkdown } from '../../src/chunk/markdown';
import { chunkRst } from '../../src/chunk/rst';
import { sphinxId, optionNames, pySignature, cName } from '../../src/chunk/sphinx-ids';
import { anchorFacts } from '../../src/golden/stable-anchor';
import { mayName, TRUSTED_HEAD } from '../../src/compare/fix-rules';
import { createLabelResolver } from '../../src/golden/resolve';
import { parseLabel } from '../../src/golden/label';
import type { Doc, Label } from '../../src/types';
import { CHUNKING } from './helpers';
import { corpusPath, ifCorpus } from '../support/corpora';

const FIXTURES = join(__dirname, '../fixtures/sphinx');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const SPHINX: Record<string, string[]> = JSON.parse(read('sphinx-ids.json')).ids;

const label = (raw: string): Label => (parseLabel(raw) as { label: Label }).label;

function doc(path: string, text: string): Doc {
  return parseDocument({ path, text, hash: `h-${text.length}-${path}`, size: text.length }, CHUNKING);
}

/** Every anchor of the object sections of a document (headings known by an id, not a GitHub slug). */
function objectIds(path: string, text: string): Set<string> {
  const raw = path.endsWith('.md') ? chunkMarkdown(text, 0, false) : chunkRst(text, 0);
  const ids = new Set<string>();
  for (const s of raw.sections) if (s.heading?.ownSlug !== undefined) for (const id of [s.heading.ownSlug, ...s.heading.ids]) if (id) ids.add(id);
  // Module ids sit on the heading they stand under.
  for (const s of raw.sections) for (const id of s.heading?.ids ?? []) if (id.startsWith('module-')) ids.add(id);
  return ids;
}

describe('Sphinx ids: the builder’s rules', () => {
  test.each([
    ['confval-filterwarnings', 'confval-filterwarnings'],
    ['cmdoption-pytest--x', 'cmdoption-pytest-x'],
    ['cmdoption---verbose', 'cmdoption-verbose'],
    ['envvar-PYTEST_ADDOPTS', 'envvar-PYTEST_ADDOPTS'],
    ['term-Test function', 'term-Test-function'],
    ['_pytest.config.Config', 'pytest.config.Config'],
    ['12.3 release', 'release'],
    ['envvar-straße ÆON', 'envvar-strasze-ON'],
    ['name--', 'name'],
    ['..', ''],
  ])('%j → %j', (input, id) => expect(sphinxId(input)).toBe(id));

  test('option names, Python and C signatures as Sphinx reads them', () => {
    expect(optionNames('-x, --exitfirst')).toEqual(['-x', '--exitfirst']);
    expect(optionNames('--maxfail=NUM')).toEqual(['--maxfail']);
    expect(optionNames('-o OVERRIDE_INI, --override-ini=OVERRIDE_INI')).toEqual(['-o', '--override-ini']);
    expect(optionNames('--opt[=value]')).toEqual(['--opt']);
    expect(optionNames('file_or_dir')).toEqual(['file_or_dir']);
    expect(pySignature('Flask.route(rule, **options) -> Callable')).toEqual({ prefix: 'Flask.', name: 'route' });
    expect(pySignature('weird signature here')).toBeNull();
    expect(pySignature('Flask.')).toBeNull();
    expect(cName('int PyObject_SetAttr(PyObject *o, const char *name)')).toBe('PyObject_SetAttr');
    expect(cName('void (*callback)(int)')).toBe('callback');
    expect(cName('char name[16]')).toBe('name');
  });
});

describe('object ids agree with a real Sphinx build', () => {
  test.each(['reference.rst', 'edge.rst', 'myst.md'])('%s: every object anchor is an id Sphinx wrote, and every object id Sphinx wrote is an anchor', (name) => {
    const mine = objectIds(name, read(name));
    const theirs = new Set(SPHINX[name]);
    expect([...mine].filter((id) => !theirs.has(id))).toEqual([]);
    // Sphinx's own section ids (docutils ids of titles and labels, `idN`) are not object ids.
    const sectionLike = (id: string) => /^(?:id\d+|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(id) && !/^(?:confval|envvar|cmdoption|term|module|directive|role)-/.test(id);
    expect([...theirs].filter((id) => !sectionLike(id) && !mine.has(id))).toEqual([]);
  });
});

describe('pytest-style reference page', () => {
  const text = read('reference.rst');
  const d = doc('doc/en/reference.rst', text);
  const byId = new Map(d.chunks.map((c) => [c.id, c]));

  test('each confval, option, envvar, Python object and glossary term is a chunk of its own, under the page’s trail', () => {
    const ids = d.chunks.map((c) => c.id.slice('doc/en/reference.rst#'.length));
    expect(ids).toEqual(expect.arrayContaining([
      'confval-addopts', 'confval-cache_dir', 'confval-filterwarnings', 'confval-minversion', 'confval-xfail_strict',
      'envvar-CI', 'envvar-PYTEST_ADDOPTS', 'envvar-PYTEST_DEBUG',
      'cmdoption-pytest-x', 'cmdoption-pytest-maxfail', 'cmdoption-pytest-o', 'cmdoption-pytest-arg-file_or_dir',
      'pytest.approx', 'pytest.fail', 'pytest.skip', 'pytest.Config', 'pytest.Config.getini', 'pytest.Config.option',
      'term-fixture', 'term-conftest.py',
    ]));
    // No ordinal ids under "Configuration Options" any more.
    expect(ids.filter((id) => id.startsWith('configuration-options:'))).toEqual([]);
    const fw = byId.get('doc/en/reference.rst#confval-filterwarnings')!;
    expect(fw.trail.map((h) => h.text)).toEqual(['API Reference', 'Configuration Options', 'filterwarnings']);
    expect(fw.anchors).toEqual(['api-reference', 'id1', 'configuration-options', 'ini options ref', 'ini-options-ref', 'confval-filterwarnings'].filter((a) => fw.anchors.includes(a)));
    expect(fw.anchors).toContain('confval-filterwarnings');
    expect(fw.text).toContain('ignore::DeprecationWarning');
    expect(fw.text).toContain('into errors.');
    expect(fw.text).not.toContain('minversion');
    expect(fw.indexText.startsWith('API Reference > Configuration Options > filterwarnings\n\n')).toBe(true);
    // Options and their aliases: one section, every name an anchor.
    const x = byId.get('doc/en/reference.rst#cmdoption-pytest-x')!;
    expect(x.trail[x.trail.length - 1]).toMatchObject({ text: '-x, --exitfirst', slug: 'cmdoption-pytest-x', ids: ['cmdoption-pytest-exitfirst'] });
    // A confval's :type: and :default: are in its chunk (they are its header).
    expect(byId.get('doc/en/reference.rst#confval-xfail_strict')!.text).toContain(':default: ``False``');
    // The glossary entry with two terms carries both ids; its definition's two paragraphs are its text.
    const conftest = byId.get('doc/en/reference.rst#term-conftest.py')!;
    expect(conftest.trail[conftest.trail.length - 1].ids).toEqual(['term-conftest']);
    expect(conftest.text).toContain('Several of them may apply to one test.');
  });

  test('text after an object’s body belongs to the section it stands in again', () => {
    const after = d.chunks.find((c) => c.text.includes('returned by the ``pytestconfig`` fixture'))!;
    expect(after.trail.map((h) => h.text)).toEqual(['API Reference', 'Objects']);
    expect(after.id).toBe('doc/en/reference.rst#objects:2');
    const method = byId.get('doc/en/reference.rst#pytest.Config.getini')!;
    expect(method.trail.map((h) => h.text)).toEqual(['API Reference', 'Objects', 'Config', 'Config.getini']);
    // The class's own chunk holds its text, not its members'.
    const cls = byId.get('doc/en/reference.rst#pytest.Config')!;
    expect(cls.text).toContain('Access to configuration values');
    expect(cls.text).not.toContain('Return configuration value');
  });

  test('labels on objects resolve to their section only; the heading above covers them', () => {
    const r = createLabelResolver([d]);
    expect(r.resolve(label('doc/en/reference.rst#confval-filterwarnings'))).toEqual(['doc/en/reference.rst#confval-filterwarnings']);
    expect(r.resolve(label('doc/en/reference.rst#cmdoption-pytest-exitfirst'))).toEqual(['doc/en/reference.rst#cmdoption-pytest-x']);
    const section = r.resolve(label('doc/en/reference.rst#configuration-options'));
    expect(section).toEqual(expect.arrayContaining(['doc/en/reference.rst#confval-addopts', 'doc/en/reference.rst#confval-xfail_strict']));
    expect(section).not.toContain('doc/en/reference.rst#cmdoption-pytest-x');
  });

  test('an autodoc directive without a body is still its own section with the object’s id', () => {
    const approx = byId.get('doc/en/reference.rst#pytest.approx')!;
    expect(approx.text).toBe('.. autofunction:: pytest.approx');
    expect(approx.trail[approx.trail.length - 1].text).toBe('pytest.approx');
  });
});

describe('duplicates, options of no program, depth', () => {
  const text = read('edge.rst');
  const d = doc('edge.rst', text);

  test('a repeated object is noted, keeps its own Sphinx id, and shares the repeated one: a fix may not name it', () => {
    expect(d.notes.filter((n) => n.includes('duplicate object description of #confval-dup'))).toHaveLength(2);
    const dups = d.chunks.filter((c) => c.trail.some((h) => h.text === 'dup'));
    expect(dups.map((c) => c.id)).toEqual(['edge.rst#confval-dup', 'edge.rst#confval-0', 'edge.rst#confval-1']);
    const facts = anchorFacts(d, 'confval-dup');
    expect(facts.sections).toBe(3);
    expect(mayName(d, 'confval-dup', undefined, TRUSTED_HEAD)).toBe(false);
    expect(mayName(d, 'confval-0', undefined, TRUSTED_HEAD)).toBe(true);
    expect(createLabelResolver([d]).resolve(label('edge.rst#confval-dup'))).toHaveLength(3);
  });

  test('`:no-index:`, `describe` and unreadable signatures: no id Sphinx does not write', () => {
    const hidden = d.chunks.find((c) => c.text.includes('.. py:function:: hidden()'))!;
    expect(hidden.trail.map((h) => h.text)).toEqual(['Edge Cases']);
    const described = d.chunks.find((c) => c.text.includes('Described.'))!;
    expect(described.trail.map((h) => h.text)).toEqual(['Edge Cases', 'anything goes']);
    expect(described.trail[1].slug).toBe('');
    expect(described.id.startsWith('edge.rst#edge-cases:')).toBe(true);
  });

  test('object descriptions nested past the limit are text of the one around them, with a note', () => {
    let t = 'Deep\n====\n\n';
    for (let i = 0; i < 12; i++) t += `${'   '.repeat(i)}.. class:: C${i}\n\n${'   '.repeat(i + 1)}Body ${i}.\n\n`;
    const deep = doc('deep.rst', t);
    expect(deep.notes.some((n) => /nested more than 8 deep/.test(n))).toBe(true);
    expect(deep.chunks.some((c) => c.trail.length === 9 && c.text.includes('Body 11.'))).toBe(true);
    expect(new Set(deep.chunks.map((c) => c.id)).size).toBe(deep.chunks.length);
  });

  test('chunk ids stay unique when an object id equals a heading slug', () => {
    const t = 'Page\n====\n\n.. py:data:: debug\n\n   The flag.\n\ndebug\n-----\n\nA section named like it.\n';
    const ids = doc('p.rst', t).chunks.map((c) => c.id);
    // (The title has no text of its own: folded, as before.)
    expect(ids).toEqual(['p.rst#debug', 'p.rst#debug:2']);
  });
});

describe('MyST directive fences', () => {
  const text = read('myst.md');
  const d = doc('docs/config.md', text);

  test('backtick and colon fences become object sections; other ::: blocks stay as they were', () => {
    const ids = d.chunks.map((c) => c.id.slice('docs/config.md#'.length));
    expect(ids).toEqual(['configuration', 'confval-filterwarnings', 'options:2', 'confval-addopts', 'options:3', 'cmdoption-pytest-x', 'options:4', 'term-fixture', 'term-conftest.py', 'envvar-PYTEST_ADDOPTS', 'options:5', 'Widget', 'Widget.render', 'term-term']);
    const addopts = d.chunks.find((c) => c.id === 'docs/config.md#confval-addopts')!;
    expect(addopts.trail.map((h) => h.text)).toEqual(['Configuration', 'Options', 'addopts']);
    expect(addopts.text).toContain('More text.');
    expect(d.chunks.find((c) => c.id === 'docs/config.md#options:3')!.text).toContain(':::{note}\nA note stays as it was.\n:::');
  });

  test('an object’s body is Markdown: its code stays code, a nested object fence is a section under it', () => {
    const raw = chunkMarkdown(text, 0, false);
    const widget = raw.sections.find((s) => s.heading?.ownSlug === 'Widget')!;
    expect(widget.blocks.map((b) => b.kind)).toEqual(['paragraph', 'code']);
    const render = raw.sections.find((s) => s.heading?.ownSlug === 'Widget.render')!;
    expect(render.heading!.level).toBe(widget.heading!.level + 1);
    const c = d.chunks.find((x) => x.id === 'docs/config.md#Widget.render')!;
    expect(c.trail.map((h) => h.text)).toEqual(['Configuration', 'Nested', 'Widget', 'Widget.render']);
    // A glossary definition indented four spaces is prose, its fence code (Sphinx dedents it).
    const term = raw.sections.find((s) => s.heading?.ownSlug === 'term-term')!;
    expect(term.blocks.map((b) => b.kind)).toEqual(['paragraph', 'code']);
  });
});

describe('the Flask docs (shared corpora): every object directive is a section with a Sphinx-shaped id', () => {
  const root = corpusPath('flask-docs/docs');
  const PY_DIRECTIVE = /^([ \t]*)\.\. (?:py:)?(function|data|class|exception|method|classmethod|staticmethod|attribute|property|decorator|autofunction|autoclass|autoexception|autodata|automethod|autoattribute)::[ \t]+(\S[^(\n]*)/;
  ifCorpus('flask-docs/docs')('each object directive starts a section whose anchor ends with its name; :noindex: ones none', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.rst')) files.push(join(dir, e.name));
      }
    };
    walk(root);
    let objects = 0;
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const raw = chunkRst(text, 0);
      const starts = new Map(raw.sections.filter((s) => s.heading?.ownSlug !== undefined).map((s) => [s.heading!.start, s.heading!]));
      const lines = text.split('\n');
      let at = 0;
      for (let n = 0; n < lines.length; n++) {
        const m = PY_DIRECTIVE.exec(lines[n]);
        const lineStart = at + (m ? m[1].length : 0);
        at += lines[n].length + 1;
        if (!m) continue;
        const noIndex = /^\s+:no-?index:/.test(lines[n + 1] ?? '');
        const h = starts.get(lineStart);
        const where = `${file.slice(root.length + 1)}:${n + 1}`;
        if (noIndex) {
          if (h) problems.push(`${where}: :noindex: but a section #${h.ownSlug}`);
          continue;
        }
        objects++;
        const name = m[3].trim().split('.').pop()!;
        if (!h) problems.push(`${where}: no section`);
        else if (!/^[A-Za-z][A-Za-z0-9._-]*$/.test(h.ownSlug!) || !(h.ownSlug === name || h.ownSlug!.endsWith(`.${name}`))) problems.push(`${where}: #${h.ownSlug} for ${name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(objects).toBeGreaterThan(0);
  });
});
