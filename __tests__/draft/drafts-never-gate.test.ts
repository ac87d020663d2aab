// Drafts never gate: compare on two folders whose golden set holds a draft scores only the
// reviewed questions, lists the draft's id in report.json (`golden.drafts`, a key the report's
// own validator accepts) and says so in one line of the PR comment and the job summary; a set
// without drafts gets no such line and no key.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { validateReport } from '../../src/report/validate';
import { BASE_FILES, GOLDEN, makeFolders, writeFiles } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

const DRAFT = `  # draft: asked 2 times (log.txt lines 1, 2)
  - id: draft-001
    question: How do I cancel my plan?
    draft: true
    candidates:
      - docs/billing.md#annual-plans
`;

test.each([
  ['with a draft', true],
  ['without drafts', false],
])('compare %s', async (_name, withDraft) => {
  const { root, baseDir, headDir } = makeFolders(BASE_FILES, {});
  try {
    if (withDraft) writeFiles(headDir, { '.github/retrieval-golden.yml': GOLDEN + DRAFT });
    const io = recordingIo(root);
    const code = await main(['compare', '--base-dir', baseDir, '--head-dir', headDir, '--report', 'report.json'], io);
    expect(code).toBeLessThan(2);
    const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'));
    expect(validateReport(report).ok).toBe(true);
    expect(report.questions.map((q: { id: string }) => q.id)).toEqual(['R1', 'R2', 'R3', 'R4']);
    const line = '1 draft question not yet reviewed: `retrieval-gate review`';
    if (withDraft) {
      expect(report.golden.drafts).toEqual(['draft-001']);
      expect(io.out).toContain(`📝 ${line}`);
      expect(renderComment(report)).toContain(line);
      expect(renderSummary(report)).toContain(line);
    } else {
      expect(report.golden).not.toHaveProperty('drafts');
      expect(io.out).not.toContain('draft question');
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
