import { parseConfig } from '../../src/config/parse';
import { isInputError } from '../../src/errors';

const rule = (v: string) => parseConfig(`gate:\n  fail_on_broken_labels: ${v}\n`, 'c.yml').gate.fail_on_broken_labels;

describe('gate.fail_on_broken_labels', () => {
  test('defaults to new; new, any and off are read as written', () => {
    expect(parseConfig('k: [5]\n', 'c.yml').gate.fail_on_broken_labels).toBe('new');
    expect(['new', 'any', 'off'].map(rule)).toEqual(['new', 'any', 'off']);
  });
  test('the old booleans stay valid: true is the default (new), false is off', () => {
    expect(rule('true')).toBe('new');
    expect(rule('false')).toBe('off');
  });
  test('anything else names the key, the line and the allowed values', () => {
    let err: unknown;
    try {
      rule('maybe');
    } catch (e) {
      err = e;
    }
    expect(isInputError(err)).toBe(true);
    expect((err as Error).message).toBe("'gate.fail_on_broken_labels' must be one of new, any, off but got 'maybe'");
    expect((err as { format(): string }).format()).toMatch(/^c\.yml:2:\d+: /);
  });
});
