import { applyFilters } from '../../src/retrieve/filters';
import { makeDoc } from './factory-docs';

const DOCS = [
  makeDoc('guide/a.md', [['A', 'a']], { status: 'current', tags: ['beta', 'api'] }),
  makeDoc('guide/b.md', [['B', 'b']], { status: 'superseded' }),
  makeDoc('archive/2019/c.md', [['C', 'c']]),
  makeDoc('guide/d.md', [['D', 'd']], { version: 2, review: { state: 'expired' } }),
  makeDoc('.hidden/e.md', [['E', 'e']], { draft: true }),
];

describe('applyFilters', () => {
  test('no filters: everything kept', () => {
    const r = applyFilters(DOCS, { exclude_meta: {}, exclude_paths: [] });
    expect(r.kept).toHaveLength(5);
    expect(r.excluded).toEqual([]);
  });

  test('metadata values, path globs, and the rule that excluded each document', () => {
    const r = applyFilters(DOCS, { exclude_meta: { status: ['superseded', 'obsolete'] }, exclude_paths: ['archive/**'] });
    expect(r.kept.map((d) => d.path)).toEqual(['guide/a.md', 'guide/d.md', '.hidden/e.md']);
    expect(r.excluded).toEqual([
      { path: 'guide/b.md', rule: 'exclude_meta status=superseded' },
      { path: 'archive/2019/c.md', rule: 'exclude_paths archive/**' },
    ]);
  });

  test('lists match on any item; numbers match their text; booleans; dotted keys; dot-folders', () => {
    const r = applyFilters(DOCS, {
      exclude_meta: { tags: ['beta'], version: ['2'], draft: [true], 'review.state': ['expired'] },
      exclude_paths: [],
    });
    expect(r.excluded.map((e) => e.path)).toEqual(['guide/a.md', 'guide/d.md', '.hidden/e.md']);
    expect(r.excluded[0].rule).toBe('exclude_meta tags=beta');
    const g = applyFilters(DOCS, { exclude_meta: {}, exclude_paths: ['**/e.md'] });
    expect(g.excluded.map((e) => e.path)).toEqual(['.hidden/e.md']);
  });

  test('a value of another key or another value does not exclude', () => {
    const r = applyFilters(DOCS, { exclude_meta: { status: ['draft'], nope: ['superseded'] }, exclude_paths: ['guide/*.txt'] });
    expect(r.kept).toHaveLength(5);
  });
});
