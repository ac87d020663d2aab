/**
 * Both fast front-matter paths give what the YAML parser gives, on every file of the real corpora
 * (front-matter-fast.test.ts and fast-paths.test.ts check them on generated input).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter } from '../../src/chunk/front-matter';
import { fastFrontMatter, fastFrontMatterWithComments } from '../../src/chunk/markdown-front-matter';
import { CORPORA, ifCorpus } from '../support/corpora';

/** Every file of the corpora present here, with its corpus and text: read once for the file's two tests. */
const read = new Map<string, Array<{ abs: string; text: string }>>();
function corpusFiles(name: string): Array<{ abs: string; text: string }> {
  let files = read.get(name);
  if (!files) {
    const found: Array<{ abs: string; text: string }> = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const abs = join(dir, e.name);
        if (e.isDirectory()) walk(abs);
        else found.push({ abs, text: readFileSync(abs, 'utf8') });
      }
    };
    const root = join(CORPORA, name, 'docs');
    // Absent corpora are skipped; cpp-docs, the one the tests are gated on, is there.
    if (existsSync(root)) walk(root);
    read.set(name, (files = found));
  }
  return files;
}

/** Every file of the named corpora present here, with its corpus and text. */
function eachCorpusFile(names: readonly string[], visit: (corpus: string, path: string, text: string) => void): void {
  for (const name of names) for (const f of corpusFiles(name)) visit(name, f.abs, f.text);
}

/** What the YAML parser makes of a file's front matter, as JSON: parsed once for both tests. */
const parsed = new Map<string, string>();
function yamlFrontMatter(abs: string, text: string): string {
  let json = parsed.get(abs);
  if (json === undefined) parsed.set(abs, (json = JSON.stringify(parseFrontMatter(text))));
  return json;
}

describe('fast front matter path agrees with the YAML parser', () => {
  ifCorpus('cpp-docs')('on every file of the real corpora: same result, and the fast path handles most of cpp-docs', () => {
    let checked = 0;
    let fastCount = 0;
    let cppFast = 0;
    let cppAll = 0;
    const mismatches: string[] = [];
    eachCorpusFile(['cpp-docs', 'astro-docs', 'tldr', 'asciidoctor-docs'], (name, abs, text) => {
      const fast = fastFrontMatter(text);
      checked++;
      if (name === 'cpp-docs') cppAll++;
      if (!fast) return;
      fastCount++;
      if (name === 'cpp-docs') cppFast++;
      if (JSON.stringify(fast) !== yamlFrontMatter(abs, text)) mismatches.push(abs);
    });
    expect(mismatches).toEqual([]);
    if (cppAll) expect(cppFast / cppAll).toBeGreaterThan(0.9);
    console.log(`fast front matter: ${fastCount} of ${checked} files (cpp-docs ${cppFast} of ${cppAll})`);
  });
});

describe('front matter with comment lines and block sequences, without the YAML parser', () => {
  ifCorpus('cpp-docs')('on every file of the real corpora: same result as the YAML parser, and it takes every file the simple path takes', () => {
    let fast = 0;
    let simple = 0;
    const mismatches: string[] = [];
    const dropped: string[] = [];
    eachCorpusFile(['cpp-docs', 'astro-docs', 'tldr', 'asciidoctor-docs', 'flask-docs'], (_name, abs, text) => {
      const got = fastFrontMatterWithComments(text);
      // A property of each file, not a count a corpus update changes: the path that also reads
      // comments and block sequences is a superset of the simple one.
      if (fastFrontMatter(text)) {
        simple++;
        if (!got) dropped.push(abs);
      }
      if (!got) return;
      fast++;
      if (JSON.stringify(got) !== yamlFrontMatter(abs, text)) mismatches.push(abs);
    });
    expect(mismatches).toEqual([]);
    expect(dropped).toEqual([]);
    expect(fast).toBeGreaterThanOrEqual(simple);
  });
});
