import { annotationsFor, workspaceRelative } from '../../src/github/annotations';
import { computeOutputs, emptyOutputs } from '../../src/github/outputs';
import { MAX_ARTIFACT_BYTES, validateArtifact } from '../../src/github/post-mode';
import { fitSummary } from '../../src/github/summary';
import { sampleReport } from './sample-report';

describe('outputs', () => {
  test('every output, from the report alone', () => {
    const o = computeOutputs(sampleReport(), '/tmp/report.json', 'https://github.com/acme/docs/pull/1#issuecomment-5');
    expect(o).toEqual({
      passed: 'false',
      report: '/tmp/report.json',
      changed: 'true',
      'newly-failing': '["R03"]',
      'broken-labels': '[{"question":"R06","label":"billing/refunds.md#annual-plans","side":"head"}]',
      metrics: '{"base":{"recall@5":1,"mrr":0.9},"head":{"recall@5":0.5,"mrr":0.7},"deltas":{"recall@5":-0.5,"mrr":-0.2}}',
      'comment-url': 'https://github.com/acme/docs/pull/1#issuecomment-5',
      html: '',
      'html-url': '',
    });
    expect(computeOutputs(sampleReport({ gate: { passed: true, reasons: [], rules: [] } }), 'r', '').passed).toBe('true');
    expect(Object.keys(emptyOutputs()).sort()).toEqual(Object.keys(o).sort());
    // `changed`: the meaningful-change rule; a label already broken at base is not one.
    const quiet = sampleReport({ gate: { passed: true, reasons: [], rules: [] }, broken_labels: [{ question: 'R06', label: 'billing/refunds.md#annual-plans', side: 'head', kind: 'inherited' }] });
    quiet.questions = quiet.questions.map((q) => ({ ...q, status: 'still_passing', moves: [] }));
    expect(computeOutputs(quiet, 'r', '').changed).toBe('false');
  });
});

describe('annotations', () => {
  test('one per newly failing question, on its golden-set line, saying which evidence moved', () => {
    const a = annotationsFor(sampleReport(), '.github/retrieval-golden.yml');
    expect(a).toEqual([
      {
        level: 'error',
        title: 'retrieval-gate: R03 newly fails',
        message: '"Question R03?" no longer retrieves all its evidence in the top 5: policies/returns.md#refurbished-products (rank 2 → 9).',
        file: '.github/retrieval-golden.yml',
        line: 14,
      },
    ]);
  });
  test('an acknowledged regression is a warning, saying why', () => {
    const r = sampleReport();
    r.questions[1] = { ...r.questions[1], acknowledged: 'moved in #214' };
    expect(annotationsFor(r, 'g.yml')).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringMatching(/Acknowledged: moved in #214\.$/) })]);
  });
  test('paths are made workspace relative (working-directory inside the workspace)', () => {
    expect(workspaceRelative('/w', '/w/site', '.github/g.yml')).toBe('site/.github/g.yml');
    expect(workspaceRelative('/w', '/elsewhere/acme', '.github/g.yml')).toBe('.github/g.yml');
  });
});

describe('post mode: the uploaded report is validated', () => {
  const file = 'artifact/report.json';
  test('a real report passes', () => {
    expect(validateArtifact(JSON.stringify(sampleReport()), file).gate.passed).toBe(false);
  });
  test.each([
    ['not JSON', '{', /artifact\/report.json: \(file\): is not JSON/],
    ['wrong schema', JSON.stringify({ ...sampleReport(), schema: 'other@1' }), /schema: must be 'retrieval-gate\/report@1' but got "other@1"/],
    ['metrics not numbers', JSON.stringify({ ...sampleReport(), base: { ...sampleReport().base, metrics: { mrr: '1' } } }), /base.metrics.mrr: must be a finite number but got a string of 1 character/],
    ['question without id', JSON.stringify({ ...sampleReport(), questions: [{ status: 'x' }] }), /questions\[0\].id: is required but missing/],
    ['gate missing', JSON.stringify({ ...sampleReport(), gate: null }), /gate: must be an object but got null/],
    ['an array', '[]', /must be a JSON object/],
  ])('%s is refused with file and field', (_name, text, message) => {
    expect(() => validateArtifact(text, file)).toThrow(expect.objectContaining({ code: 'artifact' }));
    try {
      validateArtifact(text, file);
    } catch (e) {
      expect((e as { format(): string }).format()).toMatch(message);
    }
  });
  test('an oversized artifact is refused before parsing', () => {
    const big = `{"pad":"${'x'.repeat(MAX_ARTIFACT_BYTES)}"}`;
    expect(() => validateArtifact(big, file)).toThrow(/more than the/);
  });
});

describe('job summary size', () => {
  test('a summary that fits is untouched', () => {
    expect(fitSummary('# a\n\nb', '/r.json', 100)).toBe('# a\n\nb');
  });
  test('an oversized one is cut at a line boundary, within the limit, with a note naming report.json', () => {
    const md = Array.from({ length: 200 }, (_, i) => `| row ${i} | é |`).join('\n');
    const out = fitSummary(md, '/tmp/report.json', 1000);
    expect(Buffer.byteLength(out, 'utf8')).toBeLessThanOrEqual(1000);
    expect(out).toMatch(/\| row \d+ \| é \|\n\n> The summary was cut at 0 KiB \(GitHub's limit\); the full report is `\/tmp\/report.json`.\n$/);
    expect(md.startsWith(out.slice(0, out.indexOf('\n\n>')))).toBe(true);
  });
});
