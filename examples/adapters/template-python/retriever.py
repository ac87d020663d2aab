#!/usr/bin/env python3
"""A minimal command retriever in Python (standard library only) speaking protocol 2, documents mode.

It receives whole documents, cuts them into paragraph groups of at most max_chars characters,
indexes them with TF-IDF and answers each query with the spans of its best chunks. Offsets are
Python string indices, so the hello says "offsets": "codepoints". Replace `split` with your
chunker and `Index` with your engine; keep the message loop.

    retriever: {type: command, run: "python3 examples/adapters/template-python/retriever.py", options: {max_chars: 1500}}

Settings (`retriever.options` of the gate's config) arrive in the hello, each side of a comparison its own.
"""
import json
import math
import re
import sys
from collections import Counter

MAX_CHARS = 1500
PARAGRAPH = re.compile(r"\S[\s\S]*?(?=\n\s*\n|\Z)")
WORD = re.compile(r"\w+")


def out(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()  # the gate waits for each line


def split(text):
    """Paragraph groups of at most MAX_CHARS, as (start, end) string indices."""
    spans, cur = [], None
    for m in PARAGRAPH.finditer(text):
        if cur and m.end() - cur[0] <= MAX_CHARS:
            cur[1] = m.end()
        else:
            if cur:
                spans.append(tuple(cur))
            cur = [m.start(), m.end()]
    if cur:
        spans.append(tuple(cur))
    return spans


class Index:
    """TF-IDF with cosine-normalised chunk vectors."""

    def __init__(self):
        self.chunks, self.df = [], Counter()

    def add(self, chunk, text):
        tf = Counter(WORD.findall(text.lower()))
        self.df.update(tf.keys())
        self.chunks.append([chunk, tf, None, 1.0])

    def build(self):
        n = len(self.chunks)
        for c in self.chunks:
            weights = {w: (1 + math.log(f)) * math.log(1 + n / self.df[w]) for w, f in c[1].items()}
            c[2], c[3] = weights, math.sqrt(sum(x * x for x in weights.values())) or 1.0

    def search(self, query, k):
        q = set(WORD.findall(query.lower()))
        scored = []
        for chunk, _tf, weights, norm in self.chunks:
            score = sum(weights.get(w, 0.0) for w in q) / norm
            if score > 0:
                scored.append(dict(chunk, score=score))
        scored.sort(key=lambda h: -h["score"])
        return scored[:k]


def main():
    index = Index()
    for line in sys.stdin:
        if not line.strip():
            continue
        m = json.loads(line)
        if m["type"] == "hello":  # the gate offers protocol 1; ask for whole documents instead
            max_chars = (m.get("options") or {}).get("max_chars")
            if isinstance(max_chars, int) and max_chars > 0:
                global MAX_CHARS
                MAX_CHARS = max_chars
            out({"type": "hello", "protocol": 2, "wants": "documents", "offsets": "codepoints", "name": f"paragraphs({MAX_CHARS}) + tf-idf (python)"})
        elif m["type"] == "document":  # {path, title, format, text, meta}
            for start, end in split(m["text"]):
                chunk = {"path": m["path"], "start": start, "end": end}
                index.add(chunk, m["title"] + "\n\n" + m["text"][start:end])
                out(dict(chunk, type="chunk"))  # declare every chunk: the gate judges them by these spans
        elif m["type"] == "index":
            index.build()
            out({"type": "ready"})
        elif m["type"] == "query":  # {id, text, k}: answer with spans of declared chunks
            out({"type": "results", "id": m["id"], "hits": index.search(m["text"], m["k"])})


if __name__ == "__main__":
    main()
