/**
 * The house's import rules hold over src/ (.dependency-cruiser.cjs: no file-level cycle, every
 * import runs down the floors), and no two folders of src/, nested ones included, import each
 * other. The rules are also shown to bite: a planted upward import and a planted cycle, in a
 * copy of the layout, are refused.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..', '..');
const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Cruise {
  modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }>;
  summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
}

function cruise(cwd: string): Cruise {
  const out = spawnSync(process.execPath, [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (!out.stdout) throw new Error(`dependency-cruiser printed nothing: ${out.stderr}`);
  return JSON.parse(out.stdout) as Cruise;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Folders of src/ (nested ones each on their own) that import each other. */
function folderCycles(cruise: Cruise): string[][] {
  // A file directly in src/ (an entry, or the ground floor: types, errors, limits) stands for itself.
  const room = (file: string): string => (dirname(file) === 'src' ? file : dirname(file));
  const edges = new Map<string, Set<string>>();
  for (const m of cruise.modules) {
    const from = room(m.source);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const d of m.dependencies) {
      const to = room(d.resolved);
      if (to !== from && d.resolved.startsWith('src/')) edges.get(from)!.add(to);
    }
  }
  return cycles(edges);
}

let result: Cruise;
beforeAll(() => {
  result = cruise(root);
}, 120_000);

describe('the import house of src/', () => {
  it('has no file-level cycle and no import that runs up the floors', () => {
    const seen = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(seen).toEqual([]);
    // The cruise saw the whole tree, not an empty one.
    expect(result.modules.filter((m) => m.source.startsWith('src/')).length).toBeGreaterThan(200);
  });

  it('has no two folders that import each other, nested folders included', () => {
    expect(folderCycles(result)).toEqual([]);
  });
});

describe('the rules bite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-house-'));
    for (const f of ['.dependency-cruiser.cjs', 'tsconfig.json']) copyFileSync(join(root, f), join(dir, f));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    // golden/ sits below draft/: set health reaching up into draft is the kind of import that made a circle.
    write('src/draft/pool.ts', "export const pool = 1;\n");
    write('src/golden/health.ts', "import { pool } from '../draft/pool';\nexport const health = pool;\n");
    // Two files of one folder that import each other.
    write('src/report/a.ts', "import { b } from './b';\nexport const a = (): number => b();\n");
    write('src/report/b.ts', "import { a } from './a';\nexport const b = (): number => a();\n");
    write('src/measure/ok.ts', "export const ok = 1;\n");
    write('src/compare/fine.ts', "import { ok } from '../measure/ok';\nexport const fine = ok;\n");
    // A folder and its subfolder that import each other, with no file cycle between them.
    write('src/retrieve/top.ts', "import { low } from './sub/low';\nexport const top = low;\n");
    write('src/retrieve/sub/low.ts', "import { side } from '../side';\nexport const low = side;\n");
    write('src/retrieve/side.ts', "export const side = 1;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses an upward import and a file cycle, and lets a downward one pass', () => {
    const seen = cruise(dir).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    // A cycle is reported from one of its files (which one is the cruiser's choice).
    expect(seen.map((v) => v.replace('src/report/b.ts → src/report/a.ts', 'src/report/a.ts → src/report/b.ts'))).toEqual([
      'floors-golden: src/golden/health.ts → src/draft/pool.ts',
      'no-cycle: src/report/a.ts → src/report/b.ts',
    ]);
  });

  it('finds a folder and its subfolder that import each other', () => {
    expect(folderCycles(cruise(dir))).toEqual([['src/retrieve', 'src/retrieve/sub']]);
  });

  it('fails the command .ci/run calls', () => {
    expect(() => execFileSync(process.execPath, [depcruise, 'src', '--config', '.dependency-cruiser.cjs'], { cwd: dir, stdio: 'pipe' })).toThrow();
  });
});
