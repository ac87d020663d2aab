import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { createRetriever } from '../../src/retrieve/factory';
import { checkSharedCases, SHARED_CORPUS } from './external-shared-cases';
import { retrieverConfig } from './factory-docs';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'examples/xapian-retriever/xapian_retriever.py');

function xapianAvailable(): boolean {
  try {
    execFileSync('/usr/bin/python3', ['-c', 'import xapian'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const HAVE_XAPIAN = xapianAvailable();
if (!HAVE_XAPIAN) console.log('xapian tests skipped: /usr/bin/python3 -c "import xapian" failed (apt-get install python3-xapian)');

describe('the shared lexical retrieval cases', () => {
  test('built-in BM25', async () => {
    await checkSharedCases(await createRetriever(SHARED_CORPUS, retrieverConfig(), { cwd: ROOT, env: {} }));
  });

  (HAVE_XAPIAN ? test : test.skip)('Xapian example adapter (external command)', async () => {
    const logs: string[] = [];
    const r = await createRetriever(
      SHARED_CORPUS,
      retrieverConfig({ type: 'command', run: `/usr/bin/python3 ${SCRIPT} --k1 1.2 --b 0.75`, timeout_ms: 30_000 }),
      { cwd: ROOT, env: process.env, log: (m) => logs.push(m) },
    );
    try {
      expect(r.name).toMatch(/^command\(.*: xapian 1\.\d+\.\d+ bm25\(k1=1\.2,b=0\.75\)\)$/);
      await checkSharedCases(r);
      expect(logs.some((l) => l.includes('xapian: indexed 9 chunks'))).toBe(true);
    } finally {
      await r.close?.();
    }
  });

  (HAVE_XAPIAN ? test : test.skip)('Xapian and built-in BM25 agree on the best chunk for further queries', async () => {
    const cases = ['refund paid card', 'password reset link', 'status 429 rate limit', 'package manager install'];
    const bm25 = await createRetriever(SHARED_CORPUS, retrieverConfig(), { cwd: ROOT, env: {} });
    const xap = await createRetriever(SHARED_CORPUS, retrieverConfig({ type: 'command', run: `/usr/bin/python3 ${SCRIPT}` }), { cwd: ROOT, env: process.env });
    try {
      const [a, b] = await Promise.all([bm25.search(cases, 3), xap.search(cases, 3)]);
      expect(b.map((hits) => hits[0].id)).toEqual(a.map((hits) => hits[0].id));
    } finally {
      await xap.close?.();
    }
  });
});
