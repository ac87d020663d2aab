// draft's query-log reader on its own: a byte-order mark, blanks, the line each CSV record starts
// on (records spanning lines, blank lines between), a malformed CSV named by file, line and column
// without a word of the row, and every line cut to a question's length before it is masked.
import { readQueryLog } from '../../src/draft/query-log';
import { maskSecrets } from '../../src/draft/mask';
import { InputError } from '../../src/errors';

// Masking as it is, recorded: what it is handed is what the cut must bound.
jest.mock('../../src/draft/mask', () => {
  const actual = jest.requireActual('../../src/draft/mask');
  return { maskSecrets: jest.fn(actual.maskSecrets) };
});
const masked = maskSecrets as jest.MockedFunction<typeof maskSecrets>;
beforeEach(() => masked.mockClear());

const EMAIL = 'jane.doe@example.com';
const TOKEN = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';

/** The error `read` throws, as the CLI prints it. */
function failure(read: () => unknown): string {
  try {
    read();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).format();
  }
  throw new Error('no error thrown');
}

describe('byte-order mark and blanks', () => {
  test('a byte-order mark is no part of the first question, in every format', () => {
    const bom = '\uFEFF';
    expect(readQueryLog(`${bom}How do I install?\nWhere are invoices?\n`, 'log.txt').entries[0]).toEqual({ text: 'How do I install?', line: 1 });
    expect(readQueryLog(`${bom}{"question": "How do I install?"}\n`, 'log.jsonl').entries).toEqual([{ text: 'How do I install?', line: 1 }]);
    expect(readQueryLog(`${bom}question\nHow do I install?\n`, 'log.csv').entries).toEqual([{ text: 'How do I install?', line: 2 }]);
  });

  test('runs of blanks, tabs and line breaks are one space; blanks at the ends go; a blank line is no question', () => {
    const log = readQueryLog('  How  do\tI\u00a0reset   my password?  \n\t \nid\n', 'log.txt');
    expect(log.entries).toEqual([{ text: 'How do I reset my password?', line: 1 }, { text: 'id', line: 3 }]);
    const csv = readQueryLog('question\n"How do I\n\n   reset it?"\n', 'log.csv');
    expect(csv.entries).toEqual([{ text: 'How do I reset it?', line: 2 }]);
  });
});

describe('the line a CSV record starts on', () => {
  test('records that span lines, and blank lines between records', () => {
    const text = 'id,question\n1,"How do I\nreset my\npassword?"\n\n\n2,Where are invoices?\n3,"Two\nlines"\n4,Last one?';
    expect(readQueryLog(text, 'log.csv').entries).toEqual([
      { text: 'How do I reset my password?', line: 2 },
      { text: 'Where are invoices?', line: 7 },
      { text: 'Two lines', line: 8 },
      { text: 'Last one?', line: 10 },
    ]);
    // A TSV with Windows line ends, one record a line.
    expect(readQueryLog('question\tid\r\nFirst?\t1\r\nSecond?\t2\r\n', 'log.tsv').entries.map((e) => e.line)).toEqual([2, 3]);
  });
});

describe('a malformed CSV: file, line and column, never the row', () => {
  test.each([
    ['a quote inside an unquoted field', `id,question\n1,How do I ok\n2,my mail ${EMAIL} and ${TOKEN} say "hi" there\n`, /^log\.csv:3: column 2: not a valid CSV: a quote inside a field that does not start with one/],
    ['text after a closing quote', `id,question\n1,"my mail ${EMAIL} ${TOKEN}"x\n`, /^log\.csv:2: column 2: not a valid CSV: a closing quote is followed by something other than a delimiter/],
    ['a quote never closed', `id,question\n1,"my mail ${EMAIL} ${TOKEN}\n`, /^log\.csv:2: column 2: not a valid CSV: a quoted field is never closed/],
  ])('%s', (_what, text, message) => {
    const shown = failure(() => readQueryLog(text, 'log.csv'));
    expect(shown).toMatch(message);
    expect(shown).not.toMatch(/jane|example\.com|ghp_|A1b2|my mail|\bhi\b/);
  });

  test('a header without a question column: the names are not quoted back (the first line may be a question)', () => {
    const shown = failure(() => readQueryLog(`1,my mail is ${EMAIL}\n2,How do I install?\n`, 'log.csv'));
    expect(shown).toBe("log.csv:1: question: no 'question' column in the header (its 2 columns are named otherwise; the first line names the columns, one of them 'question')");
  });
});

describe('each line is cut to a question before it is masked', () => {
  test('masking is handed at most 1,000 characters, whatever the line', () => {
    const line = 'word '.repeat(200_000);
    const log = readQueryLog(`${line}\nHow do I install?\n`, 'log.txt');
    expect(masked.mock.calls.map(([t]) => t.length)).toEqual([999, 17]);
    expect(log.entries[0].text).toBe('word '.repeat(200).trim());
  });

  test('a word the cut would split is left out whole: half a key is not masked as one', () => {
    const head = `${'a '.repeat(490)}key`;
    const log = readQueryLog(`${head} ${TOKEN} more\n`, 'log.txt');
    expect(log.entries[0].text).toBe(head);
    expect(log.entries[0].text).not.toContain('ghp_');
    // A key before the cut is masked as usual.
    expect(readQueryLog(`key ${TOKEN} ${'b '.repeat(600)}\n`, 'log.txt').entries[0].text).toMatch(/^key \[token\] b b/);
  });
});
