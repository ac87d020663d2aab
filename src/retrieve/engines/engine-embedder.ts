/**
 * What a search engine stores vectors with and queries them by: unit vectors of a model with an
 * identity (the shipped encoder or the `dense` endpoint; retrieve/engine-vectors.ts builds it).
 */
/** Vectors for texts, one unit vector each (the shipped encoder or the `dense` endpoint), and what they are. */
export interface EngineEmbedder {
  /** The model's identity: part of the settings hash, so vectors of another model never answer. */
  identity: string;
  dims: number;
  embed(texts: readonly string[], role: 'document' | 'query'): Promise<Float32Array[]>;
}
