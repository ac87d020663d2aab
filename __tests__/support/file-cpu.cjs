/**
 * With RG_TEST_CPU_LOG set to a file, appends one JSON line per test file: its path, wall-clock
 * seconds and processor seconds (the Jest worker's own and those of the child processes it waited
 * for: git, the built CLI). Wall-clock times on a shared machine say more about the load than about
 * the test; processor time is what a test costs on any machine, and the sum over the suite divided
 * by the cores is about what the suite takes on an idle machine. `npm run test:cpu` prints the
 * table (scripts/test-cpu.mjs). Off unless the variable is set.
 */
const { appendFileSync, readFileSync } = require('node:fs');

const log = process.env.RG_TEST_CPU_LOG;
if (log) {
  // utime, stime, cutime, cstime: fields 14 to 17 of /proc/self/stat, in clock ticks (100 a second on Linux).
  const ticks = () => {
    try {
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // No /proc (macOS, Windows): this process's own time only.
      const u = process.cpuUsage();
      return (u.user + u.system) / 10_000;
    }
  };
  // Taken as this module runs, before the test file and what it imports are loaded.
  const t0 = ticks();
  const w0 = performance.now();
  afterAll(() => {
    const file = expect.getState().testPath ?? '';
    appendFileSync(log, `${JSON.stringify({ file, wall: (performance.now() - w0) / 1000, cpu: (ticks() - t0) / 100 })}\n`);
  });
}
