"""Fits the static rows to the teacher's sentence embeddings of documentation passages (distill.py --fit).

In the manner of Tokenlearn, without its torch training loop: the static model's output for a
passage is the mean of its tokens' rows (X E, X the passages × tokens matrix of token shares), the
target is the teacher's embedding of the passage projected onto the same PCA axes (centred over the
passages) and scaled to the rows' norm, and the rows are the ridge solution

    E = argmin ||X E - T||² + λ ||E - E0||²     (E0: the distilled rows)

found by conjugate gradients, all columns at once, in float64 with one BLAS thread (the same bytes
on every run). Tokens no passage contains keep their distilled rows. λ is chosen among a few values
by the cosine of X E to T on one passage in ten held back from the fit: passages only, never a
golden-set question.
"""
from __future__ import annotations

import sys

import numpy as np
from scipy.sparse import csr_matrix

LAMBDAS = (0.1, 0.3, 1.0)
ITERATIONS = 60


def _share_matrix(ids: np.ndarray, offsets: np.ndarray, rows: list[int], vocab: int, specials: set[int]) -> csr_matrix:
    data, cols, ptr = [], [], [0]
    for p in rows:
        seq = [i for i in ids[offsets[p] : offsets[p + 1]].tolist() if i not in specials]
        uniq, counts = np.unique(np.asarray(seq, dtype=np.int64), return_counts=True)
        cols.extend(uniq.tolist())
        data.extend((counts / max(len(seq), 1)).tolist())
        ptr.append(len(cols))
    return csr_matrix((np.asarray(data, dtype=np.float64), np.asarray(cols, dtype=np.int64), np.asarray(ptr, dtype=np.int64)), shape=(len(rows), vocab))


def _solve(X: csr_matrix, T: np.ndarray, E0: np.ndarray, lam: float) -> np.ndarray:
    XT = X.T.tocsr()
    E = E0.copy()
    B = XT @ T + lam * E0

    def op(V: np.ndarray) -> np.ndarray:
        return XT @ (X @ V) + lam * V

    R = B - op(E)
    P = R.copy()
    rs = (R * R).sum(0)
    for _ in range(ITERATIONS):
        AP = op(P)
        denom = (P * AP).sum(0)
        alpha = np.where(denom > 0, rs / np.where(denom > 0, denom, 1.0), 0.0)
        E += alpha * P
        R -= alpha * AP
        rs_new = (R * R).sum(0)
        P = R + np.where(rs > 0, rs_new / np.where(rs > 0, rs, 1.0), 0.0) * P
        rs = rs_new
    return E


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    na = np.linalg.norm(a, axis=1)
    nb = np.linalg.norm(b, axis=1)
    return float(((a * b).sum(1) / np.maximum(na * nb, 1e-12)).mean())


def fit_rows(teacher, emb: np.ndarray, data_path, axes: np.ndarray) -> tuple[np.ndarray, dict]:
    """The fitted rows (same shape as emb) and what the manifest records of the fit."""
    d = np.load(data_path)
    ids, offsets, Y = d["ids"], d["offsets"], d["vectors"].astype(np.float64)
    n = len(offsets) - 1
    specials = {i for i, tok in enumerate(teacher.vocab) if tok.startswith("[") and tok.endswith("]")}
    held = [p for p in range(n) if p % 10 == 0]
    train = [p for p in range(n) if p % 10 != 0]
    E0 = emb.astype(np.float64)
    Xtr = _share_matrix(ids, offsets, train, E0.shape[0], specials)
    Xho = _share_matrix(ids, offsets, held, E0.shape[0], specials)
    Yc = Y - Y.mean(0)
    if axes is not None:
        T_all = Yc @ axes
    else:
        # No PCA axes at hand (rows given in their own space): map the teacher's space onto the
        # rows' by ridge regression on the training passages, and fit to the mapped targets.
        O = Xtr @ E0
        A = Yc[train].T @ Yc[train] + 1e-2 * np.eye(Y.shape[1])
        T_all = Yc @ np.linalg.solve(A, Yc[train].T @ O)
    # Targets on the rows' scale: the mean norm of the distilled model's outputs.
    scale = np.linalg.norm(Xtr @ E0, axis=1).mean() / np.linalg.norm(T_all[train], axis=1).mean()
    T = T_all * scale
    present = np.flatnonzero(np.asarray(Xtr.sum(0)).ravel() > 0)
    Xp, Xhp = Xtr[:, present], Xho[:, present]
    diag = np.asarray(Xp.multiply(Xp).sum(0)).ravel()
    base = float(np.median(diag))
    before = _cosine(Xho @ E0, T[held])
    best = None
    for lam in LAMBDAS:
        Ep = _solve(Xp, T[train], E0[present], lam * base)
        rest = Xho @ E0 - Xhp @ E0[present]
        score = _cosine(rest + Xhp @ Ep, T[held])
        print(f"fit: lambda {lam}: held-out cosine {score:.4f} (distilled {before:.4f})", file=sys.stderr)
        if best is None or score > best[0]:
            best = (score, lam, Ep)
    out = E0.copy()
    out[present] = best[2]
    info = {
        "method": f"rows fitted by ridge regression (lambda {best[1]} x median diagonal) to the teacher's embeddings of {len(train)} documentation passages",
        "passages": n,
        "held_out_cosine": {"distilled": round(before, 4), "fitted": round(best[0], 4)},
        "lambda": best[1],
        "tokens_fitted": int(len(present)),
    }
    return out.astype(np.float32), info
