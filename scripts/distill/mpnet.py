"""all-mpnet-base-v2 run in plain numpy from its safetensors weights (no torch), as a candidate teacher.

MPNet differs from BERT in three ways that matter here: positions start at padding_idx + 1 (2),
as RoBERTa's do; there are no token-type embeddings; and every layer adds one shared relative
position bias (32 buckets, max distance 128, computed once from the first layer's table) to the
attention scores. Mean pooling and L2 normalisation follow the model's sentence-transformers
config (1_Pooling, 2_Normalize).
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

from teacher import _layer_norm, encoder_layers, mean_pooled_rows, read_encoder_config


# The encoder's layers are BERT's (teacher.py) under other weight names.
MPNET_LAYER = {
    "q": "attention.attn.q",
    "k": "attention.attn.k",
    "v": "attention.attn.v",
    "o": "attention.attn.o",
    "attn_norm": "attention.LayerNorm",
    "inner": "intermediate.dense",
    "out": "output.dense",
    "out_norm": "output.LayerNorm",
}


def relative_bucket(rel: np.ndarray, num_buckets: int = 32, max_distance: int = 128) -> np.ndarray:
    """transformers' MPNetEncoder.relative_position_bucket, in numpy."""
    n = -rel
    num_buckets //= 2
    ret = (n < 0).astype(np.int64) * num_buckets
    n = np.abs(n)
    max_exact = num_buckets // 2
    is_small = n < max_exact
    with np.errstate(divide="ignore"):
        large = max_exact + (np.log(np.maximum(n, 1).astype(np.float32) / max_exact) / math.log(max_distance / max_exact) * (num_buckets - max_exact)).astype(np.int64)
    large = np.minimum(large, num_buckets - 1)
    return ret + np.where(is_small, n, large)


class MPNet:
    def __init__(self, model_dir: Path):
        from scipy.special import erf

        self.erf = erf
        cfg = read_encoder_config(self, model_dir)
        self.buckets = cfg.get("relative_attention_num_buckets", 32)
        self.pad = cfg["pad_token_id"]
        w = load_file(str(self.dir / "model.safetensors"))
        self.w = {k[6:] if k.startswith("mpnet.") else k: v.astype(np.float32) for k, v in w.items() if v.dtype != np.int64}
        self.tokenizer = Tokenizer.from_file(str(self.dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()

    def hidden_states(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w = self.w
        n, s = ids.shape
        pos = np.cumsum(mask, 1) * mask + self.pad
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][pos]
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        ar = np.arange(s)
        bucket = relative_bucket(ar[None, :] - ar[:, None], self.buckets)
        pbias = w["encoder.relative_attention_bias.weight"][bucket].transpose(2, 0, 1)[None]  # (1, h, s, s)
        bias = pbias + ((1.0 - mask.astype(np.float32)) * np.float32(-1e9))[:, None, None, :]
        return encoder_layers(x, w, MPNET_LAYER, self.layers, self.heads, self.eps, bias, self.erf)

    def encode_ids(self, rows: list[list[int]], batch: int = 16, progress: bool = False) -> np.ndarray:
        return mean_pooled_rows(self, rows, batch, progress="mpnet" if progress else None)

    def ids(self, text: str, max_tokens: int) -> list[int]:
        ids = self.tokenizer.encode(text).ids  # framed by <s> … </s> by the post-processor
        if len(ids) > max_tokens:
            ids = ids[: max_tokens - 1] + [ids[-1]]
        return ids

    def encode(self, texts: list[str], max_tokens: int = 384, progress: bool = False) -> np.ndarray:
        return self.encode_ids([self.ids(t, max_tokens) for t in texts], progress=progress)
