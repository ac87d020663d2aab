/**
 * The static model's vectors of a comparison's base are the run's: the head reuses them for its
 * unchanged chunks, and the next run (same process) starts from nothing, since no vector outlives
 * the run that made it (RetrieverDeps.staticVectors, made by compare).
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const STATIC = `${CONFIG}retriever:\n  type: static\n`;
let dir: string;
beforeAll(() => (dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': STATIC }, DOCS_PR)));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each side's count of vectors reused from the other side, in the order the sides were built. */
async function reusedPerSide(): Promise<number[]> {
  const lines: string[] = [];
  await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { PATH: process.env.PATH }, log: (m) => lines.push(m) });
  return lines.flatMap((l) => /^static embeddings: .* (\d+) reused from the other side/.exec(l)?.[1] ?? []).map(Number);
}

test("compare's head reuses the base's vectors; a second run in the same process reuses nothing at its base", async () => {
  const first = await reusedPerSide();
  expect(first).toHaveLength(2);
  expect(first[0]).toBe(0);
  expect(first[1]).toBeGreaterThan(0);
  expect(await reusedPerSide()).toEqual(first);
});
