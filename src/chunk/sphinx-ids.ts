/**
 * The ids the Sphinx HTML builder writes for object descriptions, from their signatures: the
 * same rules as Sphinx's own code (sphinx/util/nodes.py `_make_id`, the std, Python, JavaScript
 * and C domains' `add_target_and_index`), so a label written from a rendered page's link
 * (`#confval-filterwarnings`, `#cmdoption-pytest-x`, `#flask.Flask.route`) names the section.
 * Pure string functions; every loop here is one pass over its input.
 */

/** Sphinx's digraphs and stroked letters, replaced before the ASCII fold (sphinx/util/nodes.py). */
const ID_TRANSLATE: Record<string, string> = {
  '\u00df': 'sz', '\u00e6': 'ae', '\u0153': 'oe', '\u0238': 'db', '\u0239': 'qp',
  '\u00f8': 'o', '\u0111': 'd', '\u0127': 'h', '\u0131': 'i', '\u0142': 'l', '\u0167': 't', '\u0180': 'b',
  '\u0183': 'b', '\u0188': 'c', '\u018c': 'd', '\u0192': 'f', '\u0199': 'k', '\u019a': 'l', '\u019e': 'n',
  '\u01a5': 'p', '\u01ab': 't', '\u01ad': 't', '\u01b4': 'y', '\u01b6': 'z', '\u01e5': 'g', '\u0225': 'z',
  '\u0234': 'l', '\u0235': 'n', '\u0236': 't', '\u0237': 'j', '\u023c': 'c', '\u023f': 's', '\u0240': 'z',
  '\u0247': 'e', '\u0249': 'j', '\u024b': 'q', '\u024d': 'r', '\u024f': 'y',
};

const isIdChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 95;

/**
 * Sphinx's `_make_id`: letters (case kept), digits, `.` and `_` stay; every other run becomes one
 * hyphen; leading hyphens, digits, dots and underscores and trailing hyphens go. By hand (the
 * trailing `-+$` of the original is a pattern the linear-regex lint rightly refuses).
 */
export function sphinxId(s: string): string {
  let t = '';
  for (const ch of s) t += ID_TRANSLATE[ch] ?? ch;
  // NFKD, then drop what is not ASCII (Python's `.encode('ascii', 'ignore')`).
  t = t.normalize('NFKD');
  let out = '';
  let dash = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 128) continue;
    if (isIdChar(c)) {
      if (dash) out += '-';
      dash = false;
      out += t[i];
    } else dash = true;
  }
  let from = 0;
  while (from < out.length && (out[from] === '-' || out[from] === '.' || out[from] === '_' || (out[from] >= '0' && out[from] <= '9'))) from++;
  return out.slice(from);
}

/** Sphinx's `ws_re.sub(' ', sig)`: runs of whitespace as one space (names of confvals, envvars, terms). */
export function oneSpaced(s: string): string {
  return s.trim().split(/\s+/).join(' ');
}

/**
 * The option names of an `.. option::` signature (`-x, --exitfirst`, `--log-level=LEVEL`,
 * `-o opt[=value]`): each comma-separated part's name, as Sphinx's `option_desc_re`
 * (`((?:/|--|-|\+)?[^\s=]+)(=?\s*.*)`) takes it, `foo[=bar]` shortened to `foo`.
 */
export function optionNames(sig: string): string[] {
  const names: string[] = [];
  for (const raw of sig.split(', ')) {
    const part = raw.trim();
    let i = 0;
    if (part.startsWith('--')) i = 2;
    else if (part[0] === '-' || part[0] === '/' || part[0] === '+') i = 1;
    const lead = i;
    while (i < part.length && part[i] !== '=' && !/\s/.test(part[i])) i++;
    if (i === lead) {
      // The optional prefix was all there was: the regex backtracks to take it as the name.
      if (lead === 0) continue;
      i = lead;
      let j = 0;
      while (j < part.length && part[j] !== '=' && !/\s/.test(part[j])) j++;
      if (j === 0) continue;
      i = j;
    }
    let name = part.slice(0, i);
    const args = part.slice(i);
    if (name.endsWith('[') && args.endsWith(']')) name = name.slice(0, -1);
    names.push(name);
  }
  return names;
}

/** A word character as Python's `\w` sees one (letters and digits of any script, and `_`). */
const WORD = /[\p{L}\p{N}\p{M}_]/u;

/**
 * A Python signature's dotted prefix and name (`Flask.route(rule, **options)` → `Flask.`,
 * `route`), or null when it is not one Sphinx reads (then Sphinx gives the object no id). The
 * shape of `py_sig_re`: `([\w.]*\.)?(\w+)\s*(\[…])?(\(…\)(\s*->…)?)?$`, checked by hand.
 */
export function pySignature(sig: string): { prefix: string; name: string } | null {
  const s = sig.trim();
  let i = 0;
  while (i < s.length && (s[i] === '.' || WORD.test(s[i]))) i++;
  const dotted = s.slice(0, i);
  if (dotted === '' || dotted.endsWith('.')) return null;
  const dot = dotted.lastIndexOf('.');
  let rest = s.slice(i).trimStart();
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) return null;
    rest = rest.slice(close + 1);
  }
  if (rest !== '') {
    if (rest[0] !== '(') return null;
    const close = rest.lastIndexOf(')');
    if (close < 0) return null;
    const after = rest.slice(close + 1).trim();
    if (after !== '' && !after.startsWith('->')) return null;
  }
  return { prefix: dot < 0 ? '' : dotted.slice(0, dot + 1), name: dotted.slice(dot + 1) };
}

const C_IDENT = /[A-Za-z0-9_]/;

/** The last C identifier in `s` (the declarator's name in `const char *name`), or ''. */
function lastIdentifier(s: string): string {
  let end = s.length;
  while (end > 0 && !C_IDENT.test(s[end - 1])) end--;
  let start = end;
  while (start > 0 && C_IDENT.test(s[start - 1])) start--;
  const id = s.slice(start, end);
  return /^[A-Za-z_]/.test(id) ? id : '';
}

/**
 * The name a C declaration declares (`int PyObject_SetAttr(PyObject *o, …)` → `PyObject_SetAttr`,
 * `void (*callback)(int)` → `callback`, `char name[16]` → `name`, a macro `FOO(x)` → `FOO`), or ''.
 * A heuristic on the declarator, not Sphinx's C parser: declarations it cannot read give ''.
 */
export function cName(sig: string): string {
  let s = sig.trim().replace(/;$/, '');
  const ptr = s.indexOf('(*');
  if (ptr >= 0) {
    const close = s.indexOf(')', ptr);
    return lastIdentifier(s.slice(ptr + 2, close < 0 ? s.length : close));
  }
  const paren = s.indexOf('(');
  if (paren >= 0) s = s.slice(0, paren);
  for (const stop of ['=', '[', ':']) {
    const at = s.indexOf(stop);
    if (at >= 0) s = s.slice(0, at);
  }
  return lastIdentifier(s);
}

/** A JavaScript signature's dotted member (`Foo.bar(a, b)` → prefix `Foo`, name `bar`). */
export function jsSignature(sig: string): { prefix: string; name: string } {
  let member = sig.trim();
  if (member.includes('(') && member.endsWith(')')) member = member.slice(0, member.indexOf('(')).trim();
  const dot = member.lastIndexOf('.');
  return dot < 0 ? { prefix: '', name: member } : { prefix: member.slice(0, dot), name: member.slice(dot + 1) };
}
