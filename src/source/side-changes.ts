/**
 * Which files a change adds or edits, from the two sides' listings: what the docs scope must not
 * judge by content. A pull request writes the head's bytes, so a rule that reads a file to decide
 * whether to leave it out ("DO NOT EDIT: generated", "this reads as a changelog") would let the
 * PR move its own page out of the measurement; such files are judged by their paths alone.
 * Pure over the listings (a folder side hashes a file only when sizes do not already differ).
 */
import type { SideFiles } from './list-paths';

/** `added`: absent at base; `changed`: its bytes differ from the base's (or cannot be compared). */
export type FileChange = 'added' | 'changed';

/** The files of `paths` (head paths) that the change adds or edits; unchanged ones are absent. */
export function fileChanges(base: Pick<SideFiles, 'sizeOf' | 'blobOf'>, head: Pick<SideFiles, 'sizeOf' | 'blobOf'>, paths: Iterable<string>): Map<string, FileChange> {
  const out = new Map<string, FileChange>();
  for (const p of paths) {
    const baseSize = base.sizeOf(p);
    if (baseSize === null) {
      out.set(p, 'added');
      continue;
    }
    if (head.sizeOf(p) !== baseSize) {
      out.set(p, 'changed');
      continue;
    }
    const a = base.blobOf(p);
    const b = head.blobOf(p);
    // Unknown on either side: counted as changed, so only its path can leave it out.
    if (a === null || b === null || a !== b) out.set(p, 'changed');
  }
  return out;
}
