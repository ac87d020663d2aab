/**
 * The corpus-gap scan on cpp-docs (issues 10 and 13): every required fact of a golden set looked
 * for verbatim in every document of a side, once per side (retrieval report and answers stage
 * share it), for 100 facts taken from the corpus, half of them absent (a full scan), against
 * reading and chunking the same corpus, the peer measured in the same run (timings on a shared
 * machine are noisy; the ratio is what to read). Exits 1 when the scan costs more than half of
 * chunking.
 */
import { buildDocs } from '../src/chunk/corpus';
import { factsInCorpus } from '../src/measure/required-facts';
import { DEFAULT_CONFIG } from '../src/config/types';
import { openFolderSource } from '../src/source/folder';
import { selectionFromConfig } from '../src/source/select';
import { runBench, sharedCorpus } from './support/bench-main';

const FACTS = 100;
const GOAL = 0.5;

async function main(): Promise<number> {
  const corpus = sharedCorpus('cpp-docs/docs');
  if (!corpus) return 0;
  const reader = await openFolderSource(corpus);
  const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
  let t = performance.now();
  const { docs } = buildDocs(snapshot, DEFAULT_CONFIG.chunking);
  const chunkMs = performance.now() - t;
  const chunks = docs.flatMap((d) => d.chunks);
  // Facts: half are phrases of real chunks (found early or late), half are absent (a full scan each).
  const facts: string[] = [];
  const step = Math.floor(chunks.length / (FACTS / 2));
  for (let i = 0; i < FACTS / 2; i++) facts.push(chunks[i * step].text.split(/\s+/).slice(2, 9).join(' '));
  for (let i = 0; i < FACTS / 2; i++) facts.push(`this phrase ${i} is in no document of the corpus`);
  t = performance.now();
  const found = factsInCorpus(facts, docs.map((d) => d.chunks.map((c) => c.text).join('\n')));
  const scanMs = performance.now() - t;
  const ratio = scanMs / chunkMs;
  console.log(`cpp-docs: ${docs.length} documents, ${chunks.length} chunks; ${FACTS} facts, ${found.filter((f) => f).length} found`);
  console.log(`read + chunk: ${chunkMs.toFixed(0)} ms; corpus-gap scan: ${scanMs.toFixed(0)} ms; ratio ${ratio.toFixed(2)} (goal ≤ ${GOAL})`);
  return ratio <= GOAL ? 0 : 1;
}

runBench(main);
