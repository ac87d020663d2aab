/**
 * Statistics fit for golden sets of 20 to 500 questions, all on paired per-question values (the
 * same question at base and at head), all deterministic (fixed seeds), all pure.
 *
 * - signFlipTest: paired sign-flip randomization test on the per-question differences. Under the
 *   null hypothesis "the PR changed nothing", each difference is as likely to have the opposite
 *   sign, so the observed |sum of differences| is compared with the sums of every sign assignment
 *   (exact when at most 20 differ: 2^20 assignments) or of 10,000 random ones (fixed seed).
 * - signTest: exact two-sided sign test on pass/fail flips (McNemar's exact test).
 * - bootstrapInterval: paired bootstrap 95 % percentile interval of the mean difference.
 * - minDetectableDrop: the smallest drop in pass rate n questions can detect (formula below).
 *
 * Written by hand: these are a few dozen lines each, and the libraries that offer them (jStat,
 * simple-statistics) either lack the paired randomization test or use Math.random, which would
 * break the byte-identical report.
 */

import { mulberry32 } from '../util/prng';

/** Most differing questions for which every sign assignment is enumerated (2^20 ≈ 1 M sums). */
export const EXACT_LIMIT = 20;
/** Random sign assignments drawn when more questions differ. */
export const SAMPLED_DRAWS = 10_000;
/** Bootstrap resamples. */
export const BOOTSTRAP_DRAWS = 10_000;
/** Seed of every PRNG here, so the same inputs give the same p-values and intervals. */
export const SEED = 0x5eed_2026;

/** Floating sums of the same values in another order can differ in the last bits; count ties as extreme. */
const TIE_EPSILON = 1e-9;

export { mulberry32 };

export interface SignFlipResult {
  /** Two-sided p-value. 1 when nothing differs. */
  p: number;
  method: 'exact' | 'sampled';
  /** How many differences are non-zero. */
  changed: number;
}

/** Paired sign-flip randomization test (two-sided) on per-question differences head − base. */
export function signFlipTest(diffs: readonly number[]): SignFlipResult {
  const nz = diffs.filter((d) => d !== 0);
  const m = nz.length;
  if (m === 0) return { p: 1, method: 'exact', changed: 0 };
  let observed = 0;
  for (const d of nz) observed += d;
  const threshold = Math.abs(observed) - TIE_EPSILON;
  if (m <= EXACT_LIMIT) {
    // Walk all 2^m sign assignments in Gray-code order: each step flips one sign, so each sum
    // costs O(1). Start from all signs positive (the observed sum).
    let sum = observed;
    const signs = new Int8Array(m).fill(1);
    let extreme = Math.abs(sum) >= threshold ? 1 : 0;
    const total = 2 ** m;
    for (let i = 1; i < total; i++) {
      // Index of the bit that flips between Gray codes i-1 and i: the lowest set bit of i.
      const j = 31 - Math.clz32(i & -i);
      sum -= 2 * signs[j] * nz[j];
      signs[j] = -signs[j];
      if (Math.abs(sum) >= threshold) extreme++;
    }
    return { p: extreme / total, method: 'exact', changed: m };
  }
  const rand = mulberry32(SEED);
  let extreme = 0;
  for (let draw = 0; draw < SAMPLED_DRAWS; draw++) {
    let sum = 0;
    for (let j = 0; j < m; j++) sum += rand() < 0.5 ? -nz[j] : nz[j];
    if (Math.abs(sum) >= threshold) extreme++;
  }
  // (b + 1) / (N + 1): the observed assignment counts as one of the draws, so p is never 0
  // (Phipson & Smyth 2010, "Permutation p-values should never be zero").
  return { p: (extreme + 1) / (SAMPLED_DRAWS + 1), method: 'sampled', changed: m };
}

/** log C(n, k), summed in logs so that n in the thousands neither overflows nor loses the tail. */
function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/**
 * Exact two-sided sign test (McNemar's exact test) on pass/fail flips: `worse` questions went
 * pass → fail, `better` went fail → pass. p = min(1, 2 · P[Binomial(n, ½) ≤ min(worse, better)]).
 */
export function signTest(worse: number, better: number): number {
  const n = worse + better;
  if (n === 0) return 1;
  const low = Math.min(worse, better);
  let tail = 0;
  for (let i = 0; i <= low; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  return Math.min(1, 2 * tail);
}

/**
 * Paired bootstrap 95 % percentile interval of the mean difference: resample the questions with
 * replacement (the same question keeps its base/head pair), BOOTSTRAP_DRAWS times, fixed seed.
 */
export function bootstrapInterval(diffs: readonly number[], draws = BOOTSTRAP_DRAWS): [number, number] {
  const n = diffs.length;
  if (n === 0) return [0, 0];
  if (diffs.every((d) => d === diffs[0])) return [diffs[0], diffs[0]];
  const rand = mulberry32(SEED);
  const means = new Float64Array(draws);
  for (let b = 0; b < draws; b++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += diffs[Math.floor(rand() * n)];
    means[b] = sum / n;
  }
  means.sort();
  // Percentile interval: the 2.5th and 97.5th percentiles of the resampled means.
  const lo = means[Math.floor(0.025 * (draws - 1))];
  const hi = means[Math.ceil(0.975 * (draws - 1))];
  return [lo, hi];
}

/** z for a two-sided α of 0.05 and for a power of 0.8 (standard normal quantiles). */
const Z_ALPHA = 1.959963984540054;
const Z_POWER = 0.8416212335729143;

/**
 * The smallest drop in pass rate n questions can detect at two-sided α 0.05 with power 0.8.
 *
 * A regression is modelled as it happens on a docs PR: a share δ of the questions flip from pass
 * to fail and none flip back. The per-question difference is then −1 with probability δ and 0
 * otherwise (mean −δ, variance δ(1 − δ)), and a paired z-test detects it with power 0.8 when
 * δ·√n / √(δ(1 − δ)) ≥ z₀.₉₇₅ + z₀.₈. Solving for δ gives δ = z² / (n + z²), z = 2.8016:
 * 0.207 for 30 questions, 0.073 for 100, 0.0155 for 500. (The exact sign test agrees: it needs
 * 6 flips with none back for p < 0.05, i.e. 0.2 on 30 questions.)
 */
export function minDetectableDrop(n: number): number {
  if (n <= 0) return 1;
  const z2 = (Z_ALPHA + Z_POWER) ** 2;
  return z2 / (n + z2);
}

/** Mean of numbers in the given order (fixed summation order: same inputs, same bits). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}
