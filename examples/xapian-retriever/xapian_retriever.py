#!/usr/bin/python3
"""retrieval-gate external retriever backed by Xapian (Debian: apt-get install python3-xapian).

Speaks the JSON-lines protocol of docs/external-retriever.md on stdin/stdout:
an in-memory Xapian database, English Snowball stemmer, Lucene's 33 English stopwords, BM25
weighting (k1=1.2, b=0.75 like the built-in retriever). Logs go to stderr.

    retriever:
      type: command
      run: /usr/bin/python3 examples/xapian-retriever/xapian_retriever.py --k1 1.2 --b 0.75
"""
import argparse
import json
import sys

import xapian

PROTOCOL = 1
# Lucene's EnglishAnalyzer default stop set, the same list the built-in BM25 uses.
STOPWORDS = (
    "a an and are as at be but by for if in into is it no not of on or such that the their "
    "then there these they this to was will with"
).split()


def send(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def log(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


class Engine:
    def __init__(self, args):
        self.args = args
        self.db = xapian.WritableDatabase("", xapian.DB_BACKEND_INMEMORY)
        self.stopper = xapian.SimpleStopper()
        for word in STOPWORDS:
            self.stopper.add(word)
        self.stemmer = xapian.Stem(args.language if args.stem else "none")
        self.indexer = xapian.TermGenerator()
        self.indexer.set_stemmer(self.stemmer)
        self.indexer.set_stopper(self.stopper)
        # Stopwords are not indexed at all, as in the built-in analyzer.
        self.indexer.set_stopper_strategy(xapian.TermGenerator.STOP_ALL)
        self.indexer.set_stemming_strategy(xapian.TermGenerator.STEM_SOME)
        self.count = 0

    def add(self, chunk):
        doc = xapian.Document()
        self.indexer.set_document(doc)
        # index_text is "Title > Section" + blank line + body: the same text the built-in BM25 indexes.
        self.indexer.index_text(chunk.get("index_text") or chunk.get("text") or "")
        doc.set_data(chunk["id"])
        self.db.add_document(doc)
        self.count += 1

    def ready(self):
        self.db.commit()
        self.parser = xapian.QueryParser()
        self.parser.set_database(self.db)
        self.parser.set_stemmer(self.stemmer)
        self.parser.set_stopper(self.stopper)
        self.parser.set_stemming_strategy(xapian.QueryParser.STEM_SOME)
        self.parser.set_default_op(xapian.Query.OP_OR)
        self.enquire = xapian.Enquire(self.db)
        self.enquire.set_weighting_scheme(xapian.BM25Weight(self.args.k1, 0, 1, self.args.b, 0.5))

    def search(self, text, k):
        try:
            # No boolean syntax: questions are plain text, and "-" or "AND" in them are words.
            query = self.parser.parse_query(text, 0)
        except xapian.QueryParserError:
            query = xapian.Query()
        self.enquire.set_query(query)
        mset = self.enquire.get_mset(0, max(0, int(k)))
        return [{"id": m.document.get_data().decode("utf-8"), "score": m.weight} for m in mset]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--k1", type=float, default=1.2)
    ap.add_argument("--b", type=float, default=0.75)
    ap.add_argument("--language", default="english")
    ap.add_argument("--no-stem", dest="stem", action="store_false")
    args = ap.parse_args()
    engine = Engine(args)
    for raw in sys.stdin:
        if not raw.strip():
            continue
        msg = json.loads(raw)
        kind = msg.get("type")
        if kind == "hello":
            if msg.get("protocol") != PROTOCOL:
                send({"type": "error", "message": "this adapter speaks protocol %d" % PROTOCOL})
                return 1
            send({"type": "hello", "protocol": PROTOCOL, "name": "xapian %s bm25(k1=%g,b=%g)" % (xapian.version_string(), args.k1, args.b)})
        elif kind == "chunk":
            engine.add(msg)
        elif kind == "index":
            engine.ready()
            log("xapian: indexed %d chunks" % engine.count)
            send({"type": "ready"})
        elif kind == "query":
            send({"type": "results", "id": msg["id"], "hits": engine.search(msg.get("text", ""), msg.get("k", 10))})
        else:
            send({"type": "error", "message": "unknown message type %r" % (kind,)})
            return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as e:  # report, in the protocol, instead of a bare traceback
        send({"type": "error", "message": "%s: %s" % (type(e).__name__, e)})
        sys.exit(1)
