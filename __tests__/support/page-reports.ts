/**
 * Reports for the report page's tests: the renderer fixture made hostile in every text the page
 * shows (questions, headings, paths, labels, tags, rule details, fixes, commit subjects, revisions),
 * each payload trying to run `window.__rgPwned = 1` or open a dialog; and a large report of N
 * questions made from it, every clone with its own paths, so no chunk is shared between them
 * (the page's worst case for size).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../src/report/types';

export const FIXTURE = path.resolve(__dirname, '../fixtures/report/hostile.json');

/** The payloads: a script element, event attributes, `javascript:` links, a way out of a data block, an attribute break-out. */
export const PAYLOADS = [
  '<script>window.__rgPwned=1</script>',
  '<img src=x onerror="window.__rgPwned=1;alert(1)">',
  '<svg onload=window.__rgPwned=1>',
  '[click](javascript:window.__rgPwned=1)',
  '<a href="javascript:window.__rgPwned=1">link</a>',
  '</script><script>window.__rgPwned=1</script>',
  '<!--<script>window.__rgPwned=1</script>-->',
  '" onmouseover="window.__rgPwned=1" x="',
  "' onfocus='window.__rgPwned=1' autofocus x='",
  '\u2028\u2029\u202E line separators and a right-to-left override',
];

const hostile = (i: number) => PAYLOADS[i % PAYLOADS.length];

export function loadFixture(): Report {
  return JSON.parse(readFileSync(FIXTURE, 'utf8')) as Report;
}

/** The fixture with a payload in every text the page shows. */
export function hostileReport(): Report {
  const r = loadFixture();
  r.golden.file = `.github/${hostile(0)}.yml`;
  r.base.rev = `main${hostile(1)}`;
  r.head.rev = `pr${hostile(3)}`;
  r.retriever = `bm25 ${hostile(4)}`;
  r.questions.forEach((q, qi) => {
    q.question = `${q.question} ${hostile(qi)} ${hostile(qi + 5)}`;
    q.tags = [...q.tags, hostile(qi + 2)];
    for (const side of ['base', 'head'] as const) {
      q[side].retrieved.forEach((c, ci) => {
        c.headings = [`${c.headings[0] ?? 'Heading'} ${hostile(qi + ci)}`, hostile(qi + ci + 5)];
        if (ci === 1) c.path = `docs/${hostile(qi + ci + 1)}/page.md`;
      });
    }
    q.moves.forEach((m) => (m.label = `${m.label}${hostile(qi + 3)}`));
  });
  r.gate.rules.forEach((x, i) => (x.detail = `${x.detail} ${hostile(i)}`));
  r.broken_labels.forEach((b, i) => {
    b.label = `${b.label}${hostile(i + 3)}`;
    b.suggestion = hostile(i);
    if (b.fix) b.fix.label = `billing/${hostile(i + 1)}.md#x`;
    b.since = { commit: 'abcdef0123456789abcdef0123456789abcdef01', subject: hostile(i + 6) };
  });
  r.additions.forEach((a, i) => {
    a.path = `${hostile(i + 4)}/spring.md`;
    a.questions = a.questions.map((q, j) => (j === 0 ? hostile(i + 7) : q));
  });
  r.tool.version = `1.0.0${hostile(5)}`;
  return r;
}

/** A report of `n` questions cloned from the fixture's, each clone with its own ids and paths. */
export function largeReport(n: number): Report {
  const r = loadFixture();
  const src = r.questions;
  r.questions = Array.from({ length: n }, (_, i) => {
    const q = JSON.parse(JSON.stringify(src[i % src.length])) as Report['questions'][number];
    const g = Math.floor(i / src.length);
    q.id = `${q.id}-${i}`;
    for (const side of ['base', 'head'] as const) {
      const list = q[side].retrieved;
      // 20 retrieved a side, as a compare keeps them (the page shows the top max(k) = 10).
      for (let rank = list.length + 1; rank <= 20; rank++) {
        list.push({ ...list[list.length - 1], rank, id: `filler/page-${rank}.md#section-${rank}`, path: `filler/page-${rank}.md`, headings: ['A filler page of the docs', `Section ${rank} with a heading of ordinary length`], relevant: false, labels: [], score: 20 - rank });
      }
      for (const c of list) {
        c.path = `section-${g}/${c.path}`;
        c.id = `section-${g}/${c.id}`;
      }
    }
    return q;
  });
  r.golden.questions = n;
  return r;
}
