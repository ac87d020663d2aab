/**
 * A batch of chunks as the BM25 analysis reads them (retrieve/bm25/bm25-types.ts `Bm25Doc`), laid out to
 * cross to a worker thread cheaply: copying a message costs per object, so the batch is a few
 * arrays of strings and numbers, not one object per chunk. Strings that recur (a page title in
 * each of its chunks, a trail shared by the parts of a section, "Remarks") are sent once. A text
 * whose lead the index reads (Bm25Doc.lead) is sent as its lead and body only: the text is, by
 * that promise, those joined, so the worker rebuilds it without it crossing.
 */
import { leadApplies, type Bm25Doc } from '../../retrieve/bm25/bm25';

export interface ChunkBatch {
  /** Recurring strings (lead parts, headings, titles, trails), each once. */
  strings: string[];
  /** Per chunk: the body when its lead applies, else the whole text. */
  bodies: string[];
  /** Per chunk: 1 when its lead applies; the lead is then strings[leadIdx[leadStart[i] … leadStart[i+1])]. */
  hasLead: Uint8Array;
  leadStart: Uint32Array;
  leadIdx: Uint32Array;
  /** Per chunk: index in `strings` of its heading, title and headings fields, −1 for none. */
  heading: Int32Array;
  title: Int32Array;
  headings: Int32Array;
}

/** `docs` as one batch (ids and boosts stay behind: analysis does not read them). */
export function encodeBatch(docs: readonly Bm25Doc[]): ChunkBatch {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const ref = (s: string | undefined): number => {
    if (s === undefined) return -1;
    let i = index.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      index.set(s, i);
    }
    return i;
  };
  const n = docs.length;
  const bodies = new Array<string>(n);
  const hasLead = new Uint8Array(n);
  const leadStart = new Uint32Array(n + 1);
  const lead: number[] = [];
  const heading = new Int32Array(n);
  const title = new Int32Array(n);
  const headings = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const doc = docs[i];
    if (leadApplies(doc)) {
      hasLead[i] = 1;
      bodies[i] = doc.body!;
      for (const part of doc.lead!) lead.push(ref(part));
    } else bodies[i] = doc.text;
    leadStart[i + 1] = lead.length;
    heading[i] = ref(doc.heading);
    title[i] = ref(doc.title);
    headings[i] = ref(doc.headings);
  }
  return { strings, bodies, hasLead, leadStart, leadIdx: Uint32Array.from(lead), heading, title, headings };
}

/** The batch's chunks as Bm25Docs again (ids empty), analysing to exactly what the originals do. */
export function decodeBatch(batch: ChunkBatch): Bm25Doc[] {
  const { strings, bodies, leadStart, leadIdx } = batch;
  const at = (i: number): string | undefined => (i < 0 ? undefined : strings[i]);
  const out = new Array<Bm25Doc>(bodies.length);
  for (let i = 0; i < bodies.length; i++) {
    const doc: Bm25Doc = { id: '', text: bodies[i] };
    if (batch.hasLead[i] === 1) {
      const lead: string[] = [];
      for (let k = leadStart[i]; k < leadStart[i + 1]; k++) lead.push(strings[leadIdx[k]]);
      doc.lead = lead;
      doc.body = bodies[i];
      // Never read whole (the lead applies): a rope of the parts, so the length check holds.
      doc.text = `${lead.join(' > ')}\n\n${bodies[i]}`;
    }
    const h = at(batch.heading[i]);
    if (h !== undefined) doc.heading = h;
    const t = at(batch.title[i]);
    if (t !== undefined) doc.title = t;
    const hs = at(batch.headings[i]);
    if (hs !== undefined) doc.headings = hs;
    out[i] = doc;
  }
  return out;
}

/** The buffers of a batch, to transfer rather than copy. */
export function batchBuffers(batch: ChunkBatch): ArrayBuffer[] {
  return [batch.hasLead, batch.leadStart, batch.leadIdx, batch.heading, batch.title, batch.headings].map((a) => a.buffer as ArrayBuffer);
}
