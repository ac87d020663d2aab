/**
 * The encoder's cut (the manifest's `max_tokens`) is part of the model's identity: a text cut at
 * another length has another vector, so a manifest with another cut must name the model
 * differently, file its vectors in another namespace of the embeddings cache and give other
 * cache keys, never reuse a vector embedded at the old cut.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { encoderCacheModel, loadEncoder } from '../../src/retrieve/embed/encoder';
import { namespaceFolder } from '../../src/retrieve/embed/embedding-cache';
import { encoderIdentityOf } from '../../src/retrieve/model/encoder-model';
import { modelDir } from '../../src/retrieve/model/model-folder';

const shippedDir = modelDir('minilm-l6-v2');
const shipped = JSON.parse(readFileSync(path.join(shippedDir, 'manifest.json'), 'utf8')) as { max_tokens: number; files: Record<string, string> };
const folderCut = (cut: number) => ({ manifest: { ...shipped, name: 'minilm-l6-v2', format: 'retrieval-gate/encoder@1', max_tokens: cut }, hashOf: (f: string) => shipped.files[f].slice(0, 12) });

describe("the encoder's cut in its identity", () => {
  let dir: string;
  const other = shipped.max_tokens === 256 ? 128 : 256;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rg-encoder-cut-'));
    cpSync(shippedDir, dir, { recursive: true });
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...shipped, max_tokens: other }, null, 2));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the model differently, and files its vectors elsewhere, when the manifest cuts elsewhere', () => {
    const a = loadEncoder({ threads: 1, inThread: true });
    const b = loadEncoder({ threads: 1, inThread: true, dir });
    expect(b.maxTokens).toBe(other);
    expect(b.identity).toMatch(/^minilm-l6-v2@[0-9a-f]{12}$/);
    expect(b.identity).not.toBe(a.identity);
    const folder = (e: typeof a) => namespaceFolder({ ...encoderCacheModel(e), prefix: '', role: 'document' });
    expect(folder(b)).not.toBe(folder(a));
    // A long text is cut where the manifest says, ending in [SEP].
    const long = 'the gate measures retrieval quality on every pull request '.repeat(60);
    expect(a.ids(long)).toHaveLength(shipped.max_tokens);
    expect(b.ids(long)).toHaveLength(other);
    expect(b.ids(long)[other - 1]).toBe(a.ids(long)[shipped.max_tokens - 1]);
  });

  it("is model.onnx's own hash at 256 (caches filled before stay valid), another hash at every other cut", () => {
    const hash = shipped.files['model.onnx'].slice(0, 12);
    expect(encoderIdentityOf(folderCut(256))).toBe(`minilm-l6-v2@${hash}`);
    const others = [128, 160, 192, 512].map((c) => encoderIdentityOf(folderCut(c)));
    expect(new Set([...others, `minilm-l6-v2@${hash}`]).size).toBe(5);
    for (const id of others) expect(id).toMatch(/^minilm-l6-v2@[0-9a-f]{12}$/);
  });
});
