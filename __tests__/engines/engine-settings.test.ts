/** The engine settings of `retriever:` (url_env, auth_env, index_file, query_file, keep): read and checked. */
import { parseConfig } from '../../src/config/parse';
import { InputError } from '../../src/errors';

function problem(text: string): InputError {
  try {
    parseConfig(text, '.github/retrieval-gate.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

describe('engine settings', () => {
  test('every setting is read for elasticsearch and opensearch', () => {
    for (const type of ['elasticsearch', 'opensearch']) {
      const c = parseConfig(`retriever:\n  type: ${type}\n  url_env: SEARCH_URL\n  auth_env: SEARCH_AUTH\n  index_file: search/index.json\n  query_file: search/query.json\n  keep: true\n`, 'c.yml');
      expect(c.retriever).toMatchObject({ type, url_env: 'SEARCH_URL', auth_env: 'SEARCH_AUTH', index_file: 'search/index.json', query_file: 'search/query.json', keep: true });
    }
  });

  test('url_env is required, named at the type line', () => {
    const e = problem('k: [5]\nretriever:\n  type: opensearch\n');
    expect(e.format()).toBe(".github/retrieval-gate.yml:3:9: retriever.url_env: 'retriever.url_env' is required when 'retriever.type' is 'opensearch': the name of the environment variable holding the server's URL (e.g. SEARCH_URL)");
  });

  test('a URL or a secret pasted instead of a variable name is refused, with its line', () => {
    const e = problem('retriever:\n  type: elasticsearch\n  url_env: https://user:pw@search.example.com\n');
    expect(e.location).toMatchObject({ line: 3, field: 'retriever.url_env' });
    expect(e.message).toContain('must be the name of an environment variable');
    const g = problem('retriever:\n  type: elasticsearch\n  url_env: S\n  auth_env: GITHUB_TOKEN\n');
    expect(g.location).toMatchObject({ line: 4, field: 'retriever.auth_env' });
  });

  test('files must stay inside the repository; keep must be a boolean', () => {
    const e = problem('retriever:\n  type: elasticsearch\n  url_env: S\n  index_file: ../secrets.json\n');
    expect(e.location).toMatchObject({ line: 4, field: 'retriever.index_file' });
    const k = problem('retriever:\n  type: elasticsearch\n  url_env: S\n  keep: sometimes\n');
    expect(k.location).toMatchObject({ line: 4, field: 'retriever.keep' });
  });

  test('engine settings on another retriever type are an error, not ignored', () => {
    const e = problem('retriever:\n  type: bm25\n  query_file: q.json\n');
    expect(e.format()).toContain("retriever.query_file: 'retriever.query_file' applies only to 'retriever.type' 'elasticsearch' or 'opensearch', not 'bm25'");
    expect(e.location.line).toBe(3);
  });
});

describe('engine settings under a privileged event', () => {
  test('every engine setting the head changes is refused and the base value runs; none is shown', () => {
    const { applyTrust } = jest.requireActual<typeof import('../../src/config/trust')>('../../src/config/trust');
    const base = parseConfig('retriever:\n  type: elasticsearch\n  url_env: SEARCH_URL\n  auth_env: SEARCH_AUTH\n  index_file: search/index.json\n  query_file: search/query.json\n', 'b.yml');
    const head = parseConfig('retriever:\n  type: opensearch\n  url_env: EVIL_URL\n  auth_env: OTHER_AUTH\n  index_file: pr/index.json\n  query_file: pr/query.json\n  keep: true\n', 'h.yml');
    const t = applyTrust(head, base);
    expect(t.config.retriever).toMatchObject({ type: 'elasticsearch', url_env: 'SEARCH_URL', auth_env: 'SEARCH_AUTH', index_file: 'search/index.json', query_file: 'search/query.json' });
    expect(t.config.retriever.keep).toBeUndefined();
    expect(t.refused).toEqual(['retriever.auth_env', 'retriever.index_file', 'retriever.keep', 'retriever.query_file', 'retriever.type', 'retriever.url_env']);
    expect(t.proposals).toEqual([]);
    expect(JSON.stringify(t)).not.toMatch(/EVIL_URL|pr\/index|pr\/query/);
  });
});

describe('the base-side cache', () => {
  test('never serves a search engine side: the server is not part of the key', () => {
    const { uncacheableReason } = jest.requireActual<typeof import('../../src/engine/base-side-cache')>('../../src/engine/base-side-cache');
    for (const type of ['elasticsearch', 'opensearch']) {
      const c = parseConfig(`retriever:\n  type: ${type}\n  url_env: SEARCH_URL\n`, 'c.yml');
      expect(uncacheableReason(c)).toBe(`retriever '${type}' ranks on a search server whose behaviour is not part of the key`);
    }
    expect(uncacheableReason(parseConfig('k: [5]\n', 'c.yml'))).toBeNull();
  });
});
