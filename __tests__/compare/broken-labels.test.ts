import { parseDocument } from '../../src/chunk/document';
import { suggestFix } from '../../src/compare/broken-labels';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { parseLabel } from '../../src/golden/label';
import type { Doc, Label } from '../../src/types';
import { rc } from './helpers';

const label = (raw: string): Label => {
  const r = parseLabel(raw);
  if (!('label' in r)) throw new Error(r.error);
  return r.label;
};
/** A real parsed document (the hash stands in for the blob hash: equal text, equal hash). */
const md = (path: string, text: string): Doc => parseDocument({ path, hash: `h:${text}`, text, size: text.length }, DEFAULT_CONFIG.chunking);

const REFUNDS = (annual: string, body = 'Annual plans are refunded pro rata for the unused months, within 30 days of renewal.') =>
  `# Refunds\n\nHow refunds work.\n\n## ${annual}\n\n${body}\n\n## Monthly plans\n\nMonthly plans are not refunded once the month has started.\n`;
const TESTING =
  'Testing\n=======\n\nHow to test the app.\n\nTesting CLI\n-----------\n\nUse the runner to invoke commands and check their output.\n\n' +
  'JSON Data\n---------\n\nPass a dict as json to the test client and it sends JSON with the right content type.\n';

describe('suggestFix: "renamed" and "moved" only when the text shows it', () => {
  test('heading renamed in place with the same text: renamed, with both heading texts', () => {
    const r = suggestFix(label('billing/refunds.md#annual-plans'), [md('billing/refunds.md', REFUNDS('Annual plans'))], [md('billing/refunds.md', REFUNDS('Annual subscriptions'))]);
    expect(r.fix).toEqual({ kind: 'renamed', label: 'billing/refunds.md#annual-subscriptions' });
    expect(r.suggestion).toContain('"Annual plans" → "Annual subscriptions", same text');
  });

  test('a typo in an untouched file is never "renamed": no such anchor, closest by spelling and by content', () => {
    const docs = [md('docs/testing.rst', TESTING)];
    const retrieved = [rc(1, 'docs/testing.rst#json-data')];
    const r = suggestFix(label('docs/testing.rst#sending-json'), docs, docs, retrieved);
    expect(r.fix.kind).toBe('unknown');
    expect(r.fix.label).toBeUndefined();
    expect(r.suggestion).toMatch(/^no such anchor #sending-json in docs\/testing\.rst/);
    expect(r.suggestion).not.toMatch(/renamed/);
    expect(r.fix.candidates).toContain('docs/testing.rst#json-data');
    expect(r.suggestion).toContain('best match for the question in that file: docs/testing.rst#json-data');
  });

  test('heading renamed and its text rewritten: not a rename, the section is gone', () => {
    const base = [md('billing/refunds.md', REFUNDS('Annual plans'))];
    const head = [md('billing/refunds.md', REFUNDS('Yearly billing', 'Every invoice is sent by email on the first day of the year, and taxes depend on your country.'))];
    const r = suggestFix(label('billing/refunds.md#annual-plans'), base, head);
    // Its text is nowhere at head: an answer deleted, with no label to apply.
    expect(r.fix.kind).toBe('deleted');
    expect(r.fix.label).toBeUndefined();
    expect(r.suggestion).toMatch(/section #annual-plans is gone from billing\/refunds\.md and no section at head has near-same text/);
  });

  test('section moved to another file with near-same text: moved', () => {
    const base = [md('a.md', '# A\n\nIntro.\n\n## Refurbished products\n\nRefurbished items can be returned within 7 days of delivery, unopened.\n'), md('b.md', '# B\n\nOther.\n')];
    const head = [md('a.md', '# A\n\nIntro.\n'), md('b.md', '# B\n\nOther.\n\n## Refurbished items\n\nRefurbished items can be returned within 7 days of delivery, unopened!\n')];
    const r = suggestFix(label('a.md#refurbished-products'), base, head);
    expect(r.fix).toEqual({ kind: 'moved', label: 'b.md#refurbished-items' });
  });

  test('document moved: same text under a new path, for a section label and a whole-document label', () => {
    const text = '# Guide\n\n## Install\n\nRun pip install the-tool and check the version it prints.\n';
    const base = [md('old/guide.md', text)];
    const head = [md('new/guide.md', text)];
    expect(suggestFix(label('old/guide.md#install'), base, head)).toMatchObject({ suggestion: 'document moved to new/guide.md (same text): use new/guide.md#install', fix: { kind: 'moved', label: 'new/guide.md#install' } });
    expect(suggestFix(label('old/guide.md'), base, head).fix).toEqual({ kind: 'moved', label: 'new/guide.md' });
  });

  test('document deleted, nothing with its text at head', () => {
    const base = [md('gone.md', '# Gone\n\n## Only here\n\nA page about the old loyalty programme and its points.\n'), md('k.md', '# Keep\n\nKept.\n')];
    const head = [md('k.md', '# Keep\n\nKept.\n')];
    const r = suggestFix(label('gone.md#only-here'), base, head);
    expect(r.fix.kind).toBe('deleted');
    expect(r.suggestion).toMatch(/gone\.md was deleted/);
  });

  test('a mistyped path: candidates, never a fix', () => {
    const head = [md('docs/install.md', '# Install\n\nText.\n')];
    expect(suggestFix(label('docs/instal.md'), [], head).fix).toEqual({ kind: 'unknown', candidates: ['docs/install.md'] });
    expect(suggestFix(label('zzz/qqq-totally-else.md'), [], head).fix).toEqual({ kind: 'unknown' });
  });
});
