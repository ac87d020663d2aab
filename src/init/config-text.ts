/**
 * The config `init` writes: the defaults, each key with a line that says what it does, and the
 * docs scope found in the repository as comments. The scope stays a comment on purpose: a `docs`
 * key turns detection off, and detection is what keeps the scope right as the docs move (it runs
 * again at the base and the head of every pull request). Every value comes from DEFAULT_CONFIG,
 * so the file means exactly what no file means until someone edits it. Pure: text out.
 */
import { DEFAULT_CONFIG, DEFAULT_CONFIG_PATH } from '../config/types';
import { commentLine, DOCS_URL } from './text';

/** What the scope found, in words, for the comments (folder names come from the repository). */
export interface ScopeSummary {
  /** `docs/ (holds the Sphinx docs/conf.py)`. */
  where: string;
  /** `2 changelogs, 1 licence`, or empty. */
  leftOut: string;
  /** Root-relative docs folders; empty: the whole repository. */
  roots: readonly string[];
  /** The extensions of the scope's documents (`md`, `rst`), for the example `docs` globs. */
  exts: readonly string[];
}

/** The extensions of `docs`, sorted (the example globs use them). */
export function docExtensions(docs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of docs) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    if (dot > 0) out.add(name.slice(dot + 1).toLowerCase());
  }
  return [...out].sort();
}

const flowList = (xs: readonly (string | number)[]) => `[${xs.map((x) => (typeof x === 'string' ? quote(x) : String(x))).join(', ')}]`;
const flowMap = (m: Record<string, number>) => (Object.keys(m).length ? `{ ${Object.entries(m).map(([k, v]) => `${k}: ${v}`).join(', ')} }` : '{}');
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The text of `.github/retrieval-gate.yml` for a repository whose scope is `scope`. */
export function configText(scope: ScopeSummary): string {
  const g = DEFAULT_CONFIG.gate;
  const exts = scope.exts.length ? scope.exts : ['md'];
  const ext = exts.length > 1 ? `{${exts.join(',')}}` : exts[0];
  const example = scope.roots.length ? scope.roots.map((r) => `${r}/**/*.${ext}`) : [`**/*.${ext}`];
  const lines = [
    `# ${DEFAULT_CONFIG_PATH}: what retrieval-gate indexes and when it fails a pull request's check.`,
    '# Every value below is the default: edit one to change it, delete it to follow the default.',
    `# Every key, with its limits: ${DOCS_URL}/config.md`,
    '',
    '# Docs scope. Found by `retrieval-gate init`, and found again at the base and the head of every',
    '# pull request while `docs` stays unset (the docs folder a docs site config names, else docs/):',
    commentLine(`#   ${scope.where}`),
    ...(scope.leftOut ? [commentLine(`#   left out: ${scope.leftOut}`)] : []),
    '# To list the files yourself, set `docs` (globs, repository-root relative); detection then stops,',
    '# and only `exclude` (dot-folders and node_modules by default) is taken out of them:',
    commentLine(`# docs: ${flowList(example)}`),
    `# exclude: ${flowList(DEFAULT_CONFIG.exclude)}`,
    '',
    '# The cut-offs reported: recall@k, precision@k, hit@k and ndcg@k for each k.',
    `k: ${flowList(DEFAULT_CONFIG.k)}`,
    '# A question passes when all its evidence is in the top pass_k (the context your assistant reads).',
    `pass_k: ${DEFAULT_CONFIG.pass_k}`,
    '# How far down the ranking is followed, for MRR and rank moves (at least the largest k).',
    `depth: ${DEFAULT_CONFIG.depth}`,
    '',
    '# The retriever: BM25 by default, with no service and no key. Hybrid retrieval with the shipped',
    `# sentence encoder, dense embeddings, a reranker or your own engine: ${DOCS_URL}/retrievers.md`,
    '# retriever:',
    `#   type: ${DEFAULT_CONFIG.retriever.type}`,
    '',
    '# When the check fails.',
    'gate:',
    '  # Largest allowed drop (base - head) of a metric; only a significant drop fails (below).',
    `  max_drop: ${flowMap(g.max_drop)}`,
    '  # Floors on the head\'s metrics, e.g. { recall@10: 0.8 }.',
    `  min: ${flowMap(g.min)}`,
    '  # Fail when more questions than this newly fail (acknowledged ones aside).',
    `  max_newly_failing: ${g.max_newly_failing}`,
    '  # new: fail on golden-set labels this pull request breaks; any: also on ones already broken; off.',
    `  fail_on_broken_labels: ${g.fail_on_broken_labels}`,
    '  # Fail when a forbidden (stale) source newly reaches the top pass_k.',
    `  fail_on_forbidden: ${g.fail_on_forbidden}`,
    '  # Metric drops fail only when significant (p < alpha): on 20-100 questions a few rank moves',
    '  # shift a mean by 0.05 without meaning anything; a single question that breaks still fails.',
    `  only_significant: ${g.only_significant}`,
    '  # The significance level of that test (a paired sign-flip test over the questions).',
    `  alpha: ${g.alpha}`,
    '  # Regressions accepted on purpose, each with its reason: - { id: R03, reason: "..." }',
    `  acknowledged: ${flowList(g.acknowledged.map((a) => a.id))}`,
  ];
  return `${lines.join('\n')}\n`;
}
