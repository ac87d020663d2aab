// A document pass shows its progress over the whole pass (every text it embeds, across the slices it
// sends), not slice by slice: the count and the time left are the pass's. Cached texts and query
// passes show none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachedEmbedder } from '../../src/retrieve/embed/dense';
import type { EmbeddingsClient } from '../../src/retrieve/embed/embeddings-client';
import type { ProgressSink } from '../../src/util/progress';

function world() {
  const seen: Array<{ label: string; total: number; done: number[]; ended: boolean }> = [];
  const sink: ProgressSink = {
    start(label, total) {
      const s = { label, total, done: [] as number[], ended: false };
      seen.push(s);
      return { update: (d) => void s.done.push(d), end: () => void (s.ended = true) };
    },
  };
  const client: EmbeddingsClient = {
    endpoint: 'fake',
    requests: 0,
    async embed(texts, progress) {
      // Reports after each text, as the encoder does.
      return texts.map((_, i) => {
        progress?.(i + 1);
        return Float32Array.of(1, 0);
      });
    },
  };
  return { seen, sink, client };
}

test('one display for the pass, its total every text to embed, counted across slices', async () => {
  const { seen, sink, client } = world();
  const cache = mkdtempSync(join(tmpdir(), 'rg-embed-progress-'));
  try {
    const embedder = new CachedEmbedder(client, { model: 'm' }, cache, () => {}, undefined, 'the encoder', { sink, label: 'minilm' });
    const texts = Array.from({ length: 600 }, (_, i) => `text ${i % 550}`); // 550 distinct
    await embedder.embed(texts, '', 'document');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ label: 'minilm', total: 550, ended: true });
    expect(seen[0].done[seen[0].done.length - 1]).toBe(550);
    expect(seen[0].done).toEqual([...seen[0].done].sort((a, b) => a - b));
    // Past the first slice of 256, the count goes on from there.
    expect(seen[0].done).toContain(257);
    // All cached now: nothing to show; queries never show a display.
    await new CachedEmbedder(client, { model: 'm' }, cache, () => {}, undefined, 'the encoder', { sink, label: 'minilm' }).embed(texts, '', 'document');
    await embedder.embed(['a question'], '', 'query');
    expect(seen).toHaveLength(1);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
