/**
 * Agreement between the judge and hand labels (`judge-check`): accuracy and Cohen's kappa over the
 * confusion matrix. Written here because it is a dozen lines of arithmetic (no dependency needed).
 */

export interface Agreement {
  n: number;
  accuracy: number;
  /** Cohen's kappa: (p_o − p_e) / (1 − p_e); 1 when both raters use one and the same label throughout. */
  kappa: number;
  /** Labels in order of first appearance among the expected ones, then the judge's extra ones. */
  labels: string[];
  /** confusion[expected][got] counts. */
  confusion: Record<string, Record<string, number>>;
}

/** Agreement of `pairs` (expected label, judge's label). */
export function agreement(pairs: ReadonlyArray<{ expected: string; got: string }>): Agreement {
  const labels: string[] = [];
  const add = (l: string) => {
    if (!labels.includes(l)) labels.push(l);
  };
  for (const p of pairs) add(p.expected);
  for (const p of pairs) add(p.got);
  const confusion: Record<string, Record<string, number>> = {};
  for (const a of labels) {
    confusion[a] = {};
    for (const b of labels) confusion[a][b] = 0;
  }
  let same = 0;
  for (const p of pairs) {
    confusion[p.expected][p.got]++;
    if (p.expected === p.got) same++;
  }
  const n = pairs.length;
  if (n === 0) return { n, accuracy: 0, kappa: 0, labels, confusion };
  const po = same / n;
  let pe = 0;
  for (const l of labels) {
    const rowSum = labels.reduce((s, b) => s + confusion[l][b], 0);
    const colSum = labels.reduce((s, a) => s + confusion[a][l], 0);
    pe += (rowSum / n) * (colSum / n);
  }
  const kappa = pe === 1 ? 1 : (po - pe) / (1 - pe);
  return { n, accuracy: po, kappa, labels, confusion };
}
