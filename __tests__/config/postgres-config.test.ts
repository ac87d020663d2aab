/** `retriever: {type: postgres}`: the engine settings and the `postgres` section, read and checked, and trusted under privileged events. */
import { parseConfig } from '../../src/config/parse';
import { applyTrust } from '../../src/config/trust';
import { InputError, InputErrors } from '../../src/errors';
import { uncacheableReason } from '../../src/engine/base-side-cache';
import { engineSettings } from '../../src/config/engine-settings';

function problems(text: string): string[] {
  try {
    parseConfig(text, 'c.yml');
  } catch (e) {
    if (e instanceof InputErrors) return e.errors.map((x) => x.format());
    if (e instanceof InputError) return [e.format()];
    throw e;
  }
  throw new Error('expected errors');
}

test('the settings and their defaults', () => {
  const c = parseConfig('retriever:\n  type: postgres\n  url_env: DOCS_DB_URL\n', 'c.yml');
  expect(c.retriever).toMatchObject({ type: 'postgres', url_env: 'DOCS_DB_URL' });
  expect(engineSettings(c.retriever)).toEqual({ url_env: 'DOCS_DB_URL', keep: false });
  expect(c.retriever.postgres).toEqual({
    search: 'text',
    text_search: 'english',
    weights: { title: 3, headings: 4, text: 1 },
    normalization: 1,
    vector_index: { type: 'hnsw', m: 16, ef_construction: 64, ef_search: 40, lists: 100, probes: 1 },
  });
  const full = parseConfig(
    [
      'retriever:',
      '  type: postgres',
      '  url_env: DOCS_DB_URL',
      '  auth_env: DOCS_DB_PASSWORD',
      '  query_file: .github/search.sql',
      '  index_file: .github/index.sql',
      '  keep: true',
      '  postgres:',
      '    search: hybrid',
      '    text_search: public.docs_english',
      '    weights: { title: 2, headings: 2, text: 1 }',
      '    normalization: 32',
      '    vector_index: { type: ivfflat, lists: 200, probes: 10 }',
    ].join('\n'),
    'c.yml',
  );
  expect(engineSettings(full.retriever)).toEqual({ url_env: 'DOCS_DB_URL', auth_env: 'DOCS_DB_PASSWORD', query_file: '.github/search.sql', index_file: '.github/index.sql', keep: true });
  expect(full.retriever.postgres).toMatchObject({ search: 'hybrid', text_search: 'public.docs_english', weights: { title: 2, headings: 2, text: 1 }, normalization: 32, vector_index: { type: 'ivfflat', lists: 200, probes: 10 } });
});

test('mistakes name the file, line and field', () => {
  expect(problems('retriever:\n  type: postgres\n')).toEqual([
    "c.yml:2:9: retriever.url_env: 'retriever.url_env' is required when 'retriever.type' is 'postgres': the name of the environment variable holding the server's URL (e.g. DATABASE_URL)",
  ]);
  expect(problems('retriever:\n  type: postgres\n  url_env: U\n  keep: maybe\n')).toEqual(["c.yml:4:9: retriever.keep: 'retriever.keep' must be true or false but got 'maybe'"]);
  // Every mistake at once, each at its line; the URL pasted by mistake is never repeated.
  const three = problems('retriever:\n  type: postgres\n  url_env: postgres://u:p@h/db\n  keep: maybe\n  query_file: ../x.sql\n');
  expect(three).toEqual([
    "c.yml:3:12: retriever.url_env: 'retriever.url_env' must be the name of an environment variable (e.g. DATABASE_URL), not the URL itself",
    "c.yml:4:9: retriever.keep: 'retriever.keep' must be true or false but got 'maybe'",
    "c.yml:5:15: retriever.query_file: 'retriever.query_file' must be a file inside the repository (a relative path without '..' leading out) but got '../x.sql'",
  ]);
  expect(three.join('\n')).not.toContain('u:p@h');
  expect(problems('retriever:\n  type: postgres\n  url_env: GITHUB_TOKEN\n')[0]).toContain('a variable the runner sets for itself');
  expect(problems("retriever:\n  type: postgres\n  url_env: U\n  postgres:\n    text_search: \"english'; drop\"\n    vector_index: { type: diskann }\n")).toEqual([
    "c.yml:5:18: retriever.postgres.text_search: 'retriever.postgres.text_search' must be the name of a text-search configuration (e.g. english, or myschema.docs)",
    "c.yml:6:27: retriever.postgres.vector_index.type: 'retriever.postgres.vector_index.type' must be one of 'hnsw', 'ivfflat', 'none' but got 'diskann'",
  ]);
});

test('under a privileged event the head cannot change the server, the files, keep or the section', () => {
  const base = parseConfig('retriever:\n  type: postgres\n  url_env: DB\n', 'b.yml');
  const head = parseConfig('retriever:\n  type: postgres\n  url_env: OTHER\n  query_file: evil.sql\n  index_file: evil.sql\n  keep: true\n  postgres:\n    search: vector\n', 'h.yml');
  const t = applyTrust(head, base);
  expect(engineSettings(t.config.retriever)).toEqual({ url_env: 'DB', keep: false });
  expect(t.config.retriever.postgres?.search).toBe('text');
  expect(t.refused).toEqual(['retriever.index_file', 'retriever.keep', 'retriever.postgres', 'retriever.query_file', 'retriever.url_env']);
  expect(t.proposals).toEqual([]);
});

test('a Postgres base side is never cached between runs: its results depend on the server', () => {
  const c = parseConfig('retriever:\n  type: postgres\n  url_env: DB\n', 'c.yml');
  expect(uncacheableReason(c)).toBe("retriever 'postgres' ranks on a search server whose behaviour is not part of the key");
  expect(uncacheableReason(parseConfig('k: [5]\n', 'c.yml'))).toBeNull();
});
