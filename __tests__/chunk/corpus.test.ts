import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildDocs, DocCache } from '../../src/chunk/corpus';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc, Snapshot, SourceFile } from '../../src/types';

import { CORPORA, hasCorpus, ifCorpus } from '../support/corpora';
const chunking = DEFAULT_CONFIG.chunking;

function readCorpus(name: string): SourceFile[] {
  const root = join(CORPORA, name, 'docs');
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (e.isFile()) {
        const text = readFileSync(abs, 'utf8');
        files.push({ path: relative(root, abs).split('\\').join('/'), hash: `h:${abs}`, text, size: text.length });
      }
    }
  };
  walk(root);
  return files;
}

const label = (path: string, anchor?: string) => ({ raw: anchor ? `${path}#${anchor}` : path, path, ...(anchor ? { anchor } : {}) });

describe('every file of the real corpora chunks without error', () => {
  const names = ['cpp-docs', 'astro-docs', 'flask-docs', 'asciidoctor-docs', 'tldr'];
  const present = names.filter((n) => hasCorpus(n, 'docs'));
  (present.length ? test.each(present) : test.skip.each(names))('%s', (name) => {
    const files = readCorpus(name);
    expect(files.length).toBeGreaterThan(50);
    let chunks = 0;
    // Problems are collected and compared once: an expect() per anchor would dominate the run time.
    const problems: string[] = [];
    for (const f of files) {
      const doc = parseDocument(f, chunking);
      chunks += doc.chunks.length;
      // A file of only directives (AsciiDoc `:attr:` entries, `include::`) has nothing to index.
      const content = f.text.replace(/^(?::[\w!-]+:.*|(?:include|ifdef|ifndef|endif)::.*|\/\/.*)$/gm, '');
      if (doc.chunks.length === 0 && content.trim() !== '' && doc.notes.length === 0) problems.push(`${f.path}: no chunks`);
      if (new Set(doc.chunks.map((c) => c.id)).size !== doc.chunks.length) problems.push(`${f.path}: repeated chunk ids`);
      // A folded section (only links, or only a heading) is carried by the chunk it was folded into.
      const covered = new Set(doc.chunks.flatMap((c) => [...c.anchors, ...(c.folded ?? []).flatMap((f) => f.anchors)]));
      for (const a of doc.anchors) if (!covered.has(a)) problems.push(`${f.path}#${a}: anchor resolves to nothing`);
      for (const c of doc.chunks) if (c.end < c.start || c.text.trim() === '') problems.push(`${c.id}: bad chunk`);
    }
    expect(problems).toEqual([]);
    expect(chunks).toBeGreaterThanOrEqual(files.length);
  });
});

describe('real pages', () => {
  const one = (corpus: string, path: string): Doc => {
    const abs = join(CORPORA, corpus, 'docs', path);
    const text = readFileSync(abs, 'utf8');
    return parseDocument({ path, hash: 'x', text, size: text.length }, chunking);
  };

  ifCorpus('cpp-docs/docs/overview/cpp-conformance-improvements-2019.md')('cpp-docs: `## <a name="x"></a> Title` resolves both #x and the GitHub slug', () => {
    const doc = one('cpp-docs', 'overview/cpp-conformance-improvements-2019.md');
    expect(doc.title).toBe('C++ conformance improvements in Visual Studio 2019');
    const r = createLabelResolver([doc]);
    const byId = r.resolve(label(doc.path, 'improvements_160'));
    const bySlug = r.resolve(label(doc.path, '-conformance-improvements-in-visual-studio-2019-rtw-version-160'));
    expect(byId.length).toBeGreaterThan(5); // the section and its ### subsections
    expect(bySlug).toEqual(byId);
    expect(byId[0]).toBe(`${doc.path}#-conformance-improvements-in-visual-studio-2019-rtw-version-160`);
    const sub = doc.chunks.find((c) => c.id === `${doc.path}#improved-modules-support-for-templates-and-error-detection`)!;
    expect(sub.anchors).toEqual([
      'c-conformance-improvements-behavior-changes-and-bug-fixes-in-visual-studio-2019',
      '-conformance-improvements-in-visual-studio-2019-rtw-version-160',
      'improvements_160',
      'improved-modules-support-for-templates-and-error-detection',
    ]);
    expect(sub.trail.map((h) => h.text)).toEqual([
      'C++ Conformance improvements, behavior changes, and bug fixes in Visual Studio 2019',
      'Conformance improvements in Visual Studio 2019 RTW (version 16.0)',
      'Improved modules support for templates and error detection',
    ]);
    expect(doc.chunks.every((c) => !c.text.includes('ms.date:'))).toBe(true);
  });

  ifCorpus('astro-docs/docs/install-and-setup.mdx')('astro MDX page: imports and JSX components are not prose, their children are', () => {
    const doc = one('astro-docs', 'install-and-setup.mdx');
    expect(doc.format).toBe('mdx');
    expect(doc.title).toBe('Install Astro');
    const all = doc.chunks.map((c) => c.text).join('\n');
    expect(all).not.toMatch(/^import /m);
    expect(all).not.toMatch(/<(Steps|PackageManagerTabs|Fragment|Tabs|TabItem|FileTree)\b/);
    expect(all).toContain('npm create astro@latest');
    expect(all).toContain('Run the following command in your terminal to start the install wizard');
    expect(doc.anchors).toEqual(expect.arrayContaining(['prerequisites', 'install-from-the-cli-wizard', 'manual-setup']));
    const wizard = createLabelResolver([doc]).resolve(label(doc.path, 'install-from-the-cli-wizard'));
    expect(wizard[0]).toBe('install-and-setup.mdx#install-from-the-cli-wizard');
  });
});

describe('buildDocs and DocCache', () => {
  const f = (path: string, text: string, hash = text): SourceFile => ({ path, hash, text, size: text.length });
  const snap = (files: SourceFile[]): Snapshot => ({ label: 't', files, notes: [{ path: 'bin.png', reason: 'binary', action: 'skipped', detail: 'binary' }] });

  test('docs sorted by path; snapshot notes and document notes both reported', () => {
    const { docs, notes } = buildDocs(snap([f('b.md', '# B\n'), f('a.md', '```\nunclosed\n'), f('A.md', '# A\n')]), chunking);
    expect(docs.map((d) => d.path)).toEqual(['A.md', 'a.md', 'b.md']);
    expect(notes.map((n) => [n.path, n.reason, n.action])).toEqual([
      ['bin.png', 'binary', 'skipped'],
      ['a.md', 'parse-error', 'repaired'],
    ]);
  });

  test('an unchanged blob is parsed once across base and head; a changed one or other settings again', () => {
    const cache = new DocCache();
    const base = buildDocs(snap([f('a.md', '# A\n'), f('b.md', '# B\n')]), chunking, cache);
    expect([cache.hits, cache.misses]).toEqual([0, 2]);
    const head = buildDocs(snap([f('a.md', '# A\n'), f('b.md', '# B2\n')]), chunking, cache);
    expect([cache.hits, cache.misses]).toEqual([1, 3]);
    expect(head.docs[0]).toBe(base.docs[0]);
    expect(head.docs[1].chunks[0].id).toBe('b.md#b2');
    buildDocs(snap([f('a.md', '# A\n')]), { ...chunking, max_chars: 100 }, cache);
    buildDocs(snap([f('moved/a.md', '# A\n')]), chunking, cache);
    expect([cache.hits, cache.misses]).toEqual([1, 5]);
  });
});
