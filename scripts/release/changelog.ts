/**
 * CHANGELOG.md in the Keep a Changelog style (https://keepachangelog.com/en/1.1.0/): a `## [x.y.z] -
 * YYYY-MM-DD` heading per release, newest first, under an optional `## [Unreleased]`. Pure: the
 * file's text in, its entries out. Written by hand because it is two regular expressions; the
 * changelog parsers on npm carry a Markdown stack for what is a line scan here.
 */

export interface ChangelogEntry {
  /** `1.0.0`, or `Unreleased`. */
  version: string;
  /** `2026-12-03`; undefined for Unreleased or a heading without a date. */
  date?: string;
  /** 1-based line of the `## [...]` heading. */
  line: number;
  /** The lines under the heading up to the next entry or the link definitions, trimmed. */
  body: string;
}

const ENTRY = /^## \[([^\]]+)\](?:\s+-\s+(\S+))?\s*$/;
/** `[1.0.0]: https://...`: the link definitions at the end belong to no entry. */
const LINK_DEFINITION = /^\[[^\]]+\]:\s/;

export function changelogEntries(text: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let open: { entry: ChangelogEntry; body: string[] } | undefined;
  const close = () => {
    if (open) open.entry.body = open.body.join('\n').trim();
    open = undefined;
  };
  text.split(/\r?\n/).forEach((l, i) => {
    const m = ENTRY.exec(l);
    if (m) {
      close();
      const entry: ChangelogEntry = { version: m[1], ...(m[2] ? { date: m[2] } : {}), line: i + 1, body: '' };
      entries.push(entry);
      open = { entry, body: [] };
    } else if (/^## /.test(l) || LINK_DEFINITION.test(l)) {
      close();
    } else {
      open?.body.push(l);
    }
  });
  close();
  return entries;
}

export const UNRELEASED = 'Unreleased';

/** The newest released entry (Unreleased aside), or undefined when the file has none. */
export function topRelease(entries: ChangelogEntry[]): ChangelogEntry | undefined {
  return entries.find((e) => e.version !== UNRELEASED);
}

/** The release notes of one version: its section's body, exactly as written. */
export function releaseNotes(text: string, version: string): string | undefined {
  return changelogEntries(text).find((e) => e.version === version)?.body;
}
