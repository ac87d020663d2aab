/**
 * The timings growth.test.ts checks, taken in a process of its own (bundled and run by the test
 * with `--expose-gc`), as judge-timing.ts is: in a Jest worker a collection of what earlier test
 * files left lands on whichever size runs then. For each reader and each hostile text: the size
 * at which one read takes TARGET_MS (doubling from 1 K characters, at most MAX_CHARS; halving,
 * down to MIN_CHARS, for a reader that is slow on a small text already), then the best of ROUNDS
 * reads at that size, twice and four times it, the sizes taken in turn in each round so that a
 * slow stretch of the shared machine weighs on all three. `perDoubling` is the smaller growth of
 * the two doublings (2 for linear work, 4 for quadratic): work that is quadratic grows 4 times on
 * both, while a one-off step (the text outgrowing a processor cache: 256 K to 512 K characters
 * cost up to 5 times for readers that are linear on either side) or a burst of load lands on one.
 * A case near or over the limit is measured once more at four times the sizes (at the same sizes
 * for a reader too quick to be quadratic), and that measurement counts, so that neither one burst
 * of load nor a one-off step (a string outgrowing what the engine builds cheaply) fails a linear
 * reader, and a quadratic one cannot pass on a first measurement that load flattened; a case
 * still over the limit there is measured again, up to ATTEMPTS times, the smallest counting.
 * Times are processor time, not the clock.
 *
 * What it costs: about 550 cases, so the harness is built to spend little on each (it took 330 s
 * of processor time with reads of 8 ms up to 2 M characters; 27 to 35 s now, with the same
 * verdicts on every case and the quadratic probe failing as before):
 * - reads of 2 ms at the first sizes: processor time is measured to the microsecond, and the best
 *   of three reads of 2, 4 and 8 ms tells linear from quadratic work as reads of 8 to 32 ms did;
 *   the recheck at four times the sizes is where a verdict needs longer reads;
 * - sizes up to 64 K characters at the first measurement (so 256 K at most): past that, a
 *   reader's cost per character steps up as its working set outgrows the processor's caches (the
 *   MDX chunker: 7 times from 256 K to 512 K characters), which sent a tenth of all cases to the
 *   recheck at 2 M characters. A reader under 2 ms at 256 K characters (8 ns a character) cannot be
 *   quadratic in anything its text holds; it is reported as too quick to time. The recheck keeps
 *   to those sizes too: at 256 K to 1 M characters linear readers showed 2.7 on both doublings,
 *   the caches' steps spread over two doublings;
 * - a full collection before each read (support/timing.ts's collectGarbage): a bare `gc()` is
 *   V8's memory-reducing collection, which shrinks the heap, so that the read after it grows it
 *   again: 15 ms a collection and reads 8 times slower (the Markdown chunker on 32 K characters of
 *   repeated ids: 55 ms a read against 6.5 ms) than with a plain full collection (0.5 ms). Without
 *   any, the last read's garbage lands on the next (25 ms), and on the larger reads more often.
 * Prints one JSON line: every case's sizes, times and growth. GROWTH_ONLY (a reader's name) limits
 * the run to that reader.
 */
import { ATTEMPTS, collectGarbage } from '../support/timing';
import { GENERATORS, LIMIT_PER_DOUBLING, READERS, type Reader } from './readers';

const TARGET_MS = 2;
const MAX_CHARS = 1 << 16;
const MIN_CHARS = 64;
/** The largest text a recheck reads (four times its smallest): past it, cache steps (below). */
const RECHECK_MAX_CHARS = 4 * MAX_CHARS;
const ROUNDS = 3;
/**
 * Rounds of a recheck: the best of five reads of each size. Under load (two busy processes beside
 * it on two cores) the quadratic probe's rechecks with three showed 3.42 to 4.32 per doubling, a
 * smallest read still slowed in all three rounds; the limit is 3.
 */
const RECHECK_ROUNDS = 5;
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

/** Processor milliseconds of one read (not the clock: a wait for a core on a loaded machine is not the reader's; support/timing.ts). */
function timeOnce(make: () => (text: string) => unknown, text: string): number {
  const read = make();
  collectGarbage();
  const before = process.cpuUsage();
  read(text);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

function measure(make: () => (text: string) => unknown, gen: (n: number) => string, n: number, rounds = ROUNDS) {
  const texts = [n, 2 * n, 4 * n].map(gen);
  const ms = [Infinity, Infinity, Infinity];
  // A read of seconds is no burst of load: it is timed once (a cubic reader would take minutes). The
  // quicker sizes are still timed every round, so a burst that lands on one of them cannot shrink
  // the growth a quadratic reader shows.
  for (let r = 0; r < rounds; r++) texts.forEach((t, i) => (r === 0 || ms[i] < SLOW_MS) && (ms[i] = Math.min(ms[i], timeOnce(make, t))));
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
    const quickest = (size: number) => {
      const text = gen(size);
      return Math.min(timeOnce(make, text), timeOnce(make, text));
    };
    // Slow on 1 K characters already (a config reader on a thousand unclosed brackets): smaller
    // texts, so that the largest of the three sizes is not a read of seconds.
    if (quickest(n) > 4 * TARGET_MS) while (n > MIN_CHARS && quickest(n / 2) > TARGET_MS) n /= 2;
    else while (n < MAX_CHARS && quickest(n) < TARGET_MS) n *= 2;
    let m = measure(make, gen, n);
    // Too quick to time even at the largest size: nothing there grows to matter.
    const quick = m.ms[2] < TARGET_MS && n >= MAX_CHARS;
    if (!quick && m.steepest > RECHECK_PER_DOUBLING && m.ms[2] < SLOW_MS) {
      const first = m;
      // Four times the sizes, where the reads stay short enough to be timed every round (a quadratic
      // reader's largest read grows 16 times there) and within the caches' reach (RECHECK_MAX_CHARS);
      // else the same sizes again. A read timed once is at the mercy of the other core: on a 2-core
      // machine it may be the same physical core's other thread, and a burst there slows the read by
      // half, enough to bring a doubling of the quadratic probe under the limit (it did, once in a
      // full run). A reader too fast for four times the sizes cannot be quadratic (a quadratic reader
      // takes far more than TARGET_MS on 16 K characters): it is only noisy.
      const again = 16 * n <= RECHECK_MAX_CHARS && 16 * m.ms[2] < SLOW_MS ? 4 * n : n;
      m = measure(make, gen, again, RECHECK_ROUNDS);
      // Still over the limit: measured again at those sizes, up to ATTEMPTS measurements there in
      // all, the smallest growth counting. A burst of load lands on one; quadratic work is over every time.
      for (let a = 1; a < ATTEMPTS && m.perDoubling > LIMIT_PER_DOUBLING && m.ms[2] < SLOW_MS; a++) {
        const next = measure(make, gen, again, RECHECK_ROUNDS);
        if (next.perDoubling < m.perDoubling) m = next;
      }
      m = { ...m, first } as typeof m;
    }
    cases.push({ reader: reader.name, generator, quick, ...m });
  }
}
console.log(JSON.stringify(cases));
