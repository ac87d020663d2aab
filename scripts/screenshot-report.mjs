// Makes docs/images/report-page.png, the README's picture of the report page: the built CLI's
// `compare --html` on the bundled example (examples/acme), opened in headless Chromium (Debian's
// `chromium`, or the binary RG_CHROMIUM names) through playwright-core, the top of the page.
//   npm run build && node scripts/screenshot-report.mjs [OUT.png]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'docs/images/report-page.png'));
const browserPath = process.env.RG_CHROMIUM || '/usr/bin/chromium';
if (!existsSync(browserPath)) {
  console.error(`no Chromium at ${browserPath}: apt-get install chromium, or set RG_CHROMIUM`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'rg-screenshot-'));
try {
  const page = join(dir, 'acme.html');
  try {
    execFileSync(process.execPath, [join(root, 'dist/cli.js'), 'compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--html', page, '--markdown', join(dir, 'comment.md')], { cwd: root, stdio: 'pipe' });
  } catch (e) {
    // The example's gate fails on purpose (exit 1); anything else is an error.
    if (e.status !== 1) throw e;
  }
  const browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const tab = await browser.newPage({ viewport: { width: 1180, height: 900 }, deviceScaleFactor: 1 });
    await tab.goto(pathToFileURL(page).href);
    // The verdict, the metrics, the recall@k chart and the changed questions with R03's top k open.
    const top = await tab.$eval('#questions', (e) => e.getBoundingClientRect().top + window.scrollY);
    const r03 = await tab.$eval('tbody.q.open', (e) => e.getBoundingClientRect().bottom + window.scrollY);
    await tab.screenshot({ path: out, fullPage: true, clip: { x: 0, y: 0, width: 1180, height: Math.ceil(Math.max(top + 400, r03 + 16)) } });
  } finally {
    await browser.close();
  }
  console.log(`wrote ${out}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
