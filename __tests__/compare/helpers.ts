import type { Chunk, Doc, HeadingRef, QuestionResult, RetrievedChunk } from '../../src/types';

/** A retrieved chunk: `path#anchor` id, relevant when labels are given. */
export function rc(rank: number, id: string, labels: string[] = [], extra: Partial<RetrievedChunk> = {}): RetrievedChunk {
  const [path, anchor] = id.split('#');
  return { rank, id, path, anchors: anchor ? [anchor] : [], headings: anchor ? [anchor] : [], relevant: labels.length > 0, score: 10 - rank, labels, ...extra };
}

/** A judged question from its ranking and labels (best ranks computed from the chunks' labels). */
export function qr(id: string, labels: string[], retrieved: RetrievedChunk[], opts: { passK?: number; resolved?: boolean[]; answerable?: boolean; forbidden?: RetrievedChunk[]; precision?: number; evidenceChunks?: number; tags?: string[] } = {}): QuestionResult {
  const passK = opts.passK ?? 5;
  const best = labels.map((l) => {
    const c = retrieved.find((r) => r.labels.includes(l));
    return c ? c.rank : null;
  });
  const inTop = labels.filter((_, i) => best[i] !== null && (best[i] as number) <= passK).length;
  const recall = labels.length ? inTop / labels.length : 0;
  const relevantInTop = retrieved.filter((r) => r.rank <= passK && r.relevant).length;
  const answerable = opts.answerable ?? true;
  return {
    id,
    question: `question ${id}?`,
    answerable,
    tags: opts.tags ?? [],
    pass: answerable && recall === 1,
    measures: { [`recall@${passK}`]: recall, [`precision@${passK}`]: opts.precision ?? relevantInTop / passK },
    labels: labels.map((l, i) => ({ label: l, resolved: opts.resolved ? opts.resolved[i] : true, bestRank: best[i] })),
    retrieved,
    forbiddenHits: opts.forbidden ?? [],
    evidenceChunks: opts.evidenceChunks,
  };
}

/** A document with one chunk per heading (slug = lowercased text with dashes). */
export function doc(path: string, hash: string, headings: string[]): Doc {
  const chunks: Chunk[] = headings.map((text) => {
    const slug = text.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
    const trail: HeadingRef[] = [{ text, slug, ids: [], level: 2 }];
    return { id: `${path}#${slug}`, path, docTitle: path, trail, anchors: [slug], text: `${text} body`, indexText: text, start: 0, end: 1, part: 0 };
  });
  return { path, hash, format: 'markdown', title: path, meta: {}, anchors: chunks.map((c) => c.anchors[0]), chunks, notes: [] };
}
