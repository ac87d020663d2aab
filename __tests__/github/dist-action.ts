/**
 * The BUILT dist/index.js run as the runner runs it (a child process, inputs as INPUT_* variables,
 * event file, GITHUB_OUTPUT, job summary), against the loopback GitHub, recorded in the shape of
 * runRealAction's record so an attack written for the source can be replayed on the bundle.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { distFile } from '../support/dist';
import type { ActionRun } from './real-action';

/** The bundle the global setup chose: dist/ when fresh, else its build of src/ in a temporary folder (never dist/ rewritten). */
export const DIST = distFile('index.js');

export interface DistRecord {
  code: number;
  stdout: string;
  /** `::warning::` lines, the command stripped (as core.warning's message). */
  warnings: string[];
  /** `::error::` lines (setFailed writes one). */
  failed: string[];
  /** Every other line of the log. */
  logs: string[];
  outputs: Record<string, string>;
}

/** The `name<<delimiter` blocks an action wrote to GITHUB_OUTPUT, by name. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out[m[1]] = m[3];
  return out;
}

/** Log-command data is percent-encoded by @actions/core. */
function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Runs dist/index.js in `work` for `event` with `payload`; `inputs` by name, `env` on top. */
export async function runDistAction(opts: ActionRun): Promise<DistRecord> {
  mkdirSync(opts.runnerTemp, { recursive: true });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const files = { event: path.join(opts.runnerTemp, `event-${stamp}.json`), output: path.join(opts.runnerTemp, `output-${stamp}`), summary: path.join(opts.runnerTemp, `summary-${stamp}.md`) };
  writeFileSync(files.event, JSON.stringify(opts.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? opts.runnerTemp,
    LANG: 'C.UTF-8',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: opts.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_API_URL: opts.gh.url,
    GITHUB_WORKSPACE: opts.work,
    GITHUB_SHA: opts.sha,
    RUNNER_TEMP: opts.runnerTemp,
    ...Object.fromEntries(Object.entries(opts.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...opts.env,
  };
  const child = spawn(process.execPath, [DIST], { cwd: opts.work, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  const rec: DistRecord = { code, stdout, warnings: [], failed: [], logs: [], outputs: parseOutputs(readFileSync(files.output, 'utf8')) };
  for (const line of stdout.split('\n')) {
    const m = /^::(warning|error|debug|notice)(?: [^:]*)?::(.*)$/.exec(line);
    if (m?.[1] === 'warning') rec.warnings.push(unescapeData(m[2]));
    else if (m?.[1] === 'error') rec.failed.push(unescapeData(m[2]));
    else if (m) rec.logs.push(unescapeData(m[2]));
    else if (line) rec.logs.push(line);
  }
  return rec;
}
