/**
 * A heading renamed (no label names it) gives its section a new chunk id, but the same text was in
 * the top pass_k at base: the comment must not say the changed page "entered the top 5" of those
 * questions. The same holds when the base side comes from the cache, which keeps no chunk text.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import type { Report } from '../../src/report/types';
import { recordingIo } from '../support/recording-io';
import { BASE_FILES, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

async function compare(dir: string, extra: string[]): Promise<{ json: Report; bytes: string }> {
  const out = mkdtempSync(join(tmpdir(), 'rg-entrant-out-'));
  made.push(out);
  const file = join(out, 'report.json');
  expect(await main(['compare', '--base', 'main', '--head', 'pr', '--report', file, '--markdown', join(out, 'c.md'), ...extra], recordingIo(dir))).toBe(0);
  const bytes = readFileSync(file, 'utf8');
  return { json: JSON.parse(bytes) as Report, bytes };
}

describe('a renamed section is not an entrant', () => {
  const billing = (heading: string, extra = '') => `# Billing

## Annual plans

Annual plans are billed once a year, on the date you subscribed. Cancelling an annual plan gives a prorated refund.

## ${heading}

Monthly plans renew every month and can be cancelled at any time.
${extra}`;
  let dir: string;
  beforeAll(() => {
    dir = makeRepo(
      { ...BASE_FILES, '.github/retrieval-gate.yml': 'k: [1, 5]\npass_k: 5\n', 'docs/billing.md': billing('Monthly plans') },
      // Renamed heading, same text; and a genuinely new page, which does enter.
      { 'docs/billing.md': billing('Monthly subscriptions'), 'docs/outlet.md': '# Outlet\n\n## Refurbished headphones\n\nRefurbished headphones plans, billed annually: return them within 7 days.\n' },
    );
    made.push(dir);
  });

  test('the renamed section is not listed as entering; a new page is; the cache gives the same bytes', async () => {
    const fresh = await compare(dir, []);
    // Questions whose top 5 held "Monthly plans" at base and holds "Monthly subscriptions" at head.
    const top = (c: { rank: number }) => c.rank <= 5;
    const renamedIn = fresh.json.questions.filter((q) => q.base.retrieved.some((c) => c.id === 'docs/billing.md#monthly-plans' && top(c)) && q.head.retrieved.some((c) => c.id === 'docs/billing.md#monthly-subscriptions' && top(c)));
    expect(renamedIn.length).toBeGreaterThan(0);
    expect(fresh.json.additions.find((a) => a.path === 'docs/billing.md')?.questions).toEqual([]);
    const outlet = fresh.json.additions.find((a) => a.path === 'docs/outlet.md');
    expect(outlet?.questions.length).toBeGreaterThan(0);

    const cache = mkdtempSync(join(tmpdir(), 'rg-entrant-cache-'));
    made.push(cache);
    const first = await compare(dir, ['--cache-dir', cache]);
    const second = await compare(dir, ['--cache-dir', cache]);
    expect(first.bytes).toBe(fresh.bytes);
    expect(second.bytes).toBe(fresh.bytes);
  });
});
