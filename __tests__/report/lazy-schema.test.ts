/**
 * The report's JSON Schema (TypeBox) and its checker (ajv) load when a downloaded report is checked,
 * not when the CLI's commands load or a comment is rendered: every run, and every test file that
 * renders, paid for both (TypeBox alone is 55 modules). Each library is replaced by one that throws
 * when loaded; the commands and the renderer must load without it, and a check must load both and
 * still accept a real report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIBRARIES = ['@sinclair/typebox', 'ajv'];

function withLibrariesThatThrow<T>(run: (loaded: string[]) => T): T {
  const loaded: string[] = [];
  let result!: T;
  jest.isolateModules(() => {
    for (const name of LIBRARIES)
      jest.doMock(name, () => {
        loaded.push(name);
        throw new Error(`${name} loaded`);
      });
    result = run(loaded);
  });
  for (const name of LIBRARIES) jest.dontMock(name);
  return result;
}

test('the CLI commands and the comment renderer load without TypeBox or ajv', () => {
  const loaded = withLibrariesThatThrow((seen) => {
    require('../../src/cli/commands/index');
    require('../../src/report/markdown');
    require('../../src/report/validate');
    return seen;
  });
  expect(loaded).toEqual([]);
});

test('checking a downloaded report loads the schema and its checker, and a real report passes', () => {
  const report = JSON.parse(readFileSync(join(__dirname, '../fixtures/report/hostile.json'), 'utf8'));
  const loaded = withLibrariesThatThrow((seen) => {
    const { validateReport } = require('../../src/report/validate') as typeof import('../../src/report/validate');
    expect(() => validateReport(report)).toThrow(/loaded/);
    return seen;
  });
  expect(loaded.length).toBeGreaterThan(0);
  jest.isolateModules(() => {
    const { validateReport } = require('../../src/report/validate') as typeof import('../../src/report/validate');
    expect(validateReport(report)).toMatchObject({ ok: true });
  });
});
