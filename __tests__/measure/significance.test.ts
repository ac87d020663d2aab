import { bootstrapInterval, minDetectableDrop, mulberry32, signFlipTest, signTest } from '../../src/measure/significance';

describe('signFlipTest (paired sign-flip randomization)', () => {
  test('nothing differs: p = 1', () => {
    expect(signFlipTest([0, 0, 0])).toEqual({ p: 1, method: 'exact', changed: 0 });
  });
  test('3 equal drops: only all-minus and all-plus are as extreme, p = 2/8', () => {
    expect(signFlipTest([-1, 0, -1, -1, 0])).toEqual({ p: 2 / 8, method: 'exact', changed: 3 });
  });
  test('one difference: p = 1 (both signs equally extreme)', () => {
    expect(signFlipTest([0.5]).p).toBe(1);
  });
  test('unequal magnitudes by hand: diffs -0.5, -0.25, +0.25', () => {
    // observed sum -0.5; the 8 sums: ±0.5 ±0.25 ±0.25 → |s| ∈ {1, 0.5, 0.5, 0, 0, 0.5, 0.5, 1}
    // |s| ≥ 0.5 in 6 of 8.
    expect(signFlipTest([-0.5, -0.25, 0.25]).p).toBe(6 / 8);
  });
  test('five equal drops: p = 2/32', () => {
    expect(signFlipTest([-1, -1, -1, -1, -1]).p).toBe(2 / 32);
  });
  test('float sums that differ in the last bit still count as ties', () => {
    // 0.1 + 0.2 ≠ 0.3 in binary floating point; the assignments are equally extreme.
    const r = signFlipTest([0.1, 0.2, -0.3]);
    // sums: |0.1+0.2-0.3|=0 (obs), etc. Observed 0 → every assignment is at least as extreme.
    expect(r.p).toBe(1);
  });
  test('exact up to 20, sampled above, and the sampled p is deterministic and close to exact', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => (i < 15 ? -1 : 1));
    const exact = signFlipTest(twenty);
    expect(exact.method).toBe('exact');
    // P(|S| ≥ 10) with S = 20 − 2·B, B ~ Bin(20, ½): 2·P(B ≤ 5) = 2·21700/1048576
    expect(exact.p).toBeCloseTo((2 * 21700) / 1048576, 12);
    const many = Array.from({ length: 40 }, (_, i) => (i < 28 ? -1 : 1));
    const a = signFlipTest(many);
    const b = signFlipTest(many);
    expect(a.method).toBe('sampled');
    expect(a).toEqual(b);
    // exact: 2·P(B ≤ 12), B ~ Bin(40, ½) = 0.0166...
    expect(a.p).toBeGreaterThan(0.01);
    expect(a.p).toBeLessThan(0.025);
  });
});

describe('signTest (exact McNemar on flips)', () => {
  test('hand values', () => {
    expect(signTest(0, 0)).toBe(1);
    expect(signTest(3, 0)).toBeCloseTo(2 / 8, 12);
    expect(signTest(5, 0)).toBeCloseTo(2 / 32, 12);
    expect(signTest(6, 0)).toBeCloseTo(2 / 64, 12);
    // 4 worse, 1 better: 2·(C(5,0)+C(5,1))/32 = 12/32
    expect(signTest(4, 1)).toBeCloseTo(12 / 32, 12);
    expect(signTest(2, 2)).toBe(1);
    expect(signTest(1, 4)).toBeCloseTo(signTest(4, 1), 12);
  });
});

describe('bootstrapInterval', () => {
  test('constant differences give a degenerate interval', () => {
    expect(bootstrapInterval([-0.1, -0.1, -0.1])).toEqual([-0.1, -0.1]);
    expect(bootstrapInterval([])).toEqual([0, 0]);
  });
  test('deterministic, contains the mean, within the data range', () => {
    const diffs = [-1, 0, 0, 0, -1, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const a = bootstrapInterval(diffs);
    expect(bootstrapInterval(diffs)).toEqual(a);
    const m = diffs.reduce((s, d) => s + d, 0) / diffs.length;
    expect(a[0]).toBeLessThanOrEqual(m);
    expect(a[1]).toBeGreaterThanOrEqual(m);
    expect(a[0]).toBeGreaterThanOrEqual(-1);
    // 3 of 20 at −1, one at +1: the interval spans zero (this is noise)
    expect(a[0]).toBeLessThan(0);
    expect(a[1]).toBeGreaterThanOrEqual(0);
  });
  test('a clear drop excludes zero', () => {
    const diffs = Array.from({ length: 50 }, (_, i) => (i < 20 ? -1 : 0));
    const [lo, hi] = bootstrapInterval(diffs);
    expect(hi).toBeLessThan(0);
    expect(lo).toBeGreaterThan(-0.7);
  });
});

describe('minDetectableDrop', () => {
  test('δ = z²/(n + z²), z = 1.95996 + 0.84162', () => {
    const z2 = (1.959963984540054 + 0.8416212335729143) ** 2;
    expect(z2).toBeCloseTo(7.8489, 4);
    expect(minDetectableDrop(30)).toBeCloseTo(7.8489 / 37.8489, 4);
    expect(minDetectableDrop(100)).toBeCloseTo(0.0728, 4);
    expect(minDetectableDrop(500)).toBeCloseTo(0.01546, 4);
    expect(minDetectableDrop(0)).toBe(1);
  });
  test('shrinks as the golden set grows', () => {
    expect(minDetectableDrop(20)).toBeGreaterThan(minDetectableDrop(21));
  });
});

test('mulberry32 is seeded and in [0, 1)', () => {
  const a = mulberry32(1);
  const b = mulberry32(1);
  const xs = Array.from({ length: 1000 }, () => a());
  expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...xs)).toBeLessThan(1);
});
