// Generates the inputs/outputs reference of docs/action.md and README.md from action.yml, between
// the markers <!-- action-reference:start --> and <!-- action-reference:end -->, so they never
// disagree. `node scripts/gen-action-docs.mjs` rewrites the files; `--check` exits 1 when one is
// out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const START = '<!-- action-reference:start -->';
const END = '<!-- action-reference:end -->';

/** The Markdown reference for an action.yml text. */
export function renderReference(actionYml) {
  const action = parse(actionYml);
  const cell = (s) => String(s ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
  const lines = ['### Inputs', '', '| Input | Default | Description |', '| --- | --- | --- |'];
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    const def = spec.default === undefined || spec.default === '' ? '' : `\`${cell(spec.default)}\``;
    lines.push(`| \`${name}\`${spec.required ? ' (required)' : ''} | ${def} | ${cell(spec.description)} |`);
  }
  lines.push('', '### Outputs', '', '| Output | Description |', '| --- | --- |');
  for (const [name, spec] of Object.entries(action.outputs ?? {})) lines.push(`| \`${name}\` | ${cell(spec.description)} |`);
  return `${START}\n<!-- Generated from action.yml by scripts/gen-action-docs.mjs; edit action.yml, then run it. -->\n\n${lines.join('\n')}\n\n${END}`;
}

/** docs/action.md with its reference section replaced. */
export function updateDoc(doc, reference) {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`the document must contain ${START} … ${END}`);
  return doc.slice(0, a) + reference + doc.slice(b + END.length);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const reference = renderReference(readFileSync(join(root, 'action.yml'), 'utf8'));
  let stale = false;
  for (const file of ['docs/action.md', 'README.md']) {
    const docPath = join(root, file);
    const doc = readFileSync(docPath, 'utf8');
    const next = updateDoc(doc, reference);
    if (next === doc) continue;
    if (process.argv.includes('--check')) {
      process.stderr.write(`${file} is out of date with action.yml: run \`node scripts/gen-action-docs.mjs\`\n`);
      stale = true;
    } else {
      writeFileSync(docPath, next);
    }
  }
  if (stale) process.exit(1);
}
