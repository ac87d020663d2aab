/**
 * One place per section on every golden question of the real corpora: the collapsed ranking is
 * the uncollapsed one filtered to each section's first chunk (collapse.test.ts has the rest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { createBm25Retriever } from '../../src/retrieve/bm25/bm25-retriever';
import { sectionLookup } from '../../src/retrieve/bm25/collapse';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import { CORPORA } from '../support/corpora';
import { firstPerSection, withCollapse } from './collapse-reference';

const ROOT = resolve(__dirname, '../..');

const SETS = ['flask-docs', 'astro-docs', 'tldr'];

describe('every golden question of the real corpora', () => {
  for (const name of SETS) {
    const dir = resolve(CORPORA, name, 'docs');
    const golden = resolve(ROOT, 'bench/quality', `${name}.golden.yml`);
    const present = existsSync(dir) && existsSync(golden);
    (present ? test : test.skip)(`${name}: one chunk per section, each its section's best, in the uncollapsed order`, async () => {
      const reader = await openFolderSource(dir);
      const snapshot = await reader.snapshot(selectionFromConfig(DEFAULT_CONFIG));
      const chunks = buildDocs(snapshot, DEFAULT_CONFIG.chunking).docs.flatMap((d) => d.chunks);
      const questions = [...readFileSync(golden, 'utf8').matchAll(/^ {4}question: (.*)$/gm)].map((m) => m[1].replace(/^"|"$/g, ''));
      expect(questions.length).toBeGreaterThan(0);
      const one = await createBm25Retriever(chunks, withCollapse('section')).search(questions, 20);
      const every = await createBm25Retriever(chunks, withCollapse('none')).search(questions, 400);
      const section = sectionLookup(chunks);
      questions.forEach((_, i) => expect(one[i]).toEqual(firstPerSection(every[i], section).slice(0, 20)));
    });
  }
});
