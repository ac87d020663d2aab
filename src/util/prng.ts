/**
 * mulberry32: a tiny, well-distributed, seedable 32-bit PRNG. Everything random in retrieval-gate
 * (resampling in the significance tests, retry jitter) draws from it with a fixed seed, so two runs
 * on the same inputs give the same report; Math.random would not.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
