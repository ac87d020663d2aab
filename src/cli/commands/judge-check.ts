import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { folderAnswerStore } from '../../answers/answer-store';
import { NO_STORE } from '../../answers/chat';
import { answersApiKey, createChatClient } from '../../answers/chat-client';
import { runJudgeCheck, type JudgeCheckResult } from '../../answers/judge-check';
import { parseLabels } from '../../answers/labels';
import { parseConfig } from '../../config/parse';
import { DEFAULT_CONFIG_PATH } from '../../config/types';
import { ERROR_CODES, InputError } from '../../errors';
import { parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { jsonForTerminal } from '../../util/show-controls';
import { cliCacheDeps } from '../cache-folder';

export const summary = "measure the answers judge against hand-labelled examples (accuracy, Cohen's kappa)";
export const help = `retrieval-gate judge-check: run the answers judge on hand-labelled examples and print its agreement

Usage:
  retrieval-gate judge-check --labels FILE [--config F] [--json] [--min-kappa X]

Options:
  --labels FILE    YAML list of examples: {answer, fact, verdict: supported|missing|contradicted}
                   or, without a fact, {question, answer, verdict: declined|answered}
  --config F       config with the 'answers:' section naming the judge (default: .github/retrieval-gate.yml)
  --json           print the result as JSON
  --min-kappa X    exit 1 when Cohen's kappa is below X (a number from -1 to 1)
  --verbose        progress lines on stderr

The judge uses the prompts, model and cache of the answers stage (docs/answers.md), so a second
run on the same examples sends no request. Check the judge this way before trusting the gate on answers.

Exit status: 0 done (and kappa at or above --min-kappa), 1 kappa below --min-kappa, 2 bad usage, config or input.
`;

const f3 = (x: number) => x.toFixed(3);

/** `judge-check`: judge every labelled example, print accuracy, kappa, the confusion matrix and the disagreements. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('judge-check', argv, {
    labels: { type: 'string' },
    config: { type: 'string' },
    json: { type: 'boolean' },
    'min-kappa': { type: 'string' },
    verbose: { type: 'boolean' },
  });
  const labelsPath = values.labels as string | undefined;
  if (!labelsPath) throw new InputError(ERROR_CODES.USAGE, "judge-check needs --labels FILE (see 'retrieval-gate judge-check --help')");
  let minKappa: number | undefined;
  if (values['min-kappa'] !== undefined) {
    minKappa = Number(values['min-kappa']);
    if (!/^-?\d+(\.\d+)?$/.test(String(values['min-kappa'])) || minKappa < -1 || minKappa > 1) {
      throw new InputError(ERROR_CODES.USAGE, `--min-kappa must be a number from -1 to 1 but got '${String(values['min-kappa'])}'`, { field: '--min-kappa' });
    }
  }
  const configPath = (values.config as string | undefined) ?? DEFAULT_CONFIG_PATH;
  const configText = await readText(resolve(io.cwd, configPath), configPath, ERROR_CODES.CONFIG);
  const config = parseConfig(configText, configPath);
  const cfg = config.answers;
  if (!cfg) throw new InputError(ERROR_CODES.CONFIG, "has no 'answers:' section: judge-check needs the judge's endpoint and model (docs/answers.md)", { file: configPath, field: 'answers' });
  const examples = parseLabels(await readText(resolve(io.cwd, labelsPath), labelsPath, ERROR_CODES.USAGE), labelsPath);

  const log = values.verbose ? (m: string) => io.stderr(`${m}\n`) : undefined;
  const deps = { cwd: io.cwd, env: io.env, log };
  const key = answersApiKey(cfg, deps);
  if (key.missing) throw new InputError(ERROR_CODES.CONFIG, key.missing, { file: configPath, field: 'answers.api_key_env' });
  const client = createChatClient(cfg, key.key, deps);
  // The user's cache folder, never the checkout's (a committed verdict there would pass for the judge's).
  const { answersCacheDir } = await cliCacheDeps(io, [], log);
  const store = cfg.cache_dir && answersCacheDir ? folderAnswerStore(answersCacheDir, (m) => io.stderr(`${m}\n`)) : NO_STORE;
  const result = await runJudgeCheck(examples, cfg, client, store, log);
  io.stdout(values.json ? `${jsonForTerminal(jsonResult(result, cfg.judge_model, client.endpoint), 2)}\n` : textResult(result, cfg.judge_model, client.endpoint));
  return minKappa !== undefined && !(result.agreement.kappa >= minKappa) ? EXIT.GATE_FAILED : EXIT.OK;
}

async function readText(abs: string, shown: string, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES]): Promise<string> {
  try {
    return await readFile(abs, 'utf8');
  } catch (e) {
    throw new InputError(code, `cannot read: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`, { file: shown });
  }
}

function jsonResult(r: JudgeCheckResult, model: string, endpoint: string) {
  return {
    judge_model: model,
    endpoint,
    examples: r.examples,
    judged: r.judged.length,
    accuracy: r.agreement.accuracy,
    kappa: r.agreement.kappa,
    labels: r.agreement.labels,
    confusion: r.agreement.confusion,
    disagreements: r.judged.filter((j) => j.expected !== j.got),
    errors: r.errors,
    calls: r.calls,
  };
}

function textResult(r: JudgeCheckResult, model: string, endpoint: string): string {
  const a = r.agreement;
  const same = r.judged.filter((j) => j.expected === j.got).length;
  const out = [`judge ${model} at ${endpoint}: ${r.examples} example(s), ${r.judged.length} judged`];
  out.push(`accuracy ${f3(a.accuracy)} (${same}/${r.judged.length}), Cohen's kappa ${f3(a.kappa)}`);
  if (a.labels.length) {
    const w = Math.max(12, ...a.labels.map((l) => l.length + 2));
    out.push('', 'confusion (rows: hand label, columns: judge):');
    out.push(`  ${''.padEnd(w)}${a.labels.map((l) => l.padEnd(w)).join('')}`.trimEnd());
    for (const e of a.labels) out.push(`  ${e.padEnd(w)}${a.labels.map((g) => String(a.confusion[e][g]).padEnd(w)).join('')}`.trimEnd());
  }
  const dis = r.judged.filter((j) => j.expected !== j.got);
  if (dis.length) {
    out.push('', 'disagreements:');
    for (const d of dis) out.push(`  ${d.id} (line ${d.line}): labelled ${d.expected}, judge said ${d.got}${d.reason ? `: ${d.reason}` : ''}`);
  }
  if (r.errors.length) {
    out.push('', 'not judged (not counted above):');
    for (const e of r.errors) out.push(`  ${e.id} (line ${e.line}): ${e.message}`);
  }
  out.push('', `calls: ${r.calls.made} sent, ${r.calls.cached} from the cache`);
  return `${out.join('\n')}\n`;
}
