import type { Doc } from '../../src/types';

/**
 * A golden set for benchmarks on a real corpus: `count` sections spread evenly over it, each asked
 * by its heading and first words, labelled with its `path#slug` (paths prefixed with `pathPrefix`
 * when the docs sit in a subfolder of the repository). Returns the YAML text.
 */
export function goldenFromCorpus(docs: readonly Doc[], count: number, pathPrefix = ''): string {
  const candidates = docs.flatMap((d) => d.chunks.filter((c) => c.trail.length >= 2 && c.part === 0 && c.text.length > 200));
  const step = Math.floor(candidates.length / count);
  const lines = ['questions:'];
  for (let i = 0; i < count; i++) {
    const c = candidates[i * step];
    const heading = c.trail[c.trail.length - 1];
    const words = c.text.replace(/[^\p{L}\p{N} ]+/gu, ' ').split(/\s+/).filter((w) => w.length > 3).slice(0, 8).join(' ');
    // JSON strings are valid YAML double-quoted scalars.
    lines.push(`  - id: Q${String(i + 1).padStart(2, '0')}`);
    lines.push(`    question: ${JSON.stringify(`${heading.text}: ${words}?`)}`);
    lines.push(`    relevant: [${JSON.stringify(`${pathPrefix}${c.path}#${heading.slug}`)}]`);
  }
  return `${lines.join('\n')}\n`;
}
