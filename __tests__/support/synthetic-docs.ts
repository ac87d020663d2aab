import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mulberry32 } from '../../src/util/prng';

const WORDS = 'parse cache index token stem vector query rank page section heading link error build compile linker header module option flag value return throw class template memory thread lock queue stream buffer file path folder config setting default'.split(' ');

/**
 * Writes `files` Markdown pages of about `size` characters each under `dir` (docs/NNN.md), made
 * of headings and sentences drawn from a fixed vocabulary by a seeded generator: the same
 * folder on every run. Every seventh page is `status: superseded`, for filters. Returns the paths.
 */
export function writeSyntheticDocs(dir: string, files: number, size: number, seed = 1): string[] {
  const rnd = mulberry32(seed);
  const word = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const sentence = () => {
    const n = 5 + Math.floor(rnd() * 12);
    const w = Array.from({ length: n }, word);
    w[0] = w[0][0].toUpperCase() + w[0].slice(1);
    return `${w.join(' ')}.`;
  };
  const paths: string[] = [];
  for (let f = 0; f < files; f++) {
    const path = `docs/${String(f).padStart(4, '0')}.md`;
    const lines = [f % 7 === 3 ? '---\nstatus: superseded\n---\n' : '', `# Page ${f} ${word()} ${word()}\n`];
    let chars = 0;
    for (let s = 0; chars < size; s++) {
      const h = `\n## ${word()} ${word()} ${s}\n\n`;
      const p = Array.from({ length: 3 + Math.floor(rnd() * 6) }, sentence).join(' ');
      lines.push(h, p, '\n');
      chars += h.length + p.length + 1;
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), lines.join(''));
    paths.push(path);
  }
  return paths;
}

/**
 * Writes `files` short Markdown pages (docs/NNNN.md, a heading and a sentence of WORDS each),
 * each padded to about `size` characters with a fenced block of dots: source text that costs
 * little to chunk and analyse, for what depends on a side's size alone (the automatic thread
 * count). A side of prose that size took about four times as long to evaluate.
 */
export function writePaddedDocs(dir: string, files: number, size: number): string[] {
  const paths: string[] = [];
  for (let f = 0; f < files; f++) {
    const path = `docs/${String(f).padStart(4, '0')}.md`;
    const page = `# Page ${f} thread lock\n\n## queue ${f}\n\nThe thread lock queue of page ${f}.\n`;
    const pad = `\n\`\`\`text\n${`${'.'.repeat(79)}\n`.repeat(Math.max(0, Math.ceil((size - page.length) / 80)))}\`\`\`\n`;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), page + pad);
    paths.push(path);
  }
  return paths;
}
