/**
 * Exact cosine top-k over one contiguous Float32Array. Vectors are L2-normalised on the way in,
 * so cosine is a dot product. Exact on purpose: the gate compares two sides, and an approximate
 * index would add its own noise to the difference.
 */

/** L2-normalises in place and returns the vector; a zero vector stays zero. */
export function normalizeInPlace(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < v.length; i++) v[i] *= inv;
  }
  return v;
}

/** Dot product of `a[off..off+d)` and `q`; a small separate function so V8 optimises it as a unit. */
function dot(a: Float32Array, off: number, q: Float32Array, d: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let j = 0;
  for (; j + 3 < d; j += 4) {
    s0 += a[off + j] * q[j];
    s1 += a[off + j + 1] * q[j + 1];
    s2 += a[off + j + 2] * q[j + 2];
    s3 += a[off + j + 3] * q[j + 3];
  }
  for (; j < d; j++) s0 += a[off + j] * q[j];
  return s0 + s1 + (s2 + s3);
}

export interface VectorHit {
  id: string;
  score: number;
}

/** Row-major matrix of normalised vectors, rows sorted by id so a row index breaks ties like the id. */
export class VectorIndex {
  readonly dims: number;
  readonly ids: readonly string[];
  private readonly data: Float32Array;
  /** Row of each id, built when `vectorOf` is first asked. */
  private rows?: Map<string, number>;

  /** `rows` need not be sorted or normalised; both are done here. */
  constructor(rows: ReadonlyArray<{ id: string; vector: Float32Array }>, dims: number) {
    const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.dims = dims;
    this.ids = sorted.map((r) => r.id);
    this.data = new Float32Array(sorted.length * dims);
    sorted.forEach((r, i) => {
      if (r.vector.length !== dims) throw new Error(`vector of ${r.id} has ${r.vector.length} dimensions, expected ${dims}`);
      const row = this.data.subarray(i * dims, (i + 1) * dims);
      row.set(r.vector);
      normalizeInPlace(row);
    });
  }

  /** The stored vector of `id` (normalised; a view into the index, not to be written to), or undefined. */
  vectorOf(id: string): Float32Array | undefined {
    this.rows ??= new Map(this.ids.map((x, i) => [x, i]));
    const r = this.rows.get(id);
    return r === undefined ? undefined : this.data.subarray(r * this.dims, (r + 1) * this.dims);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The k rows most similar to `query` (normalised here), best first, ties by id. */
  topK(query: Float32Array, k: number): VectorHit[] {
    const n = this.ids.length;
    const d = this.dims;
    if (query.length !== d) throw new Error(`query vector has ${query.length} dimensions, expected ${d}`);
    const q = normalizeInPlace(Float32Array.from(query));
    const want = Math.min(k, n);
    if (want <= 0) return [];
    // A bounded min-heap (worst kept hit at the root) keeps this O(n log k).
    const heapScore = new Float64Array(want);
    const heapRow = new Int32Array(want);
    let size = 0;
    const worse = (sa: number, ra: number, sb: number, rb: number) => sa < sb || (sa === sb && ra > rb);
    const data = this.data;
    for (let r = 0; r < n; r++) {
      const s = dot(data, r * d, q, d);
      if (size < want) {
        let i = size++;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (!worse(s, r, heapScore[p], heapRow[p])) break;
          heapScore[i] = heapScore[p];
          heapRow[i] = heapRow[p];
          i = p;
        }
        heapScore[i] = s;
        heapRow[i] = r;
      } else if (worse(heapScore[0], heapRow[0], s, r)) {
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          let c = l;
          if (l + 1 < size && worse(heapScore[l + 1], heapRow[l + 1], heapScore[l], heapRow[l])) c = l + 1;
          if (!worse(heapScore[c], heapRow[c], s, r)) break;
          heapScore[i] = heapScore[c];
          heapRow[i] = heapRow[c];
          i = c;
        }
        heapScore[i] = s;
        heapRow[i] = r;
      }
    }
    const out: Array<{ row: number; score: number }> = [];
    for (let i = 0; i < size; i++) out.push({ row: heapRow[i], score: heapScore[i] });
    out.sort((a, b) => b.score - a.score || a.row - b.row);
    return out.map((h) => ({ id: this.ids[h.row], score: h.score }));
  }
}
