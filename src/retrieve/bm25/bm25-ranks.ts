/**
 * Integer tie-breaks for the index's rankings: each document's position in id order, so that equal
 * scores rank by id (plain code-unit comparison) with integer comparisons in the top-k loop. An
 * incremental build merges the new documents into the kept order instead of sorting all again.
 * Pure: ids in, ranks out.
 */
/** Position of each document's id in id order (ties: document order), for integer tie-breaks. */
export function rankIds(ids: readonly string[]): Uint32Array {
  const n = ids.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (ids[x] < ids[y] ? -1 : ids[x] > ids[y] ? 1 : x - y));
  return ranksOf(order);
}

/** The inverse permutation of `order`: rank of each document. */
function ranksOf(order: ArrayLike<number>): Uint32Array {
  const idRank = new Uint32Array(order.length);
  for (let r = 0; r < order.length; r++) idRank[order[r]] = r;
  return idRank;
}

/**
 * rankIds without sorting everything: `kept` (documents in id order already, ties in document
 * order) merged with the `others`, sorted here, each placed by binary search. Same total order as
 * rankIds, so the same ranks.
 */
export function mergeRanks(ids: readonly string[], kept: Uint32Array, others: number[]): Uint32Array {
  const before = (x: number, y: number) => ids[x] < ids[y] || (ids[x] === ids[y] && x < y);
  const sorted = [...others].sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
  const order = new Uint32Array(ids.length);
  let w = 0;
  let k = 0;
  for (const x of sorted) {
    // First kept document after x, searched from where the previous one was placed.
    let lo = k;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(kept[mid], x)) lo = mid + 1;
      else hi = mid;
    }
    order.set(kept.subarray(k, lo), w);
    w += lo - k;
    k = lo;
    order[w++] = x;
  }
  order.set(kept.subarray(k), w);
  return ranksOf(order);
}
