/**
 * The forward index a BM25 build analyses documents into (each document's distinct terms, their
 * term frequencies per field, and its lengths), before the postings are laid out from it.
 */
import { TermIdList, type Analyzer } from './analyzer';
import { EXTRA_FIELDS, type Bm25Doc } from './bm25-types';

const EMPTY_IDS = new Int32Array(0);

/**
 * Whether the lead hint can be used: `text` has the length of `lead` joined by ` > `, a blank line
 * and `body` (its content is the caller's promise, see Bm25Doc.lead), and no part holds U+0130,
 * the one character whose lowercase is longer (the analyzer then keeps no original case for the
 * whole text, which per-part analysis could not know). Then the terms of `text` are those of each
 * part and of `body`, in order.
 */
function leadHolds(text: string, lead: readonly string[], body: string): boolean {
  let at = 0;
  for (let k = 0; k < lead.length; k++) {
    if (k > 0) at += 3;
    if (lead[k].indexOf('\u0130') >= 0) return false;
    at += lead[k].length;
  }
  at += 2;
  return text.length - at === body.length && body.indexOf('\u0130') < 0;
}

/** Whether a build uses `doc`'s lead and body instead of its text (see Bm25Doc.lead): a sender can then leave the text out. */
export function leadApplies(doc: Bm25Doc): boolean {
  return doc.lead !== undefined && doc.body !== undefined && leadHolds(doc.text, doc.lead, doc.body);
}

/** Most distinct title and trail strings whose term ids a build keeps at once. */
const MAX_FIELD_MEMO = 100_000;

function grown(a: Float32Array, size: number): Float32Array {
  const next = new Float32Array(size);
  next.set(a);
  return next;
}

