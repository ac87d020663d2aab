/**
 * The environment a retriever command runs in (docs/security.md). The runner's own variables
 * (its GitHub token, ACTIONS_* runtime and cache tokens, INPUT_* step inputs) and anything named
 * like a secret stay out, unless the config lists the name in `retriever.pass_env`; what ordinary
 * programs need (PATH, HOME, LANG, TMPDIR, …) stays in. A denylist plus an explicit pass list
 * rather than an allowlist: a team's retriever may rely on its own plain settings (a Python venv,
 * a model folder), which are kept.
 */

/** Names the runner sets for itself; none is passed by default. */
const RUNNER_OWN = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_|INPUT_)/i;
/** Names that look like credentials, wherever the word sits (OPENAI_API_KEY, NPM_TOKEN, DB_PASSWORD…). */
const SECRET_LOOKING = /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;

/** True when a variable is kept out of a retriever command's environment unless listed in pass_env. */
export function isWithheldVariable(name: string): boolean {
  return RUNNER_OWN.test(name) || SECRET_LOOKING.test(name);
}

/** `env` without withheld variables, plus those that `passEnv` names (when set). */
export function childEnv(env: Record<string, string | undefined>, passEnv: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const pass = new Set(passEnv);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (pass.has(name) || !isWithheldVariable(name)) out[name] = value;
  }
  return out;
}
