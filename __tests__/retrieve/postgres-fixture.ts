/** The bundled example's help centre as documents, and its golden questions: what the Postgres tests search. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { POSTGRES_DEFAULTS } from '../../src/config/postgres-settings';
import type { Doc, Snapshot } from '../../src/types';

export const EXAMPLE = join(__dirname, '..', '..', 'examples', 'acme');

function files(root: string, dir = root): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory() && !e.name.startsWith('.')) out.push(...files(root, full));
    else if (e.isFile() && e.name.endsWith('.md')) out.push({ path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The documents of a folder of Markdown (or of the given files), chunked with the default settings. */
export function docsOf(side: 'base' | 'head' | Record<string, string>): Doc[] {
  const list = typeof side === 'string' ? files(join(EXAMPLE, side)) : Object.entries(side).map(([path, text]) => ({ path, text }));
  const snap: Snapshot = { label: 'x', files: list.map((f) => ({ ...f, hash: `h${f.text.length}-${f.path}`, size: Buffer.byteLength(f.text) })), notes: [] };
  return buildDocs(snap, DEFAULT_CONFIG.chunking).docs;
}

export const QUESTIONS: string[] = (parse(readFileSync(join(EXAMPLE, 'base', '.github', 'retrieval-golden.yml'), 'utf8')) as { questions: Array<{ question: string }> }).questions.map((q) => q.question);

/** `retriever: {type: postgres, url_env: PG_URL, …}` as the config reader makes it. */
export function postgresConfig(over: Partial<RetrieverConfig> = {}, pg: Partial<typeof POSTGRES_DEFAULTS> = {}): RetrieverConfig {
  return {
    ...structuredClone(DEFAULT_CONFIG.retriever),
    type: 'postgres',
    url_env: 'PG_URL',
    postgres: { ...structuredClone(POSTGRES_DEFAULTS), ...pg },
    ...over,
  };
}
