"""Sentence vectors from the teacher's ONNX export: mean-pooled last hidden state, L2-normalised.

One copy for the two scripts that run the teacher on whole texts (passages.py for the fit,
teacher_rank.py for the benchmark's upper-bound row), so both score with the same pooling.
Texts are run in batches of 16, shortest first, so padding stays small; the order of the
output rows is the order of `ids`, whatever the batching.
"""
from __future__ import annotations

import sys
from typing import Any

import numpy as np


def mean_pooled(sess: Any, ids: list[list[int]], progress: bool = False) -> np.ndarray:
    """One unit vector (384 floats) per token-id list, in the order given."""
    out = np.zeros((len(ids), 384), dtype=np.float32)
    order = sorted(range(len(ids)), key=lambda i: (len(ids[i]), i))
    for start in range(0, len(order), 16):
        idx = order[start : start + 16]
        width = max(len(ids[i]) for i in idx)
        x = np.zeros((len(idx), width), dtype=np.int64)
        m = np.zeros_like(x)
        for j, i in enumerate(idx):
            x[j, : len(ids[i])] = ids[i]
            m[j, : len(ids[i])] = 1
        h = sess.run(None, {"input_ids": x, "attention_mask": m, "token_type_ids": np.zeros_like(x)})[0]
        mm = m[:, :, None].astype(np.float32)
        pooled = (h * mm).sum(1) / mm.sum(1)
        out[idx] = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        if progress and start % 320 == 0:
            print(f"{start}/{len(order)}", file=sys.stderr, flush=True)
    return out
