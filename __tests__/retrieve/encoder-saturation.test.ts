/**
 * The shipped encoder cannot give different vectors on different processors through saturating
 * integer products. Dynamic int8 quantization multiplies u8 activations by s8 weights; on x86
 * without VNNI (AVX2, onnxruntime's vpmaddubsw kernels) each pair of products is summed in a
 * signed 16-bit lane and clips at 32767, while AVX-512 VNNI, arm64 and the SSE kernels sum
 * exactly: the same model file gave cosines down to 0.982 between two processors. Products are
 * safe where they cannot clip: u8 weights (summed in 32 bits) or s8 weights of magnitude 64 at
 * most (2 × 255 × 64 = 32640). The model is read from its bytes (the ONNX protobuf), so what is
 * checked is what ships.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { modelDir } from '../../src/retrieve/model/model-folder';
import { ONNX_TYPE, readOnnxGraph, type OnnxGraph } from '../support/onnx-graph';

/** Operators that multiply integers, and which of their inputs is the weight. */
const INTEGER_PRODUCTS: Record<string, number> = {
  MatMulInteger: 1,
  ConvInteger: 1,
  QLinearMatMul: 3,
  QLinearConv: 3,
  'com.microsoft:QAttention': 1,
  'com.microsoft:DynamicQuantizeMatMul': 1,
  'com.microsoft:MatMulIntegerToFloat': 1,
  'com.microsoft:QGemm': 3,
  'com.microsoft:DynamicQuantizeLSTM': 1,
  'com.microsoft:MatMulNBits': 1,
};

const opName = (n: { domain: string; opType: string }): string => (n.domain && n.domain !== 'ai.onnx' ? `${n.domain}:${n.opType}` : n.opType);

/** Each integer product whose sums could clip on some processor, with why. */
function saturationRisks(g: OnnxGraph): string[] {
  const risks: string[] = [];
  for (const n of g.nodes) {
    const op = opName(n);
    const at = INTEGER_PRODUCTS[op];
    if (at === undefined) continue;
    const w = g.initializers.get(n.inputs[at] ?? '');
    if (op === 'com.microsoft:MatMulNBits' || !w) {
      risks.push(`${op} ${n.outputs[0]}: weight ${w ? 'packed' : 'not an initializer'}, not checked`);
    } else if (w.dataType === ONNX_TYPE.INT8) {
      const largest = w.raw.reduce((m, b) => Math.max(m, Math.abs((b << 24) >> 24)), 0);
      if (largest > 64) risks.push(`${op} ${n.outputs[0]}: s8 weights up to ${largest}`);
    } else if (w.dataType !== ONNX_TYPE.UINT8) risks.push(`${op} ${n.outputs[0]}: weight of type ${w.dataType}`);
  }
  return risks;
}

/** Operators that compute in float32 or only move data: all the shipped graph may hold. */
const FLOAT_OPS = new Set([
  'Shape',
  'Concat',
  'Slice',
  'Gather',
  'Cast',
  'Reshape',
  'Add',
  'Mul',
  'MatMul',
  'LayerNormalization',
  'com.microsoft:Attention',
  'com.microsoft:Gelu',
]);

/** True when `name` is computed from initializers alone (onnxruntime folds it once, when the session opens). */
function constant(g: OnnxGraph, name: string): boolean {
  if (g.initializers.has(name)) return true;
  const producer = g.nodes.find((n) => n.outputs.includes(name));
  return !!producer && producer.inputs.every((i) => constant(g, i));
}

const int8 = (values: number[]): { dataType: number; raw: Uint8Array; dims: number[] } => ({ dataType: ONNX_TYPE.INT8, raw: Uint8Array.from(values, (v) => v & 0xff), dims: [values.length] });

const oneProduct = (opType: string, domain: string, weight: { dataType: number; raw: Uint8Array; dims: number[] }): OnnxGraph => ({
  nodes: [{ opType, domain, inputs: ['x', 'w'], outputs: ['y'] }],
  initializers: new Map([['w', { name: 'w', ...weight }]]),
});

describe('saturating integer products', () => {
  it('are told apart from the ones that cannot clip', () => {
    // Full-range s8 weights (quantize_dynamic's QInt8, what the encoder shipped before) clip on AVX2.
    expect(saturationRisks(oneProduct('MatMulInteger', '', int8([-127, 3, 127])))).toEqual(['MatMulInteger y: s8 weights up to 127']);
    expect(saturationRisks(oneProduct('QAttention', 'com.microsoft', int8([-90, 5])))).toEqual(['com.microsoft:QAttention y: s8 weights up to 90']);
    // reduce_range's 7-bit weights and u8 weights cannot.
    expect(saturationRisks(oneProduct('DynamicQuantizeMatMul', 'com.microsoft', int8([-64, 0, 64])))).toEqual([]);
    expect(saturationRisks(oneProduct('MatMulInteger', '', { dataType: ONNX_TYPE.UINT8, raw: Uint8Array.of(0, 255), dims: [2] }))).toEqual([]);
    // A float product is none of them.
    expect(saturationRisks(oneProduct('MatMul', '', { dataType: ONNX_TYPE.FLOAT, raw: new Uint8Array(8), dims: [2] }))).toEqual([]);
  });
});

describe('the shipped encoder', () => {
  const g = readOnnxGraph(readFileSync(path.join(modelDir('minilm-l6-v2'), 'model.onnx')));

  it('has no integer product that could saturate', () => {
    expect(g.nodes.length).toBeGreaterThan(100); // the reader found the graph
    expect(saturationRisks(g)).toEqual([]);
  });

  it('computes in float32: no integer product at all, every weight rebuilt from initializers when the session opens', () => {
    expect([...new Set(g.nodes.map(opName))].filter((op) => !FLOAT_OPS.has(op))).toEqual([]);
    const weights = g.nodes.filter((n) => n.opType === 'MatMul' || n.opType === 'Attention').map((n) => n.inputs[1]);
    expect(weights).toHaveLength(6 * 4);
    expect(weights.filter((w) => !constant(g, w))).toEqual([]);
    // Stored as int8 blocks: the file holds no float copy of any of them.
    const stored = [...g.initializers.values()];
    const bytesOf = (type: number): number => stored.filter((t) => t.dataType === type).reduce((s, t) => s + t.raw.length, 0);
    expect(bytesOf(ONNX_TYPE.INT8)).toBeGreaterThan(4 * bytesOf(ONNX_TYPE.FLOAT));
  });
});
