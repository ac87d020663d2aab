// npm run bench -- chunking
// Snapshot + chunk all of cpp-docs (9,746 Markdown files, 44 MB) on one core, three ways:
//   1. folder: read the folder (openFolderSource) and chunk every file (buildDocs)
//   2. git: read a commit of a scratch repository holding the corpus (one ls-tree + one cat-file --batch) and chunk
//   3. git, second revision: 1 % of the files changed, read with the first snapshot as `previous`
//      and chunked through the same DocCache; its cost is quoted as a share of (2)
// and, as a peer on the same texts in the same process, markdown-it's full md.parse (block + inline).
// Goal (issue 3): ≥ 20 MB/s for (1)/(2), (3) under 10 % of (2).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { buildDocs, DocCache } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { openFolderSource } from '../src/source/folder';
import { openGitSource } from '../src/source/git';
import { selectionFromConfig } from '../src/source/select';
import type { Snapshot } from '../src/types';

const root = resolve(process.env.RG_PROJECT_ROOT ?? process.cwd(), '../shared/corpora');
const corpus = join(root, 'cpp-docs', 'docs');
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => bytes / 1e6;
const fmt = (n: number, d = 1) => n.toFixed(d);
/** Process CPU time (ms). The machine may be shared, so CPU time is printed beside wall time. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    console.log(`chunking bench: ${corpus} not found, skipped`);
    return;
  }
  const chunking = DEFAULT_CONFIG.chunking;
  const selection = selectionFromConfig(DEFAULT_CONFIG);

  // Phase 1 runs in its own function so its documents are garbage before the git phases start.
  const { paths, folderMBps } = await folderPhase(selection);
  gc();
  let c0 = 0;
  let t0 = 0;

  // 2 + 3. Git: a scratch repository with the corpus at rev A and 1 % of the files edited at rev B.
  const repo = mkdtempSync(join(tmpdir(), 'rg-bench-chunking-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'core.autocrlf=false', '-c', 'gc.auto=0', ...args], { cwd: repo, stdio: 'pipe', maxBuffer: 1 << 28 });
    git('init', '-q');
    execFileSync('cp', ['-R', `${corpus}/.`, repo]);
    git('add', '-A');
    git('commit', '-q', '-m', 'A');
    let edited = 0;
    for (let i = 0; i < paths.length; i += 100) {
      appendFileSync(join(repo, paths[i]), `\n\nBench edit ${i}: one more paragraph in this revision.\n`);
      edited++;
    }
    // One file rewritten rather than appended to, so a changed heading structure is in the mix too.
    writeFileSync(join(repo, paths[1]), `# Rewritten\n\n${readFileSync(join(repo, paths[1]), 'utf8')}`);
    edited++;
    git('commit', '-q', '-a', '-m', 'B');
    // A clone (actions/checkout, git clone) holds packed objects, not the loose ones fresh commits make.
    git('gc', '-q');

    const cache = new DocCache();
    gc();
    c0 = cpu();
    t0 = performance.now();
    const a = await openGitSource(repo, 'HEAD~1');
    const snapA: Snapshot = await a.snapshot(selection);
    const docsA = buildDocs(snapA, chunking, cache);
    const tA = performance.now() - t0;
    const cA = cpu() - c0;
    await a.close?.();
    const bytesA = snapA.files.reduce((n, f) => n + f.size, 0);
    console.log(
      `git rev A         ${fmt(tA, 0)} ms = ${fmt(mb(bytesA) / (tA / 1000))} MB/s; CPU (this process) ${fmt(cA, 0)} ms = ${fmt(mb(bytesA) / (cA / 1000))} MB/s (ls-tree + cat-file --batch + chunk, ${docsA.docs.length} docs)`,
    );

    gc();
    const hitsBefore = cache.hits;
    const missesBefore = cache.misses;
    c0 = cpu();
    t0 = performance.now();
    const b = await openGitSource(repo, 'HEAD');
    const snapB = await b.snapshot(selection, snapA);
    const tSnapB = performance.now() - t0;
    const docsB = buildDocs(snapB, chunking, cache);
    const tB = performance.now() - t0;
    const cB = cpu() - c0;
    await b.close?.();
    console.log(
      `git rev B         ${fmt(tB, 0)} ms = ${fmt((100 * tB) / tA)} % of rev A; CPU ${fmt(cB, 0)} ms = ${fmt((100 * cB) / cA)} % (snapshot ${fmt(tSnapB, 0)} ms, chunk ${fmt(tB - tSnapB, 0)} ms; ${edited} of ${snapB.files.length} files changed; cache ${cache.hits - hitsBefore} hits, ${cache.misses - missesBefore} parsed; ${docsB.docs.length} docs)`,
    );
    const pass = folderMBps >= 20 && mb(bytesA) / (tA / 1000) >= 20 && tB / tA < 0.1;
    console.log(`goal              ≥ 20 MB/s and rev B < 10 % of rev A (wall): ${pass ? 'met' : 'NOT met'}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    rmSync(repo, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Phase 1 (folder read + chunk, cold), chunking warm, and the markdown-it peer. Returns the file paths. */
