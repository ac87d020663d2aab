/**
 * The system's Chromium for the browser tier (Debian's `chromium`, which .ci/run installs; or the
 * browser RG_CHROMIUM names), driven by playwright-core, which downloads no browser of its own.
 * Absent: the tests skip with one line saying why, except under CI=true, where they fail.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export const CHROMIUM = process.env.RG_CHROMIUM || '/usr/bin/chromium';

/** Whether the browser is there; when it is not, says so (and under CI throws). */
export function chromiumPresent(what: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  const why = `${what}: no Chromium at ${CHROMIUM} (apt-get install chromium, or set RG_CHROMIUM)`;
  if (process.env.CI === 'true') throw new Error(`${why}; CI must run them`);
  process.stderr.write(`\njest: ${why}: skipped\n`);
  return false;
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  // As root (CI, containers) Chromium refuses its sandbox; the pages opened are the tests' own files.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
}
