import { parseConfig } from '../../src/config/parse';
import { InputError, InputErrors } from '../../src/errors';
import { MAX_REPORTED_ERRORS } from '../../src/yaml';

function errorOf(text: string): InputError {
  try {
    parseConfig(text, 'cfg.yml');
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('a config with several mistakes lists them all in one run', () => {
  test('unknown keys, wrong types and impossible values in different sections', () => {
    const e = errorOf(
      [
        'k: [0]', // line 1
        'pass_kk: 3', // line 2: unknown key
        'chunking:',
        '  max_chars: -4', // line 4
        '  overlap: lots', // line 5
        'retriever:',
        '  bm25:',
        '    k1: fast', // line 8
        '  hybrid: {alpha: 3}', // line 9
        'gate:',
        '  alpha: 0.9', // line 11
        '  fail_on_broken_labels: sometimes', // line 12
      ].join('\n'),
    );
    expect(e).toBeInstanceOf(InputErrors);
    const lines = e.format().split('\n');
    expect(lines[0]).toBe('8 problems (fix them all, then run again):');
    expect(lines.slice(1).map((l) => l.split(':').slice(0, 2).join(':'))).toEqual([
      'cfg.yml:1',
      'cfg.yml:2',
      'cfg.yml:4',
      'cfg.yml:5',
      'cfg.yml:8',
      'cfg.yml:9',
      'cfg.yml:11',
      'cfg.yml:12',
    ]);
    expect(lines[2]).toMatch(/^cfg\.yml:2:1: pass_kk: unknown key 'pass_kk' in the config \(did you mean 'pass_k'\?\)/);
    expect(lines[1]).toMatch(/^cfg\.yml:1:5: k\[0\]: 'k' must be a list of positive integers but got '0'$/);
    expect(lines[6]).toMatch(/^cfg\.yml:9:\d+: retriever\.hybrid\.alpha: /);
  });

  test('one mistake keeps the single-line message', () => {
    const e = errorOf('k: [0]\n');
    expect(e).not.toBeInstanceOf(InputErrors);
    expect(e.format()).toBe("cfg.yml:1:5: k[0]: 'k' must be a list of positive integers but got '0'");
  });

  test(`at most ${MAX_REPORTED_ERRORS} are listed, and the message says it stopped`, () => {
    const text = Array.from({ length: 40 }, (_, i) => `unknown_${i}: 1`).join('\n');
    const e = errorOf(text) as InputErrors;
    expect(e.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(e.format().split('\n')[0]).toBe(`${MAX_REPORTED_ERRORS} or more problems (fix them all, then run again):`);
    expect(e.format()).toMatch(/stopped after the first 20/);
  });

  test('a dense section with both required keys missing names both', () => {
    const e = errorOf('retriever:\n  type: dense\n  dense:\n    dimensions: 3\n') as InputErrors;
    expect(e.errors.map((x) => x.location.field)).toEqual(['retriever.dense.base_url', 'retriever.dense.model']);
  });
});
