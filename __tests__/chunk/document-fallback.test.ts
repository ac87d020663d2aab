// A chunker that throws must not take the run down: the document becomes text chunks plus a note.
jest.mock('../../src/chunk/markdown', () => ({
  chunkMarkdown: () => {
    throw new Error('boom');
  },
}));

import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';

test('a chunker exception becomes one text chunk and a note', () => {
  const text = '---\ntitle: T\n---\n# Heading\n\nBody text.\n';
  const doc = parseDocument({ path: 'a.md', hash: 'h', text, size: text.length }, DEFAULT_CONFIG.chunking);
  expect(doc.notes).toEqual(['markdown chunker failed (boom); indexed as one text chunk']);
  expect(doc.chunks).toHaveLength(1);
  expect(doc.chunks[0]).toMatchObject({ id: 'a.md#', text: '# Heading\n\nBody text.\n', docTitle: 'T' });
  expect(doc.title).toBe('T');
});
