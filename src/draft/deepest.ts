/**
 * A candidate that contains other sections (a page whose opening ranked, a parent section whose
 * own text ranked) is replaced by the section inside it that matches the question best: a label
 * names everything inside its section, so accepting the page would label the whole page, and the
 * answer is usually one of its sections. On the real-question sets this found the right section
 * for more questions, held out (docs/golden-set-guide.md). Pure: labels and each container's inner
 * sections ranked for the question in, labels out.
 */

/**
 * `labels` with each container replaced by the first of its inner sections (`inner(label)`, best
 * first; empty for a section with none inside) that is not on the list yet; a container whose
 * inner sections are all on the list stays. Each label once, in the list's order, with the label
 * whose place it took (`from`: itself when it stayed).
 */
export function deepestCandidates(labels: readonly string[], inner: (label: string) => readonly string[]): Array<{ label: string; from: string }> {
  const listed = new Set(labels);
  const out: Array<{ label: string; from: string }> = [];
  for (const from of labels) {
    const best = inner(from).find((l) => !listed.has(l) && !out.some((o) => o.label === l));
    out.push({ label: best ?? from, from });
  }
  return out;
}