/** A typed array that doubles when full. */
export class Grow<T extends Uint32Array | Float32Array> {
  length = 0;
  constructor(public data: T, private readonly make: (n: number) => T) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  /** Makes room for `n` more values, so that they can be written to `data` directly. */
  reserve(n: number): void {
    if (this.length + n <= this.data.length) return;
    const next = this.make(Math.max(this.data.length * 2, this.length + n));
    next.set(this.data);
    this.data = next;
  }
  trimmed(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

/** Documents analysed into a forward index (doc → its distinct terms and their tfs) and lengths. */
export class Forward {
  readonly terms = new Grow(new Uint32Array(1 << 16), (k) => new Uint32Array(k));
  readonly tfs = new Grow(new Float32Array(1 << 16), (k) => new Float32Array(k));
  /** Document i's terms are [start[i], start[i+1]) of terms / tfs, in first-seen order. */
  readonly start: number[] = [0];
  readonly df: Grow<Uint32Array>;
  /**
   * Per extra field (title, headings), its counts where they are not 0 (a few terms a document
   * against ~30 postings; dense arrays aligned with `terms` were most of a build's memory traffic):
   * `fieldAt` the positions in `terms`, ascending, `fieldVal` the counts.
   */
  readonly fieldAt: Array<Grow<Uint32Array>>;
  readonly fieldVal: Array<Grow<Float32Array>>;
  /** Per extra field, the last document's length in terms. */
  readonly lastFieldLen: number[];
  private scratch: Float32Array;
  private readonly fieldScratch: Float32Array[];
  private readonly lastField: Array<string | undefined> = [undefined, undefined];
  private readonly lastFieldIds: Int32Array[] = [EMPTY_IDS, EMPTY_IDS];
  /**
   * Term ids of each distinct title or trail string analysed so far: a page's title recurs in all
   * its chunks and trails recur across pages ("Remarks", "Example", "See also"), so each string is
   * analysed once per build. Bounded: starts over when full.
   */
  private readonly fieldMemo = new Map<string, Int32Array>();
  private readonly fieldIds = new TermIdList();
  /** The current document's term ids per extra field (EMPTY_IDS when it has none). */
  private readonly docFieldIds: Int32Array[] = [EMPTY_IDS, EMPTY_IDS];
  /** For the terms in `seen` (the current document's distinct terms so far), their index there + 1; else 0. */
  private mark: Uint32Array;
  /** The current document's distinct terms so far, in `seen[0 … nSeen)` (a typed array: no array per document). */
  private seen: Uint32Array;
  private nSeen = 0;
  /** The term ids of a body (or legacy heading), reused by every document. */
  private readonly bodyIds = new TermIdList();

  constructor(
    private readonly analyzer: Analyzer,
    private readonly boost: number,
    /** Whether the title and headings are analysed as fields of their own. */
    private readonly extra: boolean,
    /** Term → id; new terms are added (with their ids) by `newTerm`. */
    private readonly lookup: (term: string) => number | undefined,
    private readonly newTerm: (term: string) => number,
    firstTerms: number,
  ) {
    this.df = new Grow(new Uint32Array(Math.max(1024, firstTerms)), (k) => new Uint32Array(k));
    this.df.length = firstTerms;
    this.scratch = new Float32Array(Math.max(1024, firstTerms));
    this.mark = new Uint32Array(this.scratch.length);
    this.seen = new Uint32Array(this.scratch.length);
    const nf = extra ? EXTRA_FIELDS.length : 0;
    this.fieldAt = Array.from({ length: nf }, () => new Grow(new Uint32Array(1 << 12), (k) => new Uint32Array(k)));
    this.fieldVal = Array.from({ length: nf }, () => new Grow(new Float32Array(1 << 12), (k) => new Float32Array(k)));
    this.fieldScratch = Array.from({ length: nf }, () => new Float32Array(this.scratch.length));
    this.lastFieldLen = new Array<number>(nf).fill(0);
  }

  /** Analyses one document; returns its length. */
  add(doc: Bm25Doc): number {
    let len = 0;
    if (doc.lead !== undefined && doc.body !== undefined && leadHolds(doc.text, doc.lead, doc.body)) {
      for (const part of doc.lead) {
        const ids = this.fieldIdsOf(part);
        this.countIds(ids);
        len += ids.length;
      }
      const body = this.termIdsOf(doc.body, this.bodyIds);
      this.count(body, 1);
      len += body.length;
    } else {
      const body = this.termIdsOf(doc.text, this.bodyIds);
      this.count(body, 1);
      len = body.length;
    }
    if (this.boost > 0 && doc.heading) {
      const head = this.termIdsOf(doc.heading, this.bodyIds);
      this.count(head, this.boost);
      len += this.boost * head.length;
    }
    if (this.extra) {
      for (let f = 0; f < 2; f++) {
        const text = f === 0 ? doc.title : doc.headings;
        // A document's chunks come one after another and share its title, and the parts of a split
        // section share their trail: the last string of each field is analysed, and its terms
        // looked up, once (its term ids are kept, not its terms).
        if (!text) {
          this.lastFieldLen[f] = 0;
          this.docFieldIds[f] = EMPTY_IDS;
          continue;
        }
        if (text !== this.lastField[f]) {
          this.lastField[f] = text;
          this.lastFieldIds[f] = this.fieldIdsOf(text);
        }
        const ids = this.lastFieldIds[f];
        this.docFieldIds[f] = ids;
        // Read after the analysis: a new term grows the scratch arrays.
        const { seen, mark } = this;
        const fs = this.fieldScratch[f];
        for (let i = 0; i < ids.length; i++) {
          const t = ids[i];
          if (mark[t] === 0) {
            mark[t] = this.nSeen + 1;
            seen[this.nSeen++] = t;
          }
          fs[t] += 1;
        }
        this.lastFieldLen[f] = ids.length;
      }
    }
    const { scratch, seen, fieldScratch, mark } = this;
    const m = this.nSeen;
    const at = this.terms.length;
    // Each field's non-zero counts with their positions (from `mark`, before it is cleared), sorted.
    for (let f = 0; f < this.fieldAt.length; f++) {
      const ids = this.docFieldIds[f];
      const fs = fieldScratch[f];
      const pos = this.fieldAt[f];
      const val = this.fieldVal[f];
      const from = pos.length;
      for (let i = 0; i < ids.length; i++) {
        const t = ids[i];
        const c = fs[t];
        if (c === 0) continue; // a repeated term, already taken
        fs[t] = 0;
        // Insertion by position: a field has a few terms.
        pos.push(0);
        val.push(0);
        const p = at + mark[t] - 1;
        let k = pos.length - 1;
        for (; k > from && pos.data[k - 1] > p; k--) {
          pos.data[k] = pos.data[k - 1];
          val.data[k] = val.data[k - 1];
        }
        pos.data[k] = p;
        val.data[k] = c;
      }
    }
    // Room for this document's postings once, then plain writes (the hottest loop of a build).
    this.terms.reserve(m);
    this.tfs.reserve(m);
    const terms = this.terms.data;
    const tfs = this.tfs.data;
    const df = this.df.data;
    for (let i = 0; i < m; i++) {
      const t = seen[i];
      mark[t] = 0;
      terms[at + i] = t;
      tfs[at + i] = scratch[t];
      df[t]++;
      scratch[t] = 0;
    }
    this.terms.length = at + m;
    this.tfs.length = at + m;
    this.nSeen = 0;
    this.start.push(this.terms.length);
    return len;
  }

  /** The id of `term`, a new one (with room in the scratch arrays) when it is new. */
  private idOf(term: string): number {
    let t = this.lookup(term);
    if (t === undefined) {
      t = this.newTerm(term);
      this.df.push(0);
      if (t >= this.scratch.length) {
        const size = Math.max(this.scratch.length * 2, t + 1);
        this.scratch = grown(this.scratch, size);
        for (let f = 0; f < this.fieldScratch.length; f++) this.fieldScratch[f] = grown(this.fieldScratch[f], size);
        const mark = new Uint32Array(size);
        mark.set(this.mark);
        this.mark = mark;
        const seen = new Uint32Array(size);
        seen.set(this.seen);
        this.seen = seen;
      }
    }
    return t;
  }

  /**
   * Done analysing: the analyzer forgets this forward index's id function. It held this object,
   * and with it every buffer here, for as long as the analyzer lived, i.e. as long as the index:
   * an index of 200,000 chunks built in one thread kept 179 MiB of buffers and 70 MiB of heap more
   * through the ranking (and, in compare, through the head's build).
   */
  done(): void {
    this.analyzer.forgetIds?.();
  }

  /** One function object for the analyzer's `analyzeIds` (which remembers ids per function). */
  private readonly idOfTerm = (term: string): number => this.idOf(term);

  /** The term ids of `text`, new terms added, written over `into` (reused from text to text, so the build makes no array per text). */
  private termIdsOf(text: string, into: TermIdList): TermIdList {
    const a = this.analyzer;
    into.length = 0;
    if (a.analyzeIdsInto) a.analyzeIdsInto(text, this.idOfTerm, into);
    else for (const term of a.analyze(text)) into.push(this.idOf(term));
    return into;
  }

  /** Each extra field's counts aligned with `terms` (0 where a term is not in the field). */
  denseFieldTfs(): Float32Array[] {
    return this.fieldAt.map((pos, f) => {
      const out = new Float32Array(this.terms.length);
      const val = this.fieldVal[f].data;
      for (let k = 0; k < pos.length; k++) out[pos.data[k]] = val[k];
      return out;
    });
  }

  /** Counts the terms `ids` into the body tf, once each occurrence. */
  private countIds(ids: Int32Array): void {
    const { mark, seen, scratch } = this;
    for (let i = 0; i < ids.length; i++) {
      const t = ids[i];
      if (mark[t] === 0) {
        mark[t] = this.nSeen + 1;
        seen[this.nSeen++] = t;
      }
      scratch[t] += 1;
    }
  }

  /** The term ids of a title, trail or lead string, analysed on its first occurrence only. */
  private fieldIdsOf(text: string): Int32Array {
    let ids = this.fieldMemo.get(text);
    if (ids === undefined) {
      const list = this.termIdsOf(text, this.fieldIds);
      ids = list.ids.slice(0, list.length);
      if (this.fieldMemo.size >= MAX_FIELD_MEMO) this.fieldMemo.clear();
      this.fieldMemo.set(text, ids);
    }
    return ids;
  }

  /** Counts the terms `list` into the body tf with `weight`. */
  private count(list: TermIdList, weight: number): void {
    const ids = list.ids;
    for (let i = 0; i < list.length; i++) {
      const t = ids[i];
      // A term is "seen" once it has a count in any field (a body tf of 0 with a title tf is fine).
      if (this.mark[t] === 0) {
        this.mark[t] = this.nSeen + 1;
        this.seen[this.nSeen++] = t;
      }
      this.scratch[t] += weight;
    }
  }
}
