import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import type { Report } from '../../src/report/types';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: tmpdir(),
};

/** Runs git in `cwd` and returns its trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

/** Writes files (path → text; null deletes) under `root`. */
export function writeFiles(root: string, files: Record<string, string | null>): void {
  for (const [path, text] of Object.entries(files)) {
    const abs = join(root, path);
    if (text === null) {
      rmSync(abs, { force: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
}

/**
 * One fast-import commit on `branch`: `files` written over `from` (null deletes), by the test identity.
 * Without `from`, on a branch an earlier commit of the same stream made, it goes on from that commit.
 */
export function importCommit(branch: string, message: string, when: number, files: Record<string, string | null>, from?: string): string {
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const who = `Test <test@example.com> ${when} +0000`;
  // fast-import reads a path to the end of its line; one that starts with a quote or holds a newline is C-quoted.
  const name = (path: string) => (/^"|\n/.test(path) ? JSON.stringify(path) : path);
  const ops = Object.entries(files).map(([path, text]) => (text === null ? `D ${name(path)}\n` : `M 100644 inline ${name(path)}\n${data(text)}`));
  return `commit refs/heads/${branch}\nauthor ${who}\ncommitter ${who}\n${data(`${message}\n`)}${from ? `from ${from}\n` : ''}${ops.join('')}`;
}

/**
 * A real repository: `main` holds `base`, branch `pr` adds `change` on top, checked out. Returns its
 * folder. Both commits go in through one `git fast-import` (three git processes instead of six:
 * this fixture is made a few hundred times per run).
 */
export function makeRepo(base: Record<string, string>, change: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-engine-'));
  git(dir, 'init', '-q', '-b', 'main');
  const when = Math.floor(Date.now() / 1000);
  const stream = importCommit('main', 'base', when, base) + importCommit('pr', 'change', when, change, 'refs/heads/main');
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, env: GIT_ENV, input: stream });
  git(dir, 'checkout', '-q', '-f', 'pr');
  return dir;
}

/** `compare main pr` on a repository made by makeRepo; its folder goes into `made`, for the caller's afterAll to remove. */
export async function compareMade(made: string[], base: Record<string, string>, change: Record<string, string | null>): Promise<Report> {
  const dir = makeRepo(base, change);
  made.push(dir);
  return runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
}

/** Two plain folders, base and head, for `--base-dir/--head-dir`. */
export function makeFolders(base: Record<string, string>, change: Record<string, string | null>): { root: string; baseDir: string; headDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'rg-folders-'));
  const baseDir = join(root, 'base');
  const headDir = join(root, 'head');
  writeFiles(baseDir, base);
  writeFiles(headDir, { ...base, ...change });
  return { root, baseDir, headDir };
}

export const CONFIG = `k: [1, 3]
pass_k: 1
`;

export const GOLDEN = `questions:
  - id: R1
    question: Can I return refurbished headphones?
    relevant: [docs/returns.md#refurbished-products]
    forbidden: [docs/returns-2023.md]
    tags: [returns]
  - id: R2
    question: How are annual plans billed?
    relevant: [docs/billing.md#annual-plans]
    tags: [billing]
  - id: R3
    question: How long does shipping take to Canada?
    relevant: [docs/shipping.md]
  - id: R4
    question: Do you sell gift cards?
    answerable: false
`;

/** A tiny product-docs repository: returns, billing and shipping pages, config and golden set. */
export const BASE_FILES: Record<string, string> = {
  '.github/retrieval-gate.yml': CONFIG,
  '.github/retrieval-golden.yml': GOLDEN,
  'docs/returns.md': `# Returns

## Return policy

You can return any product within 30 days of delivery for a full refund. Keep the receipt.

## Refurbished products

Refurbished Outlet items have a 7-day return window. Refurbished headphones such as the WH-1000 can be returned within 7 days of delivery.

## Exchanges

Exchanges for a different colour or size are free within 30 days.
`,
  'docs/billing.md': `# Billing

## Annual plans

Annual plans are billed once a year, on the date you subscribed. Cancelling an annual plan gives a prorated refund.

## Monthly plans

Monthly plans renew every month and can be cancelled at any time.
`,
  'docs/shipping.md': `# Shipping

Orders ship within two business days. Delivery to Canada takes five to eight business days; shipping to the United States takes three to five.
`,
};

/** A docs PR: a distractor page about refurbished headphones, a renamed heading, a superseded page. */
export const DOCS_PR: Record<string, string | null> = {
  'docs/outlet/spring-sale.md': `# Spring sale

## Refurbished headphones sale

Return to the outlet for refurbished headphones: refurbished headphones at half price, refurbished headphones in every colour. Can I return refurbished headphones? Refurbished headphones, refurbished headphones.
`,
  'docs/billing.md': `# Billing

## Annual subscriptions

Annual plans are billed once a year, on the date you subscribed. Cancelling an annual plan gives a prorated refund.

## Monthly plans

Monthly plans renew every month and can be cancelled at any time.
`,
};
