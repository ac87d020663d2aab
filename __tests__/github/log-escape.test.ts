/** The job log's escaping: no untrusted text becomes a runner command; annotations are plain text. */
import { annotationsFor, escapeAnnotation } from '../../src/github/annotations';
import type { Report } from '../../src/report/types';
import { escapeLog, guardLog } from '../../src/util/log-escape';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const ZWJ = '\u200D';
/** A line the runner would act on: `::` after leading whitespace, or the legacy `##[` anywhere. */
const isCommand = (line: string) => /^\s*::/.test(line) || line.includes('##[');
/** Lines as the runner reads them (.NET ReadLine: CR, LF or CRLF). */
const lines = (t: string) => t.split(/\r\n|\r|\n/);

describe('escapeLog (an untrusted piece of a log line)', () => {
  test.each([
    ['newline then ::error::', 'a.md\n::error::pwned', 'a.md\\n::error::pwned'],
    ['CRLF then ::stop-commands::', 'a\r\n::stop-commands::tok', 'a\\n::stop-commands::tok'],
    ['a leading ::', '::add-mask::x', `:${ZWJ}:add-mask::x`],
    ['a leading :: after spaces', '  ::error::x', `  :${ZWJ}:error::x`],
    ['the legacy form', 'x ##[error]y', `x ##${ZWJ}[error]y`],
    ['a lone CR and Unicode line separators', 'a\rb\u2028c\u0085d', 'a\\rb\\nc\\nd'],
    ['ANSI escapes and NUL', '\u001b[2Jx\u0000', '\\x1B[2Jx\\x00'],
    ['bidi and zero-width controls', 'a\u202Eb\u200Bc', 'a\\u202Eb\\u200Bc'],
    ['ordinary text', 'std::vector in docs/a.md', 'std::vector in docs/a.md'],
  ])('%s', (_name, input, expected) => {
    expect(escapeLog(input)).toBe(expected);
  });

  test('whatever the text, the escaped piece is one line and no line of a message built with it is a command', () => {
    const piece = fc.array(fc.constantFrom('::', 'error', '\n', '\r', ' ', '##[', ']', 'stop-commands', '\u2028', 'a', '%0A'), { maxLength: 20 }).map((a) => a.join(''));
    fc.assert(
      fc.property(piece, piece, (a, b) => {
        const e = escapeLog(a);
        expect(e).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
        for (const text of [e, `${e}: ${escapeLog(b)}`, `filters: (${e})`]) for (const line of lines(text)) expect(isCommand(line)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('guardLog (every line the writers print)', () => {
  test('keeps line breaks and makes each line inert', () => {
    expect(guardLog('ok\n::error::x\n  ::warning::y\nz ##[group]w')).toBe(`ok\n:${ZWJ}:error::x\n  :${ZWJ}:warning::y\nz ##${ZWJ}[group]w`);
    expect(guardLog('a\r::error::x')).toBe(`a\r:${ZWJ}:error::x`);
    expect(guardLog('retrieval-gate: base abc, head def')).toBe('retrieval-gate: base abc, head def');
  });

  test('no line of any text survives as a command', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('::', '\n', '\r', '\r\n', ' ', '\t', '\u00A0', '##[', 'x', ':'), { maxLength: 25 }).map((a) => a.join('')), (t) => {
        for (const line of lines(guardLog(t))) expect(isCommand(line)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('annotations', () => {
  test('a hostile question is one plain line with its controls visible', () => {
    expect(escapeAnnotation('Q?\n::error::x\u202E')).toBe('Q? ::error::x\\u202E');
    const report = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/report/hostile.json'), 'utf8')) as Report;
    const q = report.questions.find((x) => x.status === 'newly_failing')!;
    q.question = 'Where?\n::stop-commands::tok\r\n\u202Egnp.exe';
    q.id = 'R1\n::error::id';
    const a = annotationsFor(report, '.github/retrieval-golden.yml').find((x) => x.message.includes('Where?'))!;
    expect(a.message).toContain('"Where? ::stop-commands::tok \\u202Egnp.exe"');
    expect(a.title).toBe('retrieval-gate: R1 ::error::id newly fails');
    expect(`${a.title}${a.message}`).not.toMatch(/[\r\n\u202E]/);
  });
});
