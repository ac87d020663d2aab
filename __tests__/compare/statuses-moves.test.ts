import { displacedBy, dropped, forbiddenHits, labelMoves } from '../../src/compare/moves';
import { exclusionReason, questionStatus, sideExclusionReason } from '../../src/compare/statuses';
import { qr, rc } from './helpers';

const L = 'a.md#x';

describe('questionStatus', () => {
  const pass = qr('Q', [L], [rc(1, 'a.md#x', [L])]);
  const fail = qr('Q', [L], [rc(1, 'b.md#y'), rc(7, 'a.md#x', [L])]);
  const brokenHead = qr('Q', [L], [], { resolved: [false] });
  test.each([
    ['still_passing', pass, pass],
    ['newly_failing', pass, fail],
    ['newly_passing', fail, pass],
    ['still_failing', fail, fail],
    ['broken_label', pass, brokenHead],
    ['broken_label', brokenHead, brokenHead],
  ])('%s', (status, base, head) => {
    expect(questionStatus(base, head)).toBe(status);
  });
  test('unanswerable wins over everything', () => {
    const u = qr('Q', [], [], { answerable: false });
    expect(questionStatus(u, u)).toBe('unanswerable');
  });
  test('a label that only resolves at head is new evidence: newly answerable, not a broken label', () => {
    const baseMissing = qr('Q', [L], [], { resolved: [false] });
    expect(questionStatus(baseMissing, pass)).toBe('newly_answerable');
    expect(exclusionReason(baseMissing, pass)).toMatch(/does not resolve at base/);
  });
});

describe('exclusionReason', () => {
  test('counted, unanswerable, broken at head, broken on both', () => {
    const ok = qr('Q', [L], [rc(1, 'a.md#x', [L])]);
    expect(exclusionReason(ok, ok)).toBeNull();
    const u = qr('Q', [], [], { answerable: false });
    expect(exclusionReason(u, u)).toBe('unanswerable');
    const broken = qr('Q', [L], [], { resolved: [false] });
    expect(exclusionReason(ok, broken)).toBe('label a.md#x does not resolve at head');
    expect(exclusionReason(broken, broken)).toBe('label a.md#x resolves on neither side');
    expect(sideExclusionReason(broken)).toBe('label a.md#x does not resolve');
    expect(sideExclusionReason(ok)).toBeNull();
  });
});

describe('labelMoves and displacedBy', () => {
  const base = qr('Q', [L, 'c.md'], [rc(1, 'c.md#', ['c.md']), rc(2, 'a.md#x', [L]), rc(3, 'b.md#y')]);
  const head = qr('Q', [L, 'c.md'], [
    rc(1, 'c.md#', ['c.md']),
    rc(2, 'b.md#y'),
    rc(3, 'n.md#promo', [], { change: 'added' }),
    rc(4, 'd.md#z'),
    rc(9, 'a.md#x', [L]),
  ]);
  test('best rank base → head per label', () => {
    const moves = labelMoves(base, head);
    expect(moves).toEqual([
      { label: L, base_rank: 2, head_rank: 9 },
      { label: 'c.md', base_rank: 1, head_rank: 1 },
    ]);
    expect(moves.map(dropped)).toEqual([true, false]);
  });
  test('what took the places: newcomers above the evidence, added/changed docs first', () => {
    const by = displacedBy(base, head, labelMoves(base, head));
    // b.md#y was below a.md#x at base (rank 3) and is now above it: a newcomer above the evidence.
    expect(by.map((c) => c.id)).toEqual(['n.md#promo', 'b.md#y', 'd.md#z']);
  });
  test('no drop, nothing displaced; a label that left the depth counts as a drop', () => {
    expect(displacedBy(base, base, labelMoves(base, base))).toEqual([]);
    const gone = qr('Q', [L, 'c.md'], [rc(1, 'c.md#', ['c.md']), rc(2, 'z.md#q')]);
    const moves = labelMoves(base, gone);
    expect(moves[0]).toEqual({ label: L, base_rank: 2, head_rank: null });
    expect(displacedBy(base, gone, moves).map((c) => c.id)).toEqual(['z.md#q']);
  });
});

describe('forbiddenHits', () => {
  test('head hits are new only when the label had no hit at base', () => {
    const old = 'old.md';
    const base = qr('Q', [L], [], { forbidden: [rc(3, 'old.md#a', [old])] });
    const head = qr('Q', [L], [], { forbidden: [rc(2, 'old.md#b', [old]), rc(4, 'stale.md#', ['stale.md'])] });
    expect(forbiddenHits(base, head)).toEqual([
      { side: 'base', label: old, rank: 3, id: 'old.md#a', path: 'old.md', new: false },
      { side: 'head', label: old, rank: 2, id: 'old.md#b', path: 'old.md', new: false },
      { side: 'head', label: 'stale.md', rank: 4, id: 'stale.md#', path: 'stale.md', new: true },
    ]);
  });
});
