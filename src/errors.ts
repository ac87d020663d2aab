/**
 * The error catalogue. Anything the user can fix (bad flags, config, golden set, input files,
 * missing git history) is an `InputError`: one message naming the file, line and field, exit 2.
 * Codes are stable so tests and tools can assert on them.
 */

export const ERROR_CODES = {
  USAGE: 'usage',
  CONFIG: 'config',
  GOLDEN: 'golden',
  TREC_INPUT: 'trec-input',
  BEIR_INPUT: 'beir-input',
  GIT: 'git',
  MISSING_COMMIT: 'missing-commit',
  RETRIEVER: 'retriever',
  HTTP: 'http',
  NOT_AVAILABLE: 'not-available',
  ARTIFACT: 'artifact',
  QUERY_LOG: 'query-log',
  // A file a command would write is already there (init without --force).
  FILE_EXISTS: 'file-exists',
  // A shipped model folder that is missing or damaged (an installation problem).
  MODEL: 'model',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
  /** Dotted field path, e.g. `questions[3].relevant[0]` or `retriever.bm25.k1`. */
  field?: string;
}

/** A problem with what the user gave us. Exit status 2. */
export class InputError extends Error {
  readonly code: ErrorCode;
  readonly location: ErrorLocation;

  constructor(code: ErrorCode, message: string, location: ErrorLocation = {}) {
    super(message);
    this.name = 'InputError';
    this.code = code;
    this.location = location;
  }

  /** `file:line:column: field: message`, omitting the parts that are unknown. */
  format(): string {
    const { file, line, column, field } = this.location;
    let where = file ?? '';
    if (file && line) where += `:${line}`;
    if (file && line && column) where += `:${column}`;
    const parts = [where, field].filter((p) => p);
    return parts.length ? `${parts.join(': ')}: ${this.message}` : this.message;
  }
}

/** Several problems found in one file (or one run), listed together so one run shows them all. */
export class InputErrors extends InputError {
  readonly errors: readonly InputError[];
  readonly truncated: boolean;

  constructor(code: ErrorCode, errors: readonly InputError[], truncated = false) {
    super(code, errors[0]?.message ?? 'invalid input', errors[0]?.location ?? {});
    this.name = 'InputErrors';
    this.errors = errors;
    this.truncated = truncated;
  }

  /** A count, then one `file:line:column: field: message` line per problem. */
  override format(): string {
    const head = `${this.errors.length}${this.truncated ? ' or more' : ''} problems (fix them all, then run again):`;
    const more = this.truncated ? '\n(stopped after the first ' + this.errors.length + ')' : '';
    return `${head}\n${this.errors.map((e) => e.format()).join('\n')}${more}`;
  }
}

export function isInputError(e: unknown): e is InputError {
  return e instanceof InputError;
}
