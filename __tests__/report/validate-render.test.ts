/**
 * Defence in depth behind the validator: the renderer itself never prints a non-string field raw.
 * A report that skipped validation, with attacker text (HTML, an @mention, a Markdown link) in
 * every number and enum field, renders a comment and a summary in which none of it appears.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { distinctShapes, enumLeaves, numberLeaves, PAYLOAD, withValue } from './hostile-fields';

function fixture(): Report {
  const r: Report = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/report/hostile.json'), 'utf8'));
  // Facts on a notable question, so their ranks are rendered (and attacked) too.
  const q = r.questions.find((x) => x.status === 'newly_failing') as Report['questions'][number];
  q.required_facts = ['7-day window'];
  q.base.fact_ranks = [2];
  q.head.fact_ranks = [null];
  return r;
}

/** What must never reach a comment from a number or enum field, in any form. */
function leaked(md: string): string[] {
  // `pwn3d` is in the payload only (the fixture's own hostile text is escaped, and tested elsewhere).
  return ['<img', 'pwn3d'].filter((s) => md.includes(s));
}

describe('rendering an unvalidated hostile report', () => {
  const base = fixture();

  test('the fixture itself renders without any of the payload (the checks below are meaningful)', () => {
    expect(leaked(renderComment(base))).toEqual([]);
    expect(leaked(renderSummary(base))).toEqual([]);
    // ...and the payload is caught when it is rendered as text: the check can fail.
    expect(leaked(PAYLOAD)).toEqual(['<img', 'pwn3d']);
  });

  test('attacker text in any one number field never reaches the comment or the summary', () => {
    const ls = distinctShapes(numberLeaves(base));
    expect(ls.length).toBeGreaterThan(40);
    for (const l of ls) {
      const r = withValue(base, l.segments, PAYLOAD);
      expect([l.path, leaked(renderComment(r))]).toEqual([l.path, []]);
      expect([l.path, leaked(renderSummary(r))]).toEqual([l.path, []]);
    }
  });

  test('attacker text in any one enum field (status, side, change, method, code, kind, action) never reaches it', () => {
    const ls = distinctShapes(enumLeaves(base)).filter((l) => l.path !== 'schema');
    expect(ls.map((l) => l.path.replace(/^.*\./, '')).sort()).toEqual(expect.arrayContaining(['action', 'change', 'code', 'kind', 'method', 'side', 'status']));
    for (const l of ls) {
      for (const value of [PAYLOAD, 'constructor']) {
        const r = withValue(base, l.segments, value);
        expect([l.path, leaked(renderComment(r))]).toEqual([l.path, []]);
        expect([l.path, leaked(renderSummary(r))]).toEqual([l.path, []]);
        expect(renderSummary(r)).not.toContain('[native code]');
      }
    }
  });

  test('every number and enum field hostile at once: still renders, shows n/a, leaks nothing', () => {
    let r = base;
    for (const l of [...numberLeaves(base), ...enumLeaves(base).filter((x) => x.path !== 'schema')]) r = withValue(r, l.segments, PAYLOAD);
    const comment = renderComment(r);
    const summary = renderSummary(r);
    expect(leaked(comment)).toEqual([]);
    expect(leaked(summary)).toEqual([]);
    expect(summary).toContain('n/a');
    // No live mention or link anywhere: every `@` follows a word character (recall@5) or a ZWJ.
    expect(summary.match(/(?<![\w\u200D])@[A-Za-z0-9]/g)).toBeNull();
  });
});
