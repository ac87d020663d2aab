/**
 * Golden-file test on the bundled example (examples/acme): the real engine compares its base and
 * head folders, and the comment and the job summary must equal the committed files byte for byte.
 * Regenerate after an intended change with `UPDATE_GOLDEN=1 npx jest __tests__/report`, and read the diff.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderReportJson } from '../../src/report/json';
import { commentMarker, renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { commentContradictions } from '../support/contradictions';
import { distFile } from '../support/dist';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'examples/acme');
const golden = (name: string) => path.join(__dirname, '__golden__', name);

async function acmeReport(): Promise<Report> {
  // Relative folders: the side labels in the output are what the user typed, not this machine's paths.
  return runCompare({ baseDir: 'examples/acme/base', headDir: 'examples/acme/head' }, { cwd: root, env: {} });
}

/** Compares with the golden file, or rewrites it under UPDATE_GOLDEN=1. */
function expectGolden(name: string, text: string): void {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden(name), text);
  expect(text).toBe(readFileSync(golden(name), 'utf8'));
}

describe('the bundled example, examples/acme', () => {
  let report: Report;
  beforeAll(async () => {
    report = await acmeReport();
  });

  it('fails the gate for the reasons the scenario was built to show', () => {
    expect(report.gate.passed).toBe(false);
    const failed = report.gate.rules.filter((r) => !r.passed).map((r) => r.rule);
    expect(failed).toEqual(['max_newly_failing', 'fail_on_broken_labels', 'fail_on_forbidden']);
    const byId = new Map(report.questions.map((q) => [q.id, q]));
    // (1) the distractor sale page pushes the refurbished-returns evidence out of the top 5
    expect(byId.get('R03')?.status).toBe('newly_failing');
    expect(byId.get('R03')?.displaced_by[0]?.path).toBe('outlet/spring-sale.md');
    // (2) the renamed heading breaks a label, with the rename as the suggested fix
    expect(report.broken_labels.map((b) => [b.question, b.label, b.fix?.label])).toEqual([
      ['R06', 'billing/refunds.md#annual-plans', 'billing/refunds.md#yearly-plans'],
      ['R18', 'billing/refunds.md#annual-plans', 'billing/refunds.md#yearly-plans'],
    ]);
    // (3) the superseded 2023 policy reaches the top k of a question that forbids it
    expect(byId.get('R03')?.forbidden_hits.some((h) => h.side === 'head' && h.new && h.path === 'archive/returns-2023.md')).toBe(true);
    // (4) the changed shipping page moves R11's evidence down (1 → 2); the head's config acknowledges
    // R11 in advance, which the default ranking (title and headings as fields) turns out not to need.
    expect(byId.get('R11')?.status).toBe('still_passing');
    expect(byId.get('R11')?.moves[0]).toMatchObject({ base_rank: 1, head_rank: 2 });
    expect(byId.get('R22')?.status).toBe('unanswerable');
  });

  it('renders the PR comment exactly as the golden file', () => {
    const md = renderComment(report);
    expectGolden('acme-comment.md', md);
    expect(md.startsWith(`${commentMarker('.github/retrieval-golden.yml')}\n### ❌ retrieval-gate: gate failed`)).toBe(true);
    expect(md.split('\n')[2]).toMatch(/^\*\*Failed rules:\*\* `max_newly_failing`: /);
    expect(md.length).toBeLessThan(65_000);
    expect(md).not.toContain('Trimmed');
  });

  it('with the repository known (as the Action knows it), names chunks linked to their lines at the head commit, within the budget', () => {
    const linked: Report = { ...report, repository: { url: 'https://github.com/acme/support-docs' }, base: { ...report.base, commit: 'b'.repeat(40) }, head: { ...report.head, commit: 'a'.repeat(40) } };
    const md = renderComment(linked);
    console.log(`acme comment with links: ${Buffer.byteLength(md)} bytes`);
    expect(md).toContain(`(\`outlet/spring-sale.md\` [L41–43](https://github.com/acme/support-docs/blob/${'a'.repeat(40)}/outlet/spring-sale.md#L41-L43))`);
    expect(md).not.toMatch(/`outlet\/spring-sale\.md#/);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(11 * 1024);
    expect(commentContradictions(linked, md)).toEqual([]);
  });

  it('fits the comment budget (10 KB with six changed questions) and contradicts neither report.json nor itself', () => {
    const md = renderComment(report);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(10 * 1024);
    // A trace for each question whose results moved (R01, R03, R07, R11); R06 and R18 only broke a label: the table has the fix.
    expect([...md.matchAll(/^- \*\*(R\d\d)\*\*[^\n]*(?:\n {2}[^\n]+)*\n\n {2}<details>/gm)].map((m) => m[1])).toEqual(['R01', 'R03', 'R07', 'R11']);
    expect(commentContradictions(report, md)).toEqual([]);
    expect(commentContradictions(report, renderSummary(report))).toEqual([]);
    // One diagnosis at most, and the still-unchanged parts in a line, not a list.
    expect(md.match(/🩺/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(md).not.toContain('Still failing');
  });

  it.each(['README.md', 'examples/acme/README.md', 'docs/report.md'])('shows the same comment rendered in %s', (file) => {
    const abs = path.join(root, file);
    const text = readFileSync(abs, 'utf8');
    const start = '<!-- acme-comment:start -->\n';
    const end = '<!-- acme-comment:end -->';
    const i = text.indexOf(start);
    const j = text.indexOf(end);
    expect(i).toBeGreaterThan(0);
    expect(j).toBeGreaterThan(i);
    const embedded = `${text.slice(0, i + start.length)}\n${renderComment(report)}\n${text.slice(j)}`;
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(abs, embedded);
    expect(readFileSync(abs, 'utf8')).toBe(embedded);
  });

  it('renders the job summary exactly as the golden file, with a trace for every question', () => {
    const md = renderSummary(report);
    expectGolden('acme-summary.md', md);
    expect(md.match(/<details>\n<summary><code>R\d\d<\/code>/g)).toHaveLength(report.questions.length);
  });

  it('gives the same report.json twice in a row', async () => {
    const again = await acmeReport();
    expect(renderReportJson(again)).toBe(renderReportJson(report));
    expect(renderComment(again)).toBe(renderComment(report));
  });

  it('gives the same comparison through git: make-git-repo.sh builds a base and a head commit', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-report-acme-git-'));
    try {
      const repo = path.join(dir, 'acme');
      execFileSync('bash', [path.join(example, 'make-git-repo.sh'), repo], { stdio: 'pipe' });
      const viaGit = await runCompare({ repo, base: 'HEAD~1', head: 'HEAD' }, { cwd: dir, env: {} });
      expect(viaGit.base.commit).toMatch(/^[0-9a-f]{40}$/);
      // Fixed dates and identity in the script: the same commits every time.
      expect(execFileSync('git', ['-C', repo, 'log', '--format=%s', '-2'], { encoding: 'utf8' }).split('\n')[1]).toBe('Help centre as published');
      // Through git the report also says the settings came from HEAD; the folders leave that out.
      expect([viaGit.golden.from, viaGit.config.from]).toEqual(['HEAD', 'HEAD']);
      const strip = (r: Report) => ({
        ...r,
        golden: { ...r.golden, from: undefined },
        config: { ...r.config, from: undefined },
        base: { ...r.base, rev: '', commit: undefined },
        head: { ...r.head, rev: '', commit: undefined },
      });
      expect(renderReportJson(strip(viaGit))).toBe(renderReportJson(strip(report)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const cli = distFile('cli.js');
  (existsSync(cli) ? it : it.skip)('gives byte-identical report.json and comment from the built CLI under another time zone and locale', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-report-tz-'));
    try {
      const run = (env: Record<string, string>, tag: string) => {
        const out = path.join(dir, `${tag}.json`);
        const md = path.join(dir, `${tag}.md`);
        const args = [cli, 'compare', '--base-dir', path.join(example, 'base'), '--head-dir', path.join(example, 'head'), '--report', out, '--markdown', md];
        try {
          execFileSync(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
        } catch (e) {
          // exit 1 is the failed gate, which is what this example is for
          if ((e as { status?: number }).status !== 1) throw e;
        }
        return { json: readFileSync(out, 'utf8'), md: readFileSync(md, 'utf8') };
      };
      const a = run({ TZ: 'UTC', LANG: 'C.UTF-8' }, 'utc');
      const b = run({ TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' }, 'kiritimati');
      expect(b.json).toBe(a.json);
      expect(b.md).toBe(a.md);
      expect(JSON.parse(a.json).schema).toBe('retrieval-gate/report@1');
      expect(a.json.endsWith('}\n')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
