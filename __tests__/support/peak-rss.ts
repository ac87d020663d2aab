import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `node args…` and returns its exit, output and peak resident memory in KB, read by the child
 * at exit. Linux's VmHWM is the high-water mark of the child's own memory since its exec;
 * `resourceUsage().maxRSS` is not: a forked child starts from its parent's peak, and a Jest worker
 * that ran other tests may already be past the figure a test asserts.
 */
export function peakRssOf(args: readonly string[], options: SpawnSyncOptions = {}): { kb: number; status: number | null; stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-rss-'));
  try {
    const file = join(dir, 'peak');
    const hook = join(dir, 'hook.cjs');
    writeFileSync(
      hook,
      `process.on('exit', () => { const fs = require('fs'); let kb; try { kb = Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); } catch { kb = process.resourceUsage().maxRSS; } fs.writeFileSync(${JSON.stringify(file)}, String(kb)); });\n`,
    );
    const r = spawnSync(process.execPath, ['-r', hook, ...args], { encoding: 'utf8', ...options });
    return { kb: Number(readFileSync(file, 'utf8')), status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
