import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';

const dir = mkdtempSync(join(tmpdir(), 'rg-chunks-folded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'declspec.md'), '# __declspec\n\nThe keyword.\n\n## Remarks\n\nMore.\n\n## See also\n\n[C++ keywords](keywords.md)\n');

describe('retrieval-gate chunks says which sections are not indexed alone', () => {
  test('text: the folded section, why, where it went, its lines and bytes', async () => {
    const t = recordingIo(dir);
    expect(await main(['chunks', '--dir', dir], t)).toBe(0);
    expect(t.out).toContain('  See also [#see-also]: only links, folded into declspec.md#__declspec; lines 9-11, bytes 47-87');
    expect(t.out).not.toMatch(/^ {2}declspec\.md#see-also /m);
  });

  test('--json: per document and per chunk; with folding off, a chunk of its own', async () => {
    const t = recordingIo(dir);
    expect(await main(['chunks', '--dir', dir, '--json'], t)).toBe(0);
    const doc = JSON.parse(t.out).docs[0];
    expect(doc.folded).toEqual([{ anchors: ['see-also'], heading: 'See also', why: 'links-only', into: 'declspec.md#__declspec', source: { start: 47, end: 87, line: 9, end_line: 11 } }]);
    expect(doc.chunks[0].folded).toEqual(['see-also']);
    writeFileSync(join(dir, 'off.yml'), 'chunking:\n  fold_empty_sections: false\n');
    const off = recordingIo(dir);
    expect(await main(['chunks', '--dir', dir, '--json', '--config', join(dir, 'off.yml')], off)).toBe(0);
    expect(JSON.parse(off.out).docs[0].chunks.map((c: { id: string }) => c.id)).toContain('declspec.md#see-also');
  });
});
