/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * The golden-set guide's worked example is real output: `draft` on examples/acme/queries.log in a
 * copy of the acme docs without their golden set, `validate` on the set reviewed from it
 * (examples/acme/queries-reviewed.yml) and on the heading-copied set (examples/acme/heading-copied.yml).
 * Every line the guide shows is what the command prints; a line the guide elides ("…") is skipped,
 * one it cuts ("…; …") is matched up to the cut. The reviewed set is what review makes of the
 * drafts: the same questions (a few deleted), each label one of its draft's candidates.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { parseGoldenSet } from '../../src/golden/parse';
import { recordingIo } from '../support/recording-io';

const root = join(__dirname, '..', '..');
const guide = readFileSync(join(root, 'docs/golden-set-guide.md'), 'utf8');

/** The lines the guide shows under `$ COMMAND` in a code block, up to the block's end or the next `$`. */
function shown(command: string): string[] {
  const at = guide.indexOf(`\n$ ${command}\n`);
  if (at < 0) throw new Error(`the guide shows no '$ ${command}'`);
  const rest = guide.slice(at + command.length + 4);
  const end = Math.min(...['\n```', '\n$ '].map((m) => rest.indexOf(m)).filter((i) => i >= 0));
  return rest.slice(0, end).split('\n');
}

function expectShown(lines: readonly string[], out: string): void {
  const printed = out.split('\n');
  for (const line of lines) {
    if (line.trim() === '…') continue;
    if (line.endsWith('; …')) expect(printed.filter((p) => p.startsWith(line.slice(0, -1)))).toHaveLength(1);
    else expect(printed).toContain(line);
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-guide-'));
  cpSync(join(root, 'examples/acme/base'), dir, { recursive: true });
  rmSync(join(dir, '.github/retrieval-golden.yml'));
  for (const f of ['queries.log', 'heading-copied.yml']) cpSync(join(root, 'examples/acme', f), join(dir, f));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('draft on the example log prints what the guide shows; the reviewed set picks from its candidates', async () => {
  const io = recordingIo(dir);
  expect(await main(['draft', '--questions', 'queries.log'], io)).toBe(0);
  expectShown(shown('retrieval-gate draft --questions queries.log'), io.out);
  expect(io.out).not.toContain('jane.doe');
  const drafts = parseGoldenSet(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8'), 'drafts.yml').drafts!;
  const reviewed = parseGoldenSet(readFileSync(join(root, 'examples/acme/queries-reviewed.yml'), 'utf8'), 'queries-reviewed.yml');
  const byId = new Map(drafts.map((d) => [d.id, d]));
  expect(reviewed.drafts).toBeUndefined();
  for (const q of reviewed.questions) {
    const d = byId.get(q.id)!;
    expect([q.id, q.question]).toEqual([d.id, d.question]);
    const candidates = d.candidates!.map((c) => c.raw);
    for (const l of q.relevant) expect(candidates).toContain(l.raw);
  }
  expect(drafts.length - reviewed.questions.length).toBe(2);
});

test('validate on the reviewed set and on the heading-copied set prints what the guide shows', async () => {
  cpSync(join(root, 'examples/acme/queries-reviewed.yml'), join(dir, '.github/retrieval-golden.yml'));
  const reviewed = recordingIo(dir);
  expect(await main(['validate'], reviewed)).toBe(0);
  expectShown(shown('retrieval-gate validate'), reviewed.out);
  const copied = recordingIo(dir);
  expect(await main(['validate', '--golden', 'heading-copied.yml'], copied)).toBe(1);
  expectShown(shown('retrieval-gate validate --golden heading-copied.yml').filter((l) => !l.startsWith('$ ') && l !== '1'), copied.out);
});
