/**
 * The order test files start in. Jest's own order runs the files it has timed before, longest
 * first, so that the last minutes are not one long file on one worker while the others idle; but
 * a file it has no time for (every file of a fresh clone, as in CI) it orders by size, and the
 * suite's longest files are short ones that run a harness or a child process (the growth harness
 * is 70 lines): started last, one of them was the last four minutes of a run. Here a file with no
 * time starts by its tier (tiers.cjs, slowest tier first), in the order the tier lists its files,
 * and the quick tier last; timed files keep Jest's order.
 */
const Sequencer = require('@jest/test-sequencer').default;
const { writeFileSync } = require('node:fs');
const { relative } = require('node:path');
const { TIERS } = require('./tiers.cjs');

/** Slowest first: the order a fresh clone starts the slow tiers in. */
const ORDER = ['growth', 'dist', 'corpora', 'history', 'engines', 'integration', 'browser', 'tmux'];
const QUICK = (ORDER.length + 1) * 1000;
/** A slow file's place: its tier's, then its place in the tier's list (the growth harness heads its tier's). */
const rank = new Map();
for (const [name, tier] of Object.entries(TIERS)) tier.files.forEach((f, i) => rank.set(f, (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length) * 1000 + i));

class TierSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const timed = sorted.filter((t) => t.duration != null);
    const untimed = sorted.filter((t) => t.duration == null);
    const tierOf = (t) => rank.get(relative(t.context.config.rootDir, t.path).split('\\').join('/')) ?? QUICK;
    // Array.prototype.sort is stable: among quick files, Jest's order (the largest first) stays.
    untimed.sort((a, b) => tierOf(a) - tierOf(b));
    // Timed files first, as Jest does (their times say which are long); a file without a time last
    // in Jest's order, but its tier now says whether it is long.
    return [...untimed.filter((t) => tierOf(t) < QUICK), ...timed, ...untimed.filter((t) => tierOf(t) === QUICK)];
  }

  /**
   * The tiers share one id (jest.config.cjs), so one timings file: Jest writes each tier's copy of
   * it in turn, and the last would drop what the others timed in this run. Each file's new time is
   * taken from its own tier's copy, and the union written once.
   */
  cacheResults(tests, results) {
    super.cacheResults(tests, results);
    const copies = [...this._cache.entries()];
    if (copies.length < 2) return;
    const merged = Object.assign({}, ...copies.map(([, cache]) => cache));
    for (const test of tests) {
      const own = this._cache.get(test.context);
      if (own && own[test.path] !== undefined) merged[test.path] = own[test.path];
    }
    const paths = new Set(copies.map(([context]) => this._getCachePath(context)));
    for (const path of paths) writeFileSync(path, JSON.stringify(merged));
  }
}

module.exports = TierSequencer;
