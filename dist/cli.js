#!/usr/bin/env node
const importMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/errors.ts
var ERROR_CODES = {
  USAGE: "usage",
  CONFIG: "config",
  GOLDEN: "golden",
  TREC_INPUT: "trec-input",
  BEIR_INPUT: "beir-input",
  GIT: "git",
  MISSING_COMMIT: "missing-commit",
  RETRIEVER: "retriever",
  HTTP: "http",
  NOT_AVAILABLE: "not-available",
  ARTIFACT: "artifact"
};
var InputError = class extends Error {
  code;
  location;
  constructor(code, message, location = {}) {
    super(message);
    this.name = "InputError";
    this.code = code;
    this.location = location;
  }
  /** `file:line:column: field: message`, omitting the parts that are unknown. */
  format() {
    const { file, line, column, field } = this.location;
    let where = file ?? "";
    if (file && line) where += `:${line}`;
    if (file && line && column) where += `:${column}`;
    const parts = [where, field].filter((p) => p);
    return parts.length ? `${parts.join(": ")}: ${this.message}` : this.message;
  }
};
function isInputError(e) {
  return e instanceof InputError;
}

// src/cli/io.ts
var processIo = () => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env
});
var EXIT = { OK: 0, GATE_FAILED: 1, BAD_INPUT: 2 };

// src/cli/commands/beir.ts
var beir_exports = {};
__export(beir_exports, {
  help: () => help,
  run: () => run,
  summary: () => summary
});
var summary = "not available yet";
var help = `retrieval-gate beir: not available yet.`;
async function run(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'beir' is not available yet in this version of retrieval-gate");
}

// src/cli/commands/chunks.ts
var chunks_exports = {};
__export(chunks_exports, {
  help: () => help2,
  run: () => run2,
  summary: () => summary2
});
var summary2 = "not available yet";
var help2 = `retrieval-gate chunks: not available yet.`;
async function run2(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'chunks' is not available yet in this version of retrieval-gate");
}

// src/cli/commands/compare.ts
var compare_exports = {};
__export(compare_exports, {
  help: () => help3,
  run: () => run3,
  summary: () => summary3
});
var summary3 = "not available yet";
var help3 = `retrieval-gate compare: not available yet.`;
async function run3(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'compare' is not available yet in this version of retrieval-gate");
}

// src/cli/commands/eval.ts
var eval_exports = {};
__export(eval_exports, {
  help: () => help4,
  run: () => run4,
  summary: () => summary4
});
var summary4 = "not available yet";
var help4 = `retrieval-gate eval: not available yet.`;
async function run4(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'eval' is not available yet in this version of retrieval-gate");
}

// src/cli/commands/search.ts
var search_exports = {};
__export(search_exports, {
  help: () => help5,
  run: () => run5,
  summary: () => summary5
});
var summary5 = "not available yet";
var help5 = `retrieval-gate search: not available yet.`;
async function run5(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'search' is not available yet in this version of retrieval-gate");
}

// src/cli/commands/trec.ts
var trec_exports = {};
__export(trec_exports, {
  help: () => help6,
  run: () => run6,
  summary: () => summary6
});
var summary6 = "not available yet";
var help6 = `retrieval-gate trec: not available yet.`;
async function run6(_argv, _io) {
  throw new InputError(ERROR_CODES.NOT_AVAILABLE, "'trec' is not available yet in this version of retrieval-gate");
}

// src/cli/main.ts
var COMMANDS = { compare: compare_exports, eval: eval_exports, search: search_exports, chunks: chunks_exports, trec: trec_exports, beir: beir_exports };
var USAGE = `retrieval-gate: measure what a docs change does to RAG retrieval

Usage:
  retrieval-gate compare --base REV --head REV [--repo DIR] [--config F] [--golden F] [--report F.json] [--markdown F.md]
  retrieval-gate compare --base-dir DIR --head-dir DIR [...same options]
  retrieval-gate eval    [--rev REV | --dir DIR] [--config F] [--golden F] [--json]
  retrieval-gate search  "QUERY" [--rev REV | --dir DIR] [-k N]
  retrieval-gate chunks  [--rev REV | --dir DIR] [PATH]
  retrieval-gate trec    --qrels F --run F [--k LIST] [--json]
  retrieval-gate beir    --dir DIR [--config F] [--run-out F] [--json]

Run 'retrieval-gate COMMAND --help' for a command's options.
Exit status: 0 passed, 1 the gate failed, 2 bad usage, config or input.
`;
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    io.stdout(USAGE);
    return name === void 0 ? EXIT.BAD_INPUT : EXIT.OK;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}
`);
    return EXIT.OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`retrieval-gate: unknown command '${name}'

${USAGE}`);
    return EXIT.BAD_INPUT;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(command.help.endsWith("\n") ? command.help : `${command.help}
`);
    return EXIT.OK;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (isInputError(e)) {
      io.stderr(`retrieval-gate ${name}: ${e.format()}
`);
      return EXIT.BAD_INPUT;
    }
    throw e;
  }
}
var VERSION = true ? "0.1.0" : "dev";

// src/cli.ts
main(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`retrieval-gate: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    process.exitCode = 3;
  }
);
