/**
 * The threads a side's retriever computes on (the sentence encoder's intra-op threads): `--jobs`
 * when given, else the config's `jobs` held to the cores (a pull request may write any number),
 * else unset, which the encoder takes as every core.
 */
import { availableParallelism } from 'node:os';
import { parseConfig } from '../../src/config/parse';
import { withThreads } from '../../src/engine/load-side';

const config = (text: string) => parseConfig(text, 'test.yml');
const deps = { cwd: '/', env: {} };

test('--jobs first, then jobs held to the cores, else unset', () => {
  expect(withThreads({ ...deps, jobs: 1 }, config('jobs: 2\n')).threads).toBe(1);
  expect(withThreads(deps, config('jobs: 1\n')).threads).toBe(1);
  expect(withThreads(deps, config('jobs: 64\n')).threads).toBe(Math.min(64, availableParallelism()));
  expect(withThreads(deps, config('')).threads).toBeUndefined();
  // Given already (a caller that chose), kept.
  expect(withThreads({ ...deps, threads: 3, jobs: 1 }, config('')).threads).toBe(3);
});
