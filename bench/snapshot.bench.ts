// Snapshot speed: all of cpp-docs (9,746 Markdown files, ~44 MB) read from a temporary git repo
// (ls-tree + one cat-file --batch) vs read from the folder; a second revision differing in 1 % of
// files read with the first as `previous`; and snapshot + chunk with the shared DocCache.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocs, DocCache } from '../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../src/config/types';
import { openFolderSource } from '../src/source/folder';
import { openGitSource } from '../src/source/git';
import { selectionFromConfig } from '../src/source/select';
import type { Snapshot } from '../src/types';

const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
const corpus = resolve(root, '../shared/corpora/cpp-docs');

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@x', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@x' },
  }).trim();
}

function ms(t0: bigint): number {
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** CPU seconds used so far by this process and its waited-for children (git), from /proc (Linux). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
  } catch {
    // not Linux: children's CPU unknown
  }
  return (own.user + own.system) / 1e6 + children;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    console.log(`skipped: corpus absent at ${corpus}`);
    return;
  }
  const selection = selectionFromConfig(DEFAULT_CONFIG);
  const tmp = mkdtempSync(join(tmpdir(), 'rg-bench-snap-'));
  try {
    const repo = join(tmp, 'cpp-docs');
    let t0 = process.hrtime.bigint();
    cpSync(corpus, repo, { recursive: true });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    console.log(`setup (copy + git init/add/commit): ${ms(t0).toFixed(0)} ms`);

    const runs = 5;
    const gitTimes: number[] = [];
    const gitCpu: number[] = [];
    let base!: Snapshot;
    const gitRun = async (): Promise<void> => {
      const c0 = cpuSeconds();
      t0 = process.hrtime.bigint();
      const src = await openGitSource(repo, 'main');
      base = await src.snapshot(selection);
      await src.close?.();
      gitTimes.push(ms(t0));
      gitCpu.push((cpuSeconds() - c0) * 1000);
    };
    for (let r = 0; r < runs; r++) await gitRun();
    const bytes = base.files.reduce((n, f) => n + f.size, 0);
    const mb = bytes / 1e6;
    const folderTimes: number[] = [];
    const folderCpu: number[] = [];
    let folder!: Snapshot;
    for (let r = 0; r < runs; r++) {
      const c0 = cpuSeconds();
      t0 = process.hrtime.bigint();
      folder = await (await openFolderSource(repo)).snapshot(selection);
      folderTimes.push(ms(t0));
      folderCpu.push((cpuSeconds() - c0) * 1000);
    }
    const same = folder.files.length === base.files.length && folder.files.every((f, i) => f.hash === base.files[i].hash && f.path === base.files[i].path);
    console.log(`files: ${base.files.length}, ${mb.toFixed(1)} MB, notes: ${base.notes.length}; folder snapshot identical hashes: ${same}`);
    const g = median(gitTimes);
    const f = median(folderTimes);
    console.log(`git snapshot (rev-parse + ls-tree + one cat-file --batch), median of ${runs}: ${g.toFixed(0)} ms (${(mb / (g / 1000)).toFixed(0)} MB/s); runs ${gitTimes.map((x) => x.toFixed(0)).join(', ')}; CPU (node + git) median ${median(gitCpu).toFixed(0)} ms`);
    console.log(`folder snapshot (walk + read + blob hash), median of ${runs}: ${f.toFixed(0)} ms (${(mb / (f / 1000)).toFixed(0)} MB/s); runs ${folderTimes.map((x) => x.toFixed(0)).join(', ')}; CPU median ${median(folderCpu).toFixed(0)} ms`);
    console.log(`load average at this point: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

    // The bench repo holds loose objects (one zlib file per blob); a clone holds a pack. Both count.
    git(repo, 'repack', '-adq');
    gitTimes.length = 0;
    gitCpu.length = 0;
    for (let r = 0; r < runs; r++) await gitRun();
    const gp = median(gitTimes);
    console.log(`git snapshot after \`git repack -ad\` (as in a clone), median of ${runs}: ${gp.toFixed(0)} ms (${(mb / (gp / 1000)).toFixed(0)} MB/s); runs ${gitTimes.map((x) => x.toFixed(0)).join(', ')}; CPU (node + git) median ${median(gitCpu).toFixed(0)} ms`);

    // A head that changes 1 % of the files (every 100th), read with the base as `previous`.
    const changed = base.files.filter((_, i) => i % 100 === 0);
    for (const file of changed) writeFileSync(join(repo, file.path), readFileSync(join(repo, file.path), 'utf8') + '\nChanged in head.\n');
    git(repo, 'commit', '-q', '-am', 'head');
    const headTimes: number[] = [];
    const headFull: number[] = [];
    let head!: Snapshot;
    for (let r = 0; r < runs; r++) {
      t0 = process.hrtime.bigint();
      const src = await openGitSource(repo, 'main');
      head = await src.snapshot(selection, base);
      await src.close?.();
      headTimes.push(ms(t0));
      t0 = process.hrtime.bigint();
      const src2 = await openGitSource(repo, 'main');
      await src2.snapshot(selection);
      await src2.close?.();
      headFull.push(ms(t0));
    }
    const h = median(headTimes);
    console.log(`head snapshot, ${changed.length} files changed, with base as previous: ${h.toFixed(0)} ms (${((100 * h) / gp).toFixed(1)} % of the packed base snapshot); without: ${median(headFull).toFixed(0)} ms`);

    // Snapshot + chunk (the shared DocCache parses unchanged blobs once).
    const cache = new DocCache();
    t0 = process.hrtime.bigint();
    const s1 = await (await openGitSource(repo, 'main~1')).snapshot(selection);
    const d1 = buildDocs(s1, DEFAULT_CONFIG.chunking, cache);
    const first = ms(t0);
    t0 = process.hrtime.bigint();
    const s2 = await (await openGitSource(repo, 'main')).snapshot(selection, s1);
    const d2 = buildDocs(s2, DEFAULT_CONFIG.chunking, cache);
    const second = ms(t0);
    const chunks = d1.docs.reduce((n, d) => n + d.chunks.length, 0);
    console.log(`base snapshot + chunk: ${first.toFixed(0)} ms (${(mb / (first / 1000)).toFixed(1)} MB/s, ${chunks} chunks); head snapshot + chunk: ${second.toFixed(0)} ms (${((100 * second) / first).toFixed(1)} %), ${d2.docs.length} docs, cache misses ${cache.misses}`);
    if (head.files.length !== base.files.length) throw new Error('head lost files');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
