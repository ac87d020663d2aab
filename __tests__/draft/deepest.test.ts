/**
 * Draft's candidates name the deepest section that matches, not its page (src/draft/deepest.ts and
 * engine/draft-rank.ts): a candidate whose section contains other sections (the page, when its
 * opening text ranked; a parent section, when its own text did) gives its place to the section
 * inside it that matches the question best, as `review`'s `p` ranks them; a section with nothing
 * inside stays, and no section stands twice.
 */
import { defaultConfig } from '../../src/config/parse';
import { DEFAULT_POOL } from '../../src/draft/candidates';
import { deepestCandidates } from '../../src/draft/deepest';
import { rankCandidates, type CandidateRetrievers } from '../../src/engine/draft-rank';
import type { Hit, Retriever } from '../../src/types';
import { mdChunks } from '../chunk/helpers';

test('a container gives its place to its best inner section not on the list; a section with none inside stays', () => {
  const inner: Record<string, string[]> = { 'p.md': ['p.md#b', 'p.md#c'], 'p.md#d': ['p.md#d-one'] };
  const out = deepestCandidates(['p.md', 'p.md#b', 'q.md#x', 'p.md#d'], (l) => inner[l] ?? []);
  // p.md: b is on the list already, so c takes its place; p.md#d: its inner d-one.
  expect(out).toEqual([
    { label: 'p.md#c', from: 'p.md' },
    { label: 'p.md#b', from: 'p.md#b' },
    { label: 'q.md#x', from: 'q.md#x' },
    { label: 'p.md#d-one', from: 'p.md#d' },
  ]);
  // Every inner section already listed: the container stays.
  expect(deepestCandidates(['p.md', 'p.md#b'], (l) => (l === 'p.md' ? ['p.md#b'] : []))).toEqual([
    { label: 'p.md', from: 'p.md' },
    { label: 'p.md#b', from: 'p.md#b' },
  ]);
});

// A page with an opening before its first heading, and many option sections (as a config reference has).
const options = ['host', 'port', 'open', 'proxy', 'cors'];
const text = `Intro text about configuring the development server and its options.\n\n${options.map((o) => `## server.${o}\n\nSets the server ${o}. ${o === 'proxy' ? 'Forward requests under a prefix to another backend service.' : ''}\n`).join('\n')}`;
const { chunks } = mdChunks(text, { path: 'config.md' });
const intro = chunks.find((c) => c.trail.length === 0)!;
const fixed = (ids: string[]): Retriever => ({ name: 'fixed', search: async (q) => q.map(() => ids.map((id, i): Hit => ({ id, score: 10 - i }))) });

test('the page whose opening ranked first is replaced by its section that matches the question', async () => {
  expect(intro).toBeDefined();
  const lexical = fixed([intro.id]);
  const retrievers: CandidateRetrievers = { lexical, lexicalFeedback: fixed([]), meaning: fixed([intro.id]), all: [], names: [] };
  const [list] = await rankCandidates({ docs: [{ path: 'config.md', chunks } as never] }, retrievers, ['how do I forward requests to my backend service?'], defaultConfig().retriever);
  expect(DEFAULT_POOL.deepest).toBe(true);
  expect(list.map((c) => c.label)).toEqual(['config.md#serverproxy']);
  expect(list[0].heading).toBe('server.proxy');
  // Without it the whole page is offered.
  const [plain] = await rankCandidates({ docs: [{ path: 'config.md', chunks } as never] }, retrievers, ['how do I forward requests to my backend service?'], defaultConfig().retriever, { ...DEFAULT_POOL, deepest: false });
  expect(plain.map((c) => c.label)).toEqual(['config.md']);
});
