/**
 * Just enough of the ONNX protobuf to say what a model computes with: its nodes (operator, domain,
 * inputs, outputs) and its initializers (name, element type, shape, the values of small-integer
 * ones). A reader of the wire format itself (varints and length-delimited fields), so the tests
 * need no protobuf library and no schema: the field numbers are onnx.proto's, which ONNX never
 * renumbers.
 */

/** onnx.proto TensorProto.DataType values the tests look at. */
export const ONNX_TYPE = { FLOAT: 1, UINT8: 2, INT8: 3, INT32: 6, INT64: 7, FLOAT16: 10 } as const;

export interface OnnxNode {
  opType: string;
  domain: string;
  inputs: string[];
  outputs: string[];
}

export interface OnnxInitializer {
  name: string;
  dataType: number;
  dims: number[];
  /** The raw bytes of the values (raw_data, or int32_data for 8-bit types packed one per varint). */
  raw: Uint8Array;
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: Map<string, OnnxInitializer>;
}

/** One field of a message: its number, wire type and value (a varint, or the bytes of a length-delimited field). */
interface Field {
  no: number;
  wire: number;
  varint: bigint;
  bytes: Uint8Array;
}

function* fields(buf: Uint8Array): Generator<Field> {
  let at = 0;
  const varint = (): bigint => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (at >= buf.length) throw new Error('truncated varint');
      const b = buf[at++];
      v |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return v;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const no = key >>> 3;
    const wire = key & 7;
    if (wire === 0) yield { no, wire, varint: varint(), bytes: new Uint8Array(0) };
    else if (wire === 2) {
      const len = Number(varint());
      if (at + len > buf.length) throw new Error(`field ${no} runs past the end`);
      yield { no, wire, varint: 0n, bytes: buf.subarray(at, at + len) };
      at += len;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else throw new Error(`unsupported wire type ${wire}`);
  }
}

const text = (b: Uint8Array): string => Buffer.from(b).toString('utf8');

/** Packed or single varints of a repeated integer field. */
function varints(f: Field): bigint[] {
  if (f.wire === 0) return [f.varint];
  const out: bigint[] = [];
  for (const g of fields(prefixEach(f.bytes))) out.push(g.varint);
  return out;
}

/** Packed varints as a message of field-1 varints, so `fields` can read them. */
function prefixEach(packed: Uint8Array): Uint8Array {
  const out: number[] = [];
  let start = true;
  for (const b of packed) {
    if (start) out.push(0x08);
    out.push(b);
    start = b < 0x80;
  }
  return Uint8Array.from(out);
}

function node(buf: Uint8Array): OnnxNode {
  const n: OnnxNode = { opType: '', domain: '', inputs: [], outputs: [] };
  for (const f of fields(buf)) {
    if (f.no === 1) n.inputs.push(text(f.bytes));
    else if (f.no === 2) n.outputs.push(text(f.bytes));
    else if (f.no === 4) n.opType = text(f.bytes);
    else if (f.no === 7) n.domain = text(f.bytes);
  }
  return n;
}

function tensor(buf: Uint8Array): OnnxInitializer {
  const t: OnnxInitializer = { name: '', dataType: 0, dims: [], raw: new Uint8Array(0) };
  const int32: number[] = [];
  for (const f of fields(buf)) {
    if (f.no === 1) t.dims.push(...varints(f).map(Number));
    else if (f.no === 2) t.dataType = Number(f.varint);
    else if (f.no === 5) int32.push(...varints(f).map((v) => Number(BigInt.asIntN(32, v))));
    else if (f.no === 8) t.name = text(f.bytes);
    else if (f.no === 9) t.raw = f.bytes;
    else if (f.no === 13) throw new Error(`initializer ${t.name || '?'} keeps its values in an external file`);
  }
  if (t.raw.length === 0 && int32.length > 0) t.raw = Uint8Array.from(int32, (v) => v & 0xff);
  return t;
}

/** The main graph of a serialized ModelProto (field 7), its nodes (1) and initializers (5). */
export function readOnnxGraph(model: Uint8Array): OnnxGraph {
  const graph: OnnxGraph = { nodes: [], initializers: new Map() };
  let found = false;
  for (const f of fields(model)) {
    if (f.no !== 7 || f.wire !== 2) continue;
    found = true;
    for (const g of fields(f.bytes)) {
      if (g.no === 1) graph.nodes.push(node(g.bytes));
      else if (g.no === 5) {
        const t = tensor(g.bytes);
        graph.initializers.set(t.name, t);
      }
    }
  }
  if (!found) throw new Error('no graph in the model');
  return graph;
}
