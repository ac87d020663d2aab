/**
 * Both retriever builds (the factory's, and the comparison's shared BM25 analysis) filter through
 * one helper: the same documents kept and the same log line, escaped, for what the filters drop.
 */
import { keptDocs } from '../../src/retrieve/filters';
import { createRetriever } from '../../src/retrieve/factory';
import { createSideRetriever, sharedAnalysisFor } from '../../src/engine/shared-bm25';
import { CORPUS, makeDoc, retrieverConfig } from '../retrieve/factory-docs';

const filters = { exclude_meta: { status: ['superseded'] }, exclude_paths: ['shipping/**'] };

describe('filters, then one log line for what they drop', () => {
  test('keptDocs: the kept documents, the count and the first excluded one with its rule', () => {
    const logs: string[] = [];
    const kept = keptDocs(CORPUS, filters, (m) => logs.push(m));
    expect(kept.map((d) => d.path).filter((p) => p.startsWith('shipping/') || p.startsWith('old/'))).toEqual([]);
    expect(kept.length).toBe(CORPUS.length - 2);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^filters: 2 document\(s\) not indexed \(\S+: exclude_(paths|meta) \S+, …\)$/);
  });

  test('nothing excluded: no line; a hostile path is escaped for the job log', () => {
    const logs: string[] = [];
    expect(keptDocs(CORPUS, { exclude_meta: {}, exclude_paths: [] }, (m) => logs.push(m))).toHaveLength(CORPUS.length);
    expect(logs).toEqual([]);
    const hostile = makeDoc('x\n::error::pwned.md', [['Title', 'text']]);
    keptDocs([hostile], { exclude_meta: {}, exclude_paths: ['x*'] }, (m) => logs.push(m));
    expect(logs).toHaveLength(1);
    expect(logs[0]).not.toContain('\n');
    expect(logs[0]).not.toMatch(/(^|\s)::error::/);
  });

  test('the factory and the shared analysis say the same line', async () => {
    const config = retrieverConfig({ filters });
    const fromFactory: string[] = [];
    const fromShared: string[] = [];
    await createRetriever(CORPUS, config, { cwd: '/', env: {}, log: (m) => fromFactory.push(m) });
    await createSideRetriever(CORPUS, config, { cwd: '/', env: {}, log: (m) => fromShared.push(m) }, sharedAnalysisFor(config, config));
    const line = (logs: string[]) => logs.filter((m) => m.startsWith('filters: '));
    expect(line(fromFactory)).toHaveLength(1);
    expect(line(fromShared)).toEqual(line(fromFactory));
  });
});
