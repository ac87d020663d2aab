/**
 * Size bounds shared by the parsers and the report checker. A golden set is untrusted (a pull
 * request may change it), and whatever it holds ends up in report.json, which `mode: post`
 * checks against these same bounds; so the golden-set parser refuses, with file, line and field,
 * anything the post step would later refuse.
 */

/**
 * Longest string accepted. GitHub refuses comment bodies over 65,536 characters, so a longer
 * string could never be shown; honest ones (questions, headings, paths, messages) are far shorter.
 */
export const MAX_STRING_CHARS = 65_536;
/**
 * Most items in one list or keys in one map. Each item takes at least one character of a comment
 * capped at 65,536, so more could never be shown; an honest golden set has hundreds of questions
 * and a retrieval depth of tens. (The 20 MB file limit in post mode bounds the total.)
 */
export const MAX_ITEMS = 65_536;
/**
 * Most labels (relevant plus forbidden), required facts or tags on one question. Honest questions
 * have a handful; the bound keeps a list shared by YAML aliases from multiplying across questions.
 */
export const MAX_LABELS_PER_QUESTION = 256;
/**
 * Most YAML alias uses (`*name`) in one golden set or config. Aliases are handy for a shared label
 * list, but each use repeats the aliased list; this bounds the expansion (the "billion laughs").
 */
export const MAX_ALIASES = 4_096;
/**
 * Most cut-offs in `k` (config or `--k`). Each is a column of every metric table and a key of
 * every question's measures: 3,000 of them took 17 s and made a 28.7 MB report that post mode then
 * refused. Honest lists have a handful (1, 3, 5, 10, 100).
 */
export const MAX_CUTOFFS = 32;
/**
 * Largest `depth`, `pass_k` or cut-off in `k`. Each question keeps this many ranked chunks per
 * side; honest depths are tens to hundreds, and 10,000 is far past what any metric here reads.
 */
export const MAX_DEPTH = 10_000;
/**
 * Most ranked chunks kept for one side: questions × depth. Each is judged and carried in the
 * report's traces; 65,536 questions at depth 10,000 would be 655 million. An honest run keeps tens
 * of thousands (500 questions at depth 50: 25,000).
 */
export const MAX_RANKED_HITS = 2_000_000;

/**
 * Largest config or golden-set file read, in bytes. Its size is checked before it is read: a pull
 * request can commit a 100 MB YAML file that packs to a few KB. An honest golden set of 500
 * questions with comments is under 1 MB.
 */
export const MAX_SETTING_FILE_BYTES = 8 * 1024 * 1024;
