/**
 * The report page in a real browser (Debian's Chromium, headless, through playwright-core): the
 * bundled example's page as the built CLI writes it loads with no console error and no
 * Content-Security-Policy violation, its screenshot is not blank, its rows and charts are there,
 * the view switch, the filter, sorting and opening a row work from the keyboard, and a printed
 * page hides the controls. A page full of hostile text (script tags, event attributes,
 * `javascript:` links in questions, headings, paths, labels, rules) runs none of it: the marker
 * global stays unset and no dialog opens. A raw script slipped into the page on purpose is
 * blocked by the policy, which shows the policy is in force, not only the escaping.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { renderReportPage } from '../../src/report/html/report-page';
import { chromiumPresent, launchChromium } from '../support/chromium';
import { distFile } from '../support/dist';
import { hostileReport } from '../support/page-reports';
import { decodePng, distinctColours } from '../support/png';

// What the callbacks run in the page use (this project compiles without the DOM's types).
declare const window: Record<string, unknown>;
declare const document: { activeElement: { id: string } | null; addEventListener(type: string, f: (e: { violatedDirective: string; blockedURI: string }) => void): void };
declare function getComputedStyle(e: unknown): { display: string };

const ROOT = path.resolve(__dirname, '../..');
const present = chromiumPresent('the report page in a browser');
const maybe = present ? describe : describe.skip;

interface Watched {
  page: Page;
  errors: string[];
  dialogs: string[];
}

/** A page that records console errors and warnings, uncaught errors, dialogs and CSP violations. */
async function open(browser: Browser, file: string): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Runs before the page's own script, outside its policy: collects every violation the policy reports.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(pathToFileURL(file).href);
  await page.waitForLoadState('load');
  return { page, errors, dialogs };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
const visibleIds = (page: Page) => page.$$eval('tbody.q:not([hidden]) .qid', (els) => els.map((e) => e.textContent));

