/**
 * `compare --html F`: the report page of the run, written with the other outputs (all or nothing),
 * the same page renderReportPage makes from the report.json written beside it.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/commands';
import { renderReportPage } from '../../src/report/html/report-page';
import { recordingIo } from '../support/recording-io';

const ROOT = resolve(__dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'rg-html-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test('writes the page of the bundled example beside report.json and the comment', async () => {
  const t = recordingIo(ROOT);
  const args = ['compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--report', join(out, 'report.json'), '--markdown', join(out, 'comment.md'), '--html', join(out, 'report.html')];
  expect(await main(args, t)).toBe(1);
  expect(readdirSync(out).sort()).toEqual(['comment.md', 'report.html', 'report.json']);
  const page = readFileSync(join(out, 'report.html'), 'utf8');
  expect(page).toBe(renderReportPage(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))));
  expect(page).toMatch(/^<!DOCTYPE html>\n/);
  expect(page.match(/<tbody class="q /g)).toHaveLength(22);
  // A second run of the same compare writes the same bytes.
  const again = join(out, 'again');
  expect(await main(['compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--markdown', join(out, 'c2.md'), '--html', `${again}.html`], recordingIo(ROOT))).toBe(1);
  expect(readFileSync(`${again}.html`, 'utf8')).toBe(page);
});

test('a page that cannot be written fails the command (exit 2) and writes nothing else', async () => {
  const t = recordingIo(ROOT);
  const report = join(out, 'none.json');
  expect(await main(['compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--report', report, '--html', join(out, 'missing-folder', 'p.html')], t)).toBe(2);
  expect(t.err).toContain('cannot write output');
  expect(existsSync(report)).toBe(false);
});
