/**
 * The command line's table of commands and its one dispatch: each command's summary and help, argument
 * parsing handed to the command, and every error turned into its exit status in one place. It sits
 * with the commands (cli/commands/) so that they, and it, import the CLI's shared pieces (args,
 * io, hints, the review screen) from cli/, which never imports them back.
 */
import { ENGINE_VERSION } from '../../version';
import { isInputError } from '../../errors';
import { withHint } from '../hints';
import { EXIT, type CliIo } from '../io';
import * as beir from './beir';
import * as chunks from './chunks';
import * as compare from './compare';
import * as draft from './draft';
import * as review from './review';
import * as evalCmd from './eval';
import * as fixLabels from './fix-labels';
import * as history from './history';
import * as init from './init';
import * as judgeCheck from './judge-check';
import * as search from './search';
import * as trec from './trec';
import * as validate from './validate';

interface Command {
  summary: string;
  help: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

const COMMANDS: Record<string, Command> = { init, compare, eval: evalCmd, search, chunks, trec, beir, 'fix-labels': fixLabels, 'judge-check': judgeCheck, validate, draft, review, history };

const USAGE = `retrieval-gate: measure what a docs change does to RAG retrieval

Usage:
  retrieval-gate init    [--dir DIR] [--force]          # config, starter golden set and workflow for this repository
  retrieval-gate compare --base REV --head REV [--repo DIR] [--config F] [--golden F] [--report F.json] [--markdown F.md]
  retrieval-gate compare --base REV [...same options]     # head: the working tree, uncommitted edits included
  retrieval-gate compare --base-dir DIR --head-dir DIR [...same options]
  retrieval-gate compare --base-config A --head-config B [--rev REV | --dir DIR] [...same options]
  retrieval-gate fix-labels --base REV [--head REV] [--repo DIR] [--golden F] [--dry-run]
  retrieval-gate fix-labels --base-dir DIR --head-dir DIR [--golden F] [--dry-run]
  retrieval-gate eval    [--rev REV | --dir DIR] [--config F] [--golden F] [--json] [--strict]
  retrieval-gate history --from REV [--to REV] [--repo DIR] [--config F] [--golden F] [--json] [--html F]
  retrieval-gate validate [--rev REV | --dir DIR] [--config F] [--golden F] [--json]
  retrieval-gate search  "QUERY" [--rev REV | --dir DIR] [-k N]
  retrieval-gate chunks  [--rev REV | --dir DIR] [PATH]
  retrieval-gate trec    --qrels F --run F [--k LIST] [--json]
  retrieval-gate beir    --dir DIR [--config F] [--run-out F] [--json]
  retrieval-gate judge-check --labels FILE [--config F] [--json] [--min-kappa X]
  retrieval-gate draft   --questions FILE [--rev REV | --dir DIR] [--config F] [--out F] [--max N] [--json]
  retrieval-gate review  [--golden F] [--rev REV | --dir DIR] [--from-report report.json]

Run 'retrieval-gate COMMAND --help' for a command's options.
Exit status: 0 passed, 1 the gate failed, 2 bad usage, config or input.
`;

/** Runs one CLI invocation and returns its exit status. Every user error becomes one line on stderr and 2. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name === undefined ? EXIT.BAD_INPUT : EXIT.OK;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`${ENGINE_VERSION}\n`);
    return EXIT.OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`retrieval-gate: unknown command '${name}'\n\n${USAGE}`);
    return EXIT.BAD_INPUT;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
    return EXIT.OK;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (isInputError(e)) {
      io.stderr(`retrieval-gate ${name}: ${withHint(name, e).format()}\n`);
      return EXIT.BAD_INPUT;
    }
    throw e;
  }
}