maybe('the report page in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let example: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rg-page-'));
    example = path.join(dir, 'acme.html');
    // The built CLI on the bundled example: the gate fails (exit 1), the page is written all the same.
    try {
      execFileSync(process.execPath, [distFile('cli.js'), 'compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--html', example, '--markdown', path.join(dir, 'comment.md')], { cwd: ROOT, stdio: 'pipe' });
      throw new Error('the example’s gate passed');
    } catch (e) {
      if ((e as { status?: number }).status !== 1) throw e;
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the example’s page loads with no console error and no policy violation; its screenshot is not blank; rows and charts are there', async () => {
    const { page, errors, dialogs } = await open(browser, example);
    const shot = await page.screenshot({ fullPage: true });
    writeFileSync(path.join(dir, 'acme.png'), shot);
    const pixels = decodePng(shot);
    const colours = distinctColours(pixels);
    // Blank is one colour; text, charts and the verdict's box bring hundreds (anti-aliasing).
    expect(colours).toBeGreaterThan(50);
    expect(pixels.height).toBeGreaterThan(1500);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(await page.$$eval('tbody.q', (els) => els.length)).toBe(22);
    expect(await page.$$eval('svg.chart polyline', (els) => els.length)).toBe(2);
    expect(await page.$$eval('svg.interval', (els) => els.length)).toBeGreaterThan(10);
    expect(await page.textContent('.verdict .big')).toBe('✗ Gate failed');
    // R03, newly failing, is open: its top k at base and at head side by side, the evidence and the PR's chunks marked.
    const r03 = page.locator('tbody.q', { has: page.locator('.qid', { hasText: /^R03$/ }) });
    expect(await r03.locator('tr.detail').isVisible()).toBe(true);
    expect(await r03.locator('.side h4').allTextContents()).toEqual(['Base', 'Head']);
    expect(await r03.locator('.side').nth(0).locator('tr.is-ev .rank').allTextContents()).toEqual(['1']);
    expect(await r03.locator('.side').nth(1).locator('tr.is-ev .rank').allTextContents()).toEqual(['6']);
    expect(await r03.locator('.side').nth(1).locator('.mark.pr').count()).toBeGreaterThan(3);
    expect(await r03.locator('.side').nth(1).locator('.mark.fb').count()).toBe(1);
    // The status line counts what is shown (the changed questions first).
    expect(await page.textContent('#q-count')).toMatch(/^\d+ of 22 questions shown$/);
  });

  test('the view switch, the filter, sorting and opening a row work from the keyboard', async () => {
    const { page, errors } = await open(browser, example);
    const changed = await visibleIds(page);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(22);
    // The radio group: arrow keys move the choice (Changed → Newly failing → Evidence moved → All).
    await page.focus('input[name="view"][value="changed"]');
    await page.keyboard.press('ArrowRight');
    expect(await visibleIds(page)).toEqual(['R03']);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.$eval('input[name="view"]:checked', (e) => (e as unknown as { value: string }).value)).toBe('all');
    expect(await visibleIds(page)).toHaveLength(22);
    // Tab leads from the switch to the filter; typing filters by the row's words.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-filter');
    await page.keyboard.type('refund');
    const refund = await visibleIds(page);
    expect(refund.length).toBeGreaterThan(0);
    expect(refund.length).toBeLessThan(22);
    for (let i = 0; i < 'refund'.length; i++) await page.keyboard.press('Backspace');
    expect(await visibleIds(page)).toHaveLength(22);
    // Sorting: Enter on a header button sorts ascending, Space again descending.
    await page.focus('button.sort[data-key="2"]');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('th:has(button.sort[data-key="2"])', 'aria-sort')).toBe('ascending');
    const headRanks = async () => page.$$eval('tbody.q', (els) => els.map((e) => e.querySelector('td:nth-of-type(3)')?.textContent?.trim().split(' ')[0] ?? ''));
    const asc = (await headRanks()).map((s) => (s === '—' ? Infinity : Number(s)));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[asc.length - 1]).toBeGreaterThan(asc[0]);
    await page.keyboard.press('Space');
    expect(await page.getAttribute('th:has(button.sort[data-key="2"])', 'aria-sort')).toBe('descending');
    const desc = (await headRanks()).map((s) => (s === '—' ? Infinity : Number(s)));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    // Opening a row: Enter on its button shows its top k, drawn from the page's data; Enter again hides it.
    const toggle = page.locator('tbody.q', { has: page.locator('.qid', { hasText: /^R01$/ }) }).locator('button.toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = page.locator('tbody.q', { has: page.locator('.qid', { hasText: /^R01$/ }) }).locator('tr.detail');
    expect(await detail.isVisible()).toBe(true);
    expect(await detail.locator('table.topk').count()).toBe(2);
    await page.keyboard.press('Enter');
    expect(await detail.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('printed: the controls are left out, the rows and the opened top k stay', async () => {
    const { page } = await open(browser, example);
    await page.emulateMedia({ media: 'print' });
    expect(await page.$eval('.controls', (e) => getComputedStyle(e).display)).toBe('none');
    expect(await page.$eval('nav.toc', (e) => getComputedStyle(e).display)).toBe('none');
    expect(await page.locator('tbody.q:not([hidden])').first().isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('hostile text from the docs and the golden set stays inert: no marker set, no dialog, nothing for the policy to block', async () => {
    const file = path.join(dir, 'hostile.html');
    writeFileSync(file, renderReportPage(hostileReport()));
    const { page, errors, dialogs } = await open(browser, file);
    // Every row opened (its top k drawn from the data), every element hovered and focused on the way.
    await page.check('input[name="view"][value="all"]');
    const toggles = page.locator('tbody.q:not(.open) button.toggle');
    for (let i = await toggles.count(); i > 0; i--) {
      await toggles.first().focus();
      await page.keyboard.press('Enter');
    }
    for (const el of (await page.locator('.qtext, .trail, .path, code, .tag').all()).slice(0, 60)) await el.hover({ force: true }).catch(() => undefined);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as unknown as { __rgPwned?: unknown }).__rgPwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // No payload became an element: no image, no link out, no event attribute, a single executable script.
    expect(await page.$$eval('img, iframe, object, embed', (els) => els.length)).toBe(0);
    expect(await page.$$eval('a', (els) => els.filter((a) => !a.getAttribute('href')?.startsWith('#')).length)).toBe(0);
    expect(await page.$$eval('*', (els) => els.filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length)).toBe(0);
    expect(await page.$$eval('script', (els) => els.map((s) => s.getAttribute('type') ?? 'js'))).toEqual(['application/json', 'js']);
    // The payloads are on the page as text, in the rows and in the drawn top k.
    expect(await page.locator('.qtext').first().textContent()).toContain('<script>window.__rgPwned=1</script>');
    expect((await page.locator('.trail').allTextContents()).join(' ')).toContain('</script><script>window.__rgPwned=1</script>');
  });

  test('the policy is in force: a script slipped into the page past the escaper is blocked and reported', async () => {
    const file = path.join(dir, 'injected.html');
    writeFileSync(file, renderReportPage(hostileReport()).replace('<main>', '<main><script>window.__rgPwned=1</script><img src="https://example.invalid/x.png">'));
    const { page } = await open(browser, file);
    expect(await page.evaluate(() => (window as unknown as { __rgPwned?: unknown }).__rgPwned)).toBeUndefined();
    const v = await violations(page);
    expect(v.some((x) => x.startsWith('script-src'))).toBe(true);
    expect(v.some((x) => x.startsWith('img-src'))).toBe(true);
  });
});
