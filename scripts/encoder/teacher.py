"""The teacher, all-MiniLM-L6-v2, run in plain numpy from its safetensors weights.

Why numpy and not torch or sentence-transformers: torch from the registry brings gigabytes of GPU
libraries for a forward pass of six small layers, and a hand-written pass in float32 with one
BLAS thread gives the same bytes on every run (the export and the reference are checked against it).
The pass is the standard BERT encoder (post-layer-norm, GELU erf) with mean pooling and L2
normalisation, as the model's sentence-transformers config (1_Pooling) says.
"""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer


def _erf(x: np.ndarray) -> np.ndarray:
    # numpy has no vectorised erf; math.erf through frompyfunc is exact but slow, so use scipy's.
    from scipy.special import erf

    return erf(x)


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return ((x - mu) / np.sqrt(var + eps)) * g + b


# One encoder layer's weight names: BERT's here; MPNet (mpnet.py) differs only in these.
BERT_LAYER = {
    "q": "attention.self.query",
    "k": "attention.self.key",
    "v": "attention.self.value",
    "o": "attention.output.dense",
    "attn_norm": "attention.output.LayerNorm",
    "inner": "intermediate.dense",
    "out": "output.dense",
    "out_norm": "output.LayerNorm",
}


def encoder_layers(x: np.ndarray, w: dict, names: dict, layers: int, heads: int, eps: float, bias: np.ndarray, erf) -> np.ndarray:
    """The encoder's layers over embeddings x (batch, seq, hidden): attention with `bias` added to its scores, then GELU feed-forward."""
    n, s, hidden = x.shape
    h, d = heads, hidden // heads
    for i in range(layers):
        p = f"encoder.layer.{i}."

        def lin(t: np.ndarray, name: str) -> np.ndarray:
            return t @ w[p + name + ".weight"].T + w[p + name + ".bias"]

        def norm(t: np.ndarray, name: str) -> np.ndarray:
            return _layer_norm(t, w[p + name + ".weight"], w[p + name + ".bias"], eps)

        q = lin(x, names["q"]).reshape(n, s, h, d).transpose(0, 2, 1, 3)
        k = lin(x, names["k"]).reshape(n, s, h, d).transpose(0, 2, 3, 1)
        v = lin(x, names["v"]).reshape(n, s, h, d).transpose(0, 2, 1, 3)
        att = (q @ k) / np.float32(math.sqrt(d)) + bias
        att = att - att.max(-1, keepdims=True)
        att = np.exp(att)
        att = att / att.sum(-1, keepdims=True)
        ctx = (att @ v).transpose(0, 2, 1, 3).reshape(n, s, hidden)
        x = norm(x + lin(ctx, names["o"]), names["attn_norm"])
        inner = lin(x, names["inner"])
        inner = (inner * 0.5 * (1.0 + erf(inner / np.float32(math.sqrt(2.0))))).astype(np.float32)
        x = norm(x + lin(inner, names["out"]), names["out_norm"])
    return x.astype(np.float32)


def mean_pooled_rows(model, rows: list[list[int]], batch: int, normalize: bool = True, progress: str | None = None) -> np.ndarray:
    """Mean-pooled sentence vectors of id rows through `model.hidden_states` (rows padded with
    `model.pad`, `model.hidden` wide), L2-normalised unless told not to; with `progress`, a line
    on stderr every 20 batches under that name. Shared by the MiniLM teacher and MPNet (mpnet.py)."""
    import sys
    import time

    out = np.zeros((len(rows), model.hidden), dtype=np.float32)
    # Similar lengths together: less padding; the order is restored by index.
    order = sorted(range(len(rows)), key=lambda i: (len(rows[i]), i))
    t0 = time.time()
    for start in range(0, len(order), batch):
        idx = order[start : start + batch]
        s = max(len(rows[i]) for i in idx)
        ids = np.full((len(idx), s), model.pad, dtype=np.int64)
        mask = np.zeros((len(idx), s), dtype=np.int64)
        for j, i in enumerate(idx):
            ids[j, : len(rows[i])] = rows[i]
            mask[j, : len(rows[i])] = 1
        hs = model.hidden_states(ids, mask)
        m = mask[:, :, None].astype(np.float32)
        out[idx] = (hs * m).sum(1) / np.maximum(m.sum(1), 1e-9)
        if progress and (start // batch) % 20 == 0:
            print(f"{progress}: {start + len(idx)}/{len(rows)} in {time.time() - t0:.0f}s", file=sys.stderr, flush=True)
    if normalize:
        out /= np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
    return out


def read_encoder_config(model, model_dir: Path) -> dict:
    """Sets the shape of a Hugging Face encoder's folder on `model` (dir, heads, layers, eps,
    hidden) and returns its whole config.json."""
    model.dir = Path(model_dir)
    cfg = json.loads((model.dir / "config.json").read_text())
    model.heads = cfg["num_attention_heads"]
    model.layers = cfg["num_hidden_layers"]
    model.eps = cfg["layer_norm_eps"]
    model.hidden = cfg["hidden_size"]
    return cfg


class Teacher:
    def __init__(self, model_dir: Path):
        read_encoder_config(self, model_dir)
        w = load_file(str(self.dir / "model.safetensors"))
        # Some exports prefix every name with "bert."; accept both.
        self.w = {k[5:] if k.startswith("bert.") else k: v.astype(np.float32) for k, v in w.items()}
        self.tokenizer = Tokenizer.from_file(str(self.dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        vocab = (self.dir / "vocab.txt").read_text(encoding="utf-8").split("\n")
        self.vocab = vocab[:-1] if vocab and vocab[-1] == "" else vocab
        self.cls = self.vocab.index("[CLS]")
        self.sep = self.vocab.index("[SEP]")
        self.pad = self.vocab.index("[PAD]")

    def hidden_states(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Last hidden states (batch, seq, hidden) of padded id rows; mask is 1 on real tokens."""
        w = self.w
        n, s = ids.shape
        x = w["embeddings.word_embeddings.weight"][ids]
        x = x + w["embeddings.position_embeddings.weight"][np.arange(s)][None, :, :]
        x = x + w["embeddings.token_type_embeddings.weight"][0][None, None, :]
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        bias = ((1.0 - mask.astype(np.float32)) * -1e9)[:, None, None, :]
        return encoder_layers(x, w, BERT_LAYER, self.layers, self.heads, self.eps, bias, _erf)

    def encode_ids(self, rows: list[list[int]], batch: int = 64, normalize: bool = True) -> np.ndarray:
        """Mean-pooled sentence vectors of id rows (each already framed by [CLS] … [SEP])."""
        return mean_pooled_rows(self, rows, batch, normalize)

    def encode(self, texts: list[str], max_tokens: int = 256, batch: int = 32) -> np.ndarray:
        """Sentence embeddings of texts, as sentence-transformers gives them (truncated to max_tokens)."""
        rows = []
        for t in texts:
            ids = self.tokenizer.encode(t).ids  # framed by [CLS] … [SEP] by the tokenizer's post-processor
            if len(ids) > max_tokens:
                ids = ids[: max_tokens - 1] + [self.sep]
            rows.append(ids)
        return self.encode_ids(rows, batch=batch)


def single_thread() -> None:
    """One BLAS thread: the same float operations in the same order on every run."""
    for k in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[k] = "1"
