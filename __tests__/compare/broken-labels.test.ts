import { suggestFix } from '../../src/compare/broken-labels';
import type { Label } from '../../src/types';
import { doc } from './helpers';

const label = (raw: string): Label => {
  const [path, anchor] = raw.split('#');
  return anchor === undefined ? { raw, path } : { raw, path, anchor };
};

describe('suggestFix', () => {
  test('heading renamed in place: the closest new slug in the same file', () => {
    const base = [doc('billing/refunds.md', 'h1', ['Overview', 'Annual plans', 'Monthly plans'])];
    const head = [doc('billing/refunds.md', 'h2', ['Overview', 'Annual subscriptions', 'Monthly plans'])];
    const r = suggestFix(label('billing/refunds.md#annual-plans'), base, head);
    expect(r.fix).toEqual({ kind: 'renamed', label: 'billing/refunds.md#annual-subscriptions' });
    expect(r.suggestion).toContain('was "Annual plans"');
  });
  test('closest slug, ties broken by string order; falls back to all anchors when none is new', () => {
    const base = [doc('x.md', 'h1', ['Setup', 'abc', 'abd'])];
    const head = [doc('x.md', 'h2', ['abc', 'abd'])];
    expect(suggestFix(label('x.md#abe'), base, head).fix).toEqual({ kind: 'renamed', label: 'x.md#abc' });
  });
  test('section moved: the same heading text in another file', () => {
    const base = [doc('a.md', 'h1', ['Intro', 'Refurbished products']), doc('b.md', 'h2', ['Other'])];
    const head = [doc('a.md', 'h3', ['Intro']), doc('b.md', 'h4', ['Other', 'Refurbished Products'])];
    const r = suggestFix(label('a.md#refurbished-products'), base, head);
    expect(r.fix).toEqual({ kind: 'moved', label: 'b.md#refurbished-products' });
  });
  test('document moved: same blob under a new path', () => {
    const base = [doc('old/guide.md', 'same', ['Install'])];
    const head = [doc('new/guide.md', 'same', ['Install'])];
    expect(suggestFix(label('old/guide.md#install'), base, head).fix).toEqual({ kind: 'moved', label: 'new/guide.md#install' });
    expect(suggestFix(label('old/guide.md'), base, head).fix).toEqual({ kind: 'moved', label: 'new/guide.md' });
  });
  test('document deleted', () => {
    const base = [doc('gone.md', 'h1', ['Only here']), doc('k.md', 'h2', ['Keep'])];
    const head = [doc('k.md', 'h2', ['Keep'])];
    const r = suggestFix(label('gone.md#only-here'), base, head);
    expect(r.fix).toEqual({ kind: 'deleted' });
    expect(r.suggestion).toMatch(/gone\.md was deleted/);
  });
  test('never existed: a close path is offered, a far one is not', () => {
    const head = [doc('docs/install.md', 'h', ['A'])];
    expect(suggestFix(label('docs/instal.md'), [], head).fix).toEqual({ kind: 'unknown', label: 'docs/install.md' });
    expect(suggestFix(label('zzz/qqq-totally-else.md'), [], head).fix).toEqual({ kind: 'unknown' });
  });
});
