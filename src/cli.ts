import { main } from './cli/commands';
import { processIo } from './cli/io';
import { forTerminal } from './util/log-escape';
import { serveIfWorker } from './engine/workers/entry';

function runCli(): void {
  // `retrieval-gate chunks | head` closes the pipe early: that is the reader's choice, not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }

  main(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      // Not a user error: a bug. Say so plainly, with the stack for the report.
      process.stderr.write(forTerminal(`retrieval-gate: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
      process.exitCode = 3;
    },
  );
}

// Started again as one of the engine's worker threads (engine/workers/pool.ts): serve, run nothing else.
if (!serveIfWorker()) runCli();
