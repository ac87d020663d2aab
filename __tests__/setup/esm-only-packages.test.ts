// The @actions/* packages are ESM-only; the Jest setup (__tests__/support/esm-only-resolver.cjs and the
// transform allow-list in jest.config.cjs) must load them, or every GitHub adapter test breaks.
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import * as github from '@actions/github';

test('ESM-only @actions packages load under Jest', () => {
  expect(typeof core.setOutput).toBe('function');
  expect(typeof core.summary.addRaw).toBe('function');
  expect(typeof github.getOctokit).toBe('function');
  expect(typeof cache.isFeatureAvailable).toBe('function');
});
