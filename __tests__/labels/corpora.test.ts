/**
 * Groups and stable anchors over the shared corpora (skipped when absent):
 * - on real documents and real sections, a group's measures against its members written as
 *   plain labels (the all-of case) follow docs/measures.md exactly, on seeded random rankings of
 *   the real chunks: same relevant chunks, precision, hit and mrr; recall counts the group once;
 *   a group of one is the plain label;
 * - every numbered repeat of a heading the corpora hold (`#options-2`) gets a stable anchor that
 *   resolves and covers every chunk of the numbered section, so the tool's suggestion keeps the
 *   evidence; a heading that is not a repeat (`step-2` written as such) is never called numbered.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { judgeSide } from '../../src/engine/evaluate-side';
import { labelGroup, parseLabel } from '../../src/golden/label';
import { createLabelResolver } from '../../src/golden/resolve';
import { anchorFacts } from '../../src/golden/stable-anchor';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import type { Doc, GoldenSet, Label } from '../../src/types';

const corpora = process.env.RG_CORPORA ?? resolve(__dirname, '../../../shared/corpora');
const NAMES = ['flask-docs', 'astro-docs', 'asciidoctor-docs'].filter((n) => existsSync(join(corpora, n, 'docs')));
if (NAMES.length < 3) console.log(`skip: some shared corpora are absent (present: ${NAMES.join(', ') || 'none'})`);

/** A corpus chunked once for the file's two tests (which only read it). */
const loaded = new Map<string, Promise<Doc[]>>();
function load(name: string): Promise<Doc[]> {
  let docs = loaded.get(name);
  if (!docs) {
    docs = (async () => buildDocs(await (await openFolderSource(join(corpora, name, 'docs'))).snapshot(selectionFromConfig(DEFAULT_CONFIG)), DEFAULT_CONFIG.chunking).docs)();
    loaded.set(name, docs);
  }
  return docs;
}

const label = (raw: string): Label => (parseLabel(raw) as { label: Label }).label;
const golden = (relevant: Label[]): GoldenSet => ({ file: 'g.yml', questions: [{ id: 'Q', question: 'q', relevant, forbidden: [], requiredFacts: [], tags: [], answerable: true, line: 1 }] });

(NAMES.length ? describe : describe.skip)('groups and stable anchors on the shared corpora', () => {
  test.each(NAMES)('%s: a group against the all-of case on real sections', async (name) => {
    const docs = await load(name);
    const resolver = createLabelResolver(docs);
    const ids = docs.flatMap((d) => d.chunks.map((c) => c.id));
    const sections = docs.flatMap((d) => [d.path, ...d.anchors.map((a) => `${d.path}#${a}`)]).filter((l) => resolver.resolve(label(l)).length);
    expect(sections.length).toBeGreaterThan(50);
    const ks = [1, 3, 5, 10];
    let found = 0;
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...sections), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (raws, seed) => {
        const labels = raws.map(label);
        // A ranking that holds evidence: the members' chunks shuffled in among random others.
        const evidence = labels.flatMap((l) => resolver.resolve(l));
        const rnd = fc.sample(fc.shuffledSubarray([...new Set([...evidence.slice(0, 3), ...ids.filter((_, i) => (i * 2654435761 + seed) % 97 < 2)])], { minLength: 0 }), { numRuns: 1, seed })[0];
        const hits = [rnd.slice(0, 20).map((id, i) => ({ id, score: 100 - i }))];
        const all = judgeSide(golden(labels), hits, docs, resolver, { ks, passK: 5 })[0];
        const any = judgeSide(golden([labelGroup(labels)]), hits, docs, resolver, { ks, passK: 5 })[0];
        expect(any.retrieved.map((c) => c.relevant)).toEqual(all.retrieved.map((c) => c.relevant));
        for (const k of ks) {
          expect(any.measures[`precision@${k}`]).toBe(all.measures[`precision@${k}`]);
          expect(any.measures[`hit@${k}`]).toBe(all.measures[`hit@${k}`]);
          expect(any.measures[`recall@${k}`]).toBe(all.measures[`recall@${k}`] > 0 ? 1 : 0);
        }
        expect(any.measures.mrr).toBe(all.measures.mrr);
        if (any.measures['hit@10']) found++;
        if (labels.length === 1) expect(any.measures).toEqual(all.measures);
      }),
      { numRuns: 60, seed: 21 },
    );
    // The rankings did hold evidence: the comparison was not between zeros.
    expect(found).toBeGreaterThan(10);
  }, 120_000);

  test.each(NAMES)('%s: numbered repeats get a stable anchor that covers their section', async (name) => {
    const docs = await load(name);
    const resolver = createLabelResolver(docs);
    let numbered = 0;
    let plainDash = 0;
    for (const d of docs) {
      for (const a of d.anchors) {
        const f = anchorFacts(d, a);
        if (!f.heading) continue;
        if (!f.numbered) {
          if (/-\d+$/.test(a) && f.heading.slug === a) plainDash++;
          continue;
        }
        numbered++;
        // A numbered slug is the slug of a heading whose text another heading of the page has.
        const headings = [...d.chunks.flatMap((c) => c.trail), ...(d.sections ?? []).map((s) => s.heading)];
        expect(headings.some((h) => h.slug === a.replace(/-\d+$/, '') && h.text.trim().toLowerCase() === f.heading!.text.trim().toLowerCase())).toBe(true);
        const stable = f.stable ?? f.holder;
        if (!stable) continue;
        const own = resolver.resolve(label(`${d.path}#${a}`));
        const wider = new Set(resolver.resolve(label(`${d.path}#${stable}`)));
        expect(own.filter((id) => !wider.has(id))).toEqual([]);
        // The stable anchor is not itself a numbered repeat.
        expect(anchorFacts(d, stable).numbered).toBe(false);
      }
    }
    console.log(`${name}: ${numbered} numbered repeats, ${plainDash} headings whose own text ends in a number`);
  }, 120_000);
});