async function folderPhase(selection: ReturnType<typeof selectionFromConfig>): Promise<{ paths: string[]; folderMBps: number }> {
  const chunking = DEFAULT_CONFIG.chunking;
  // 1. Folder: read + chunk, cold (the first thing this process does).
  gc();
  let c0 = cpu();
  let t0 = performance.now();
  const folder = await openFolderSource(corpus);
  const folderSnap = await folder.snapshot(selection);
  const tRead = performance.now() - t0;
  const built = buildDocs(folderSnap, chunking);
  const tFolder = performance.now() - t0;
  const cFolder = cpu() - c0;
  const bytes = folderSnap.files.reduce((n, f) => n + f.size, 0);
  const chunks = built.docs.reduce((n, d) => n + d.chunks.length, 0);
  console.log(`corpus            cpp-docs: ${folderSnap.files.length} files, ${fmt(mb(bytes))} MB, ${chunks} chunks, ${built.notes.length} notes`);
  console.log(
    `folder read+chunk ${fmt(tFolder, 0)} ms = ${fmt(mb(bytes) / (tFolder / 1000))} MB/s (read ${fmt(tRead, 0)} ms, chunk ${fmt(tFolder - tRead, 0)} ms); CPU ${fmt(cFolder, 0)} ms = ${fmt(mb(bytes) / (cFolder / 1000))} MB/s`,
  );

  // Chunking alone, warm, and the markdown-it full-parse peer on the same texts.
  gc();
  c0 = cpu();
  t0 = performance.now();
  buildDocs(folderSnap, chunking);
  const tChunkWarm = performance.now() - t0;
  const cChunkWarm = cpu() - c0;
  const md = new MarkdownIt('default', { html: true });
  gc();
  c0 = cpu();
  t0 = performance.now();
  for (const f of folderSnap.files) md.parse(f.text, {});
  const tPeer = performance.now() - t0;
  const cPeer = cpu() - c0;
  console.log(`chunk only (warm) ${fmt(tChunkWarm, 0)} ms = ${fmt(mb(bytes) / (tChunkWarm / 1000))} MB/s; CPU ${fmt(cChunkWarm, 0)} ms (heading/slug memos warm)`);
  console.log(
    `peer md.parse     ${fmt(tPeer, 0)} ms = ${fmt(mb(bytes) / (tPeer / 1000))} MB/s; CPU ${fmt(cPeer, 0)} ms (markdown-it full parse, no chunking); chunking is ${fmt(cPeer / cChunkWarm, 2)}x its speed (CPU)`,
  );

  return { paths: folderSnap.files.map((f) => f.path), folderMBps: mb(bytes) / (tFolder / 1000) };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
