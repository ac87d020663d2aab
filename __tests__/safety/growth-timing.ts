/**
 * The timings growth.test.ts checks, taken in a process of its own (bundled and run by the test
 * with `--expose-gc`), as judge-timing.ts is: in a Jest worker a collection of what earlier test
 * files left lands on whichever size runs then. For each reader and each hostile text: the size
 * at which one read takes TARGET_MS (doubling from 1 K characters, at most MAX_CHARS), then the
 * best of ROUNDS reads at that size, twice and four times it, the sizes taken in turn in each round
 * so that a slow stretch of the shared machine weighs on all three. `perDoubling` is the smaller
 * growth of the two doublings (2 for linear work, 4 for quadratic): work that is quadratic grows
 * 4 times on both, while a one-off step (the text outgrowing a processor cache: 256 K to 512 K
 * characters cost up to 5 times for readers that are linear on either side) or a burst of load
 * lands on one. A case near or over the limit is
 * measured once more at four times the sizes, and that measurement counts, so that neither one
 * burst of load nor a one-off step (a string outgrowing what the engine builds cheaply) fails a
 * linear reader, and a quadratic one cannot pass on a first measurement that load flattened; a
 * case still over the limit there is measured again, up to ATTEMPTS times, the smallest counting.
 * Times are processor time, not the clock.
 * Prints one JSON line: every case's sizes, times and growth. GROWTH_ONLY (a reader's name) limits
 * the run to that reader.
 */
import { ATTEMPTS } from '../support/timing';
import { GENERATORS, LIMIT_PER_DOUBLING, READERS, type Reader } from './readers';

const TARGET_MS = 8;
const MAX_CHARS = 1 << 19;
const ROUNDS = 3;
const SLOW_MS = 1500;
/**
 * A case with either doubling over this is measured again at four times the sizes, and that
 * measurement decides. Either doubling, and below the limit, because at the first sizes (reads of
 * 8 to 300 ms) load flattens one doubling of a quadratic reader as readily as it steepens one of a
 * linear reader: the quadratic probe showed 2.15 and 5.2 in a loaded test run (and 3.45 to 4.3 on
 * an idle machine), a linear reader 2.1 and 6.6. At four times the sizes the probe showed 3.2 to
 * 4.5 on both doublings, linear readers 2.
 */
const RECHECK_PER_DOUBLING = 2.5;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Processor milliseconds of one read (not the clock: a wait for a core on a loaded machine is not the reader's; support/timing.ts). */
function timeOnce(make: () => (text: string) => unknown, text: string): number {
  const read = make();
  collect();
  const before = process.cpuUsage();
  read(text);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

function measure(make: () => (text: string) => unknown, gen: (n: number) => string, n: number) {
  const texts = [n, 2 * n, 4 * n].map(gen);
  const ms = [Infinity, Infinity, Infinity];
  // A read of seconds is no burst of load: it is timed once (a cubic reader would take minutes). The
  // quicker sizes are still timed every round, so a burst that lands on one of them cannot shrink
  // the growth a quadratic reader shows.
  for (let r = 0; r < ROUNDS; r++) texts.forEach((t, i) => (r === 0 || ms[i] < SLOW_MS) && (ms[i] = Math.min(ms[i], timeOnce(make, t))));
  const floor = (v: number) => Math.max(v, 0.01);
  const doublings = [ms[1] / floor(ms[0]), ms[2] / floor(ms[1])];
  return { n, chars: texts.map((t) => t.length), ms, perDoubling: Math.min(...doublings), steepest: Math.max(...doublings) };
}

/**
 * With GROWTH_PROBE set, a reader that is quadratic on purpose (main's changelog check before
 * finding 1 was fixed): the test that the harness fails a reader like it.
 */
const PROBE: Reader = {
  name: 'probe: quadratic changelog check',
  read: (text) => /^[ \t]*([*-][ \t]+)?\[?(version|release|v)?[ \t]*\d+\.\d+(\.\d+)?\b/gim.test(text),
};

const only = process.env.GROWTH_ONLY;
const cases = [];
for (const reader of process.env.GROWTH_PROBE ? [PROBE] : READERS) {
  if (only && reader.name !== only) continue;
  const make = reader.fresh ?? (() => reader.read);
  for (const [generator, gen] of Object.entries({ ...GENERATORS, ...reader.extra })) {
    if (reader.knownSuperLinear?.[generator]) continue;
    let n = 1024;
    for (let text = gen(n); n < MAX_CHARS && Math.min(timeOnce(make, text), timeOnce(make, text)) < TARGET_MS; text = gen(n)) n *= 2;
    let m = measure(make, gen, n);
    // Too quick to time even at the largest size: nothing there grows to matter.
    const quick = m.ms[2] < TARGET_MS && n >= MAX_CHARS;
    if (!quick && m.steepest > RECHECK_PER_DOUBLING && m.ms[2] < SLOW_MS) {
      const first = m;
      m = measure(make, gen, 4 * n);
      // Still over the limit: measured again at those sizes, up to ATTEMPTS measurements there in
      // all, the smallest growth counting. A burst of load lands on one; quadratic work is over every time.
      for (let a = 1; a < ATTEMPTS && m.perDoubling > LIMIT_PER_DOUBLING && m.ms[2] < SLOW_MS; a++) {
        const again = measure(make, gen, 4 * n);
        if (again.perDoubling < m.perDoubling) m = again;
      }
      m = { ...m, first } as typeof m;
    }
    cases.push({ reader: reader.name, generator, quick, ...m });
  }
}
console.log(JSON.stringify(cases));
