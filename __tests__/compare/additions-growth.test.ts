import { additionsImpact } from '../../src/compare/additions';
import { corpusGrowth, docChanges } from '../../src/compare/corpus-growth';
import { doc, qr, rc } from './helpers';

const L = 'a.md#x';

describe('additionsImpact', () => {
  // Q1: evidence at rank 5 at base; an added page takes ranks 1 and 2 at head and pushes it out.
  const base1 = qr('Q1', [L], [rc(1, 'b.md#1'), rc(2, 'b.md#2'), rc(3, 'b.md#3'), rc(4, 'b.md#4'), rc(5, 'a.md#x', [L])]);
  const head1 = qr('Q1', [L], [
    rc(1, 'new.md#p', [], { change: 'added' }),
    rc(2, 'new.md#q', [], { change: 'added' }),
    rc(3, 'b.md#1'),
    rc(4, 'b.md#2'),
    rc(5, 'b.md#3'),
    rc(6, 'b.md#4'),
    rc(7, 'a.md#x', [L]),
  ]);
  // Q2: unchanged ranking.
  const q2 = qr('Q2', ['c.md'], [rc(1, 'c.md#', ['c.md'])]);
  // Q3: a changed doc enters at rank 5 (replacing an irrelevant chunk): precision unchanged.
  const base3 = qr('Q3', ['c.md'], [rc(1, 'c.md#', ['c.md']), rc(5, 'z.md#z')]);
  const head3 = qr('Q3', ['c.md'], [rc(1, 'c.md#', ['c.md']), rc(5, 'chg.md#s', [], { change: 'changed' })]);

  const result = additionsImpact(
    [
      { path: 'chg.md', change: 'changed', chunks: 3 },
      { path: 'new.md', change: 'added', chunks: 2 },
      { path: 'quiet.md', change: 'added', chunks: 1 },
    ],
    [
      { id: 'Q1', base: base1, head: head1 },
      { id: 'Q2', base: q2, head: q2 },
      { id: 'Q3', base: base3, head: head3 },
    ],
    5,
  );

  test('the added page entered Q1, pushed its evidence out, and owns its precision drop', () => {
    const added = result.find((a) => a.path === 'new.md')!;
    expect(added.questions).toEqual(['Q1']);
    expect(added.displaced).toEqual([{ question: 'Q1', label: L, base_rank: 5, head_rank: 7 }]);
    // Q1 precision@5 0.2 → 0, two entrants both from new.md: −0.2 over 3 questions.
    expect(added.precision_delta).toBeCloseTo(-0.2 / 3, 12);
  });
  test('a changed page that entered without moving precision gets no share but is listed', () => {
    const changed = result.find((a) => a.path === 'chg.md')!;
    expect(changed.questions).toEqual(['Q3']);
    expect(changed.displaced).toEqual([]);
    expect(changed.precision_delta).toBe(0);
  });
  test('worst first, then by path; untouched documents are listed with nothing', () => {
    expect(result.map((a) => a.path)).toEqual(['new.md', 'chg.md', 'quiet.md']);
    expect(result[2]).toEqual({ path: 'quiet.md', change: 'added', chunks: 1, questions: [], displaced: [], precision_delta: 0 });
  });
  test('shares add up to the precision delta when entrants explain it', () => {
    const total = result.reduce((s, a) => s + a.precision_delta, 0);
    const delta = ((0 - 0.2) + 0 + 0) / 3;
    expect(total).toBeCloseTo(delta, 12);
  });
});

describe('corpus growth', () => {
  const base = [doc('a.md', 'h1', ['One', 'Two']), doc('b.md', 'h2', ['Three']), doc('gone.md', 'h3', ['Four'])];
  const head = [doc('a.md', 'h1', ['One', 'Two']), doc('b.md', 'h2x', ['Three', 'Five']), doc('new.md', 'h4', ['Six', 'Seven'])];
  test('docChanges by path and blob hash', () => {
    expect([...docChanges(base, head)]).toEqual([
      ['b.md', 'changed'],
      ['new.md', 'added'],
    ]);
  });
  test('counts and labelled share', () => {
    expect(corpusGrowth(base, head, 3)).toEqual({ docs_added: 1, docs_changed: 1, docs_deleted: 1, chunks_delta: 2, labelled_chunk_share: 0.5 });
  });
});
