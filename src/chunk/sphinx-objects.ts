/**
 * Sphinx object descriptions (`.. confval::`, `.. option::`, `.. envvar::`, `.. py:function::`,
 * glossary terms, …) as the reST and MyST chunkers see them: which directive names describe an
 * object, and the per-document state Sphinx keeps while it reads a page (the current module,
 * class, program, default domain; the ids already given), so each object's section gets the id
 * the HTML builder writes (sphinx-ids.ts). One `SphinxObjects` per document, fed in document
 * order; it never throws, and it remembers duplicates so the chunker can say so.
 */
import { cName, jsSignature, oneSpaced, optionNames, pySignature, sphinxId } from './sphinx-ids';

/** What an object directive describes, after its domain is known. */
export type ObjectKind =
  | { domain: 'std'; type: 'confval' | 'envvar' | 'option' | 'describe' }
  | { domain: 'py'; type: string; nests: boolean; auto?: 'module-level' | 'class-level' }
  | { domain: 'js'; type: string; nests: boolean }
  | { domain: 'c' | 'cpp'; type: string; nests: boolean }
  | { domain: 'rst'; type: 'directive' | 'role' | 'directive:option' };

const PY_OBJECTS = new Set(['function', 'data', 'class', 'exception', 'method', 'classmethod', 'staticmethod', 'attribute', 'property', 'type', 'decorator', 'decoratormethod']);
const PY_NESTS = new Set(['class', 'exception']);
const JS_OBJECTS = new Set(['function', 'method', 'class', 'data', 'attribute']);
const C_OBJECTS = new Set(['member', 'var', 'function', 'macro', 'struct', 'union', 'enum', 'enumerator', 'type']);
const C_NESTS = new Set(['struct', 'union', 'enum']);
const CPP_OBJECTS = new Set(['class', 'struct', 'function', 'member', 'var', 'type', 'concept', 'enum', 'enum-struct', 'enum-class', 'enumerator', 'union', 'alias']);
const CPP_NESTS = new Set(['class', 'struct', 'union', 'enum', 'enum-struct', 'enum-class']);
const AUTODOC: Record<string, 'module-level' | 'class-level'> = {
  autofunction: 'module-level', autoclass: 'module-level', autoexception: 'module-level', autodata: 'module-level',
  autodecorator: 'module-level', automethod: 'class-level', autoattribute: 'class-level', autoproperty: 'class-level',
};
const AUTODOC_TYPE: Record<string, string> = {
  autofunction: 'function', autoclass: 'class', autoexception: 'exception', autodata: 'data', autodecorator: 'decorator',
  automethod: 'method', autoattribute: 'attribute', autoproperty: 'property',
};

/** Directives that change the state objects are read in (no section of their own). */
export type ContextDirective = 'program' | 'py:module' | 'py:currentmodule' | 'js:module' | 'default-domain' | 'automodule' | 'c:namespace';

/** Splits `py:function` into domain and name; a bare name takes the page's default domain. */
function domainOf(directive: string, defaultDomain: string): [domain: string, name: string] {
  const colon = directive.indexOf(':');
  if (colon < 0) return [defaultDomain, directive];
  return [directive.slice(0, colon), directive.slice(colon + 1)];
}

/** The object a directive name describes (lowercased, domain prefix kept), or null. */
export function objectKind(directive: string, defaultDomain: string): ObjectKind | null {
  const auto = AUTODOC[directive];
  if (auto) return { domain: 'py', type: AUTODOC_TYPE[directive], nests: directive === 'autoclass' || directive === 'autoexception', auto };
  if (directive === 'describe' || directive === 'object') return { domain: 'std', type: 'describe' };
  const [domain, name] = domainOf(directive, defaultDomain);
  // The std domain's directives are found whatever the default domain is (Sphinx looks there too).
  if (domain === 'std' || !directive.includes(':')) {
    if (name === 'confval' || name === 'envvar') return { domain: 'std', type: name };
    if (name === 'option' || name === 'cmdoption') return { domain: 'std', type: 'option' };
    if (domain === 'std') return null;
  }
  if (domain === 'py' && PY_OBJECTS.has(name)) return { domain: 'py', type: name, nests: PY_NESTS.has(name) };
  if (domain === 'js' && JS_OBJECTS.has(name)) return { domain: 'js', type: name, nests: name === 'class' };
  if (domain === 'c' && C_OBJECTS.has(name)) return { domain: 'c', type: name, nests: C_NESTS.has(name) };
  if (domain === 'cpp' && CPP_OBJECTS.has(name)) return { domain: 'cpp', type: name, nests: CPP_NESTS.has(name) };
  if (domain === 'rst' && (name === 'directive' || name === 'role' || name === 'directive:option')) return { domain: 'rst', type: name };
  return null;
}

/** A directive that sets the state later objects are read in, or null. */
export function contextDirective(directive: string, defaultDomain: string): ContextDirective | null {
  if (directive === 'default-domain' || directive === 'automodule') return directive;
  const [domain, name] = domainOf(directive, defaultDomain);
  if ((domain === 'std' || !directive.includes(':')) && name === 'program') return 'program';
  if (domain === 'py' && (name === 'module' || name === 'currentmodule')) return `py:${name}`;
  if (domain === 'js' && name === 'module') return 'js:module';
  if (domain === 'c' && name === 'namespace') return 'c:namespace';
  return null;
}

/** One object as the chunker makes it a section. */
export interface DescribedObject {
  /** The heading text shown: the object's name (`filterwarnings`, `Flask.route`, `-x, --exitfirst`). */
  text: string;
  /** Ids Sphinx writes for it, first the one its section is known by; empty when Sphinx writes none. */
  ids: string[];
  /** Ids that repeat an earlier object's on this page (Sphinx warns; the section also carries them). */
  repeats: string[];
}

/** What entering an object's body changed, undone by `leave`. */
export interface Entered {
  restore: () => void;
}

/** The per-document state of a Sphinx page being read (see the file comment). */
export class SphinxObjects {
  defaultDomain = 'py';
  private program: string | null = null;
  private pyModule: string | null = null;
  private pyClass: string | null = null;
  private readonly pyClasses: string[] = [];
  private jsModule: string | null = null;
  private jsObject: string | null = null;
  private readonly jsObjects: string[] = [];
  private cScope: string[] = [];
  private readonly rstDirectives: string[] = [];
  /** Every id given on this page, so a repeat falls back to Sphinx's numbered id, as Sphinx's `make_id` does. */
  private readonly ids = new Set<string>();
  /** Name ids already given to an object (by the name id, not the numbered fallback). */
  private readonly named = new Set<string>();
  private readonly serials = new Map<string, number>();

  /** Notes an id the page already holds (a title's or a label's), so an object does not take it. */
  reserve(id: string): void {
    if (id !== '') this.ids.add(id);
  }

  /** Applies a context directive; returns the module id a `module` directive writes, if any. */
  setContext(kind: ContextDirective, arg: string, noIndex: boolean): string | null {
    const a = arg.trim();
    switch (kind) {
      case 'default-domain':
        this.defaultDomain = a.toLowerCase() || 'py';
        return null;
      case 'program':
        this.program = a === 'None' ? null : a.split(/\s+/).join('-');
        return null;
      case 'py:currentmodule':
        this.pyModule = a === 'None' || a === '' ? null : a;
        return null;
      case 'c:namespace':
        this.cScope = a === '' || a === 'NULL' || a === '0' ? [] : a.split('.');
        return null;
      case 'py:module':
      case 'automodule':
      case 'js:module': {
        const name = a.split('(')[0].trim();
        if (kind === 'js:module') this.jsModule = name || null;
        else this.pyModule = name || null;
        return noIndex || name === '' ? null : this.makeId('module', name);
      }
    }
  }

  /**
   * The object a directive describes, from its signatures (one per line), or null for an object
   * Sphinx does not index (`:no-index:`). Entering its body (`enter`) sets the class or object
   * its nested directives belong to.
   */
  describe(kind: ObjectKind, signatures: string[], options: ReadonlyMap<string, string>): (DescribedObject & { enter: () => Entered }) | null {
    if (options.has('no-index') || options.has('noindex')) return null;
    const sigs = signatures.map((s) => s.trim()).filter((s) => s !== '');
    // Sets: a signature may name thousands of options (`-a, -b, …`), and `includes` per name was quadratic.
    const ids = new Set<string>();
    const repeats = new Set<string>();
    // Sphinx indexes each name once per directive (`if name not in self.names`): `f(a)` / `f(a, b)` is one target.
    const mine = new Set<string>();
    const give = (name: string | null, claim: () => string) => {
      if (name !== null) {
        if (mine.has(name)) return;
        mine.add(name);
      }
      if (name !== null && this.named.has(name)) repeats.add(name);
      ids.add(claim());
      if (name !== null) this.named.add(name);
    };
    let text = sigs[0] ?? '';
    let enter: () => Entered = () => ({ restore: () => {} });
    switch (kind.domain) {
      case 'std': {
        if (kind.type === 'describe') break;
        if (kind.type === 'option') {
          for (const sig of sigs) {
            for (const opt of optionNames(sig)) {
              const prefix = ['cmdoption', ...(this.program ? [this.program] : []), ...(opt.startsWith('-') || opt.startsWith('/') ? [] : ['arg'])].join('-');
              give(sphinxId(`${prefix}-${opt}`), () => this.makeId(prefix, opt));
            }
          }
          break;
        }
        text = oneSpaced(sigs[0] ?? '');
        for (const sig of sigs) {
          const name = oneSpaced(sig);
          give(sphinxId(`${kind.type}-${name}`), () => this.makeId(kind.type, name));
        }
        break;
      }
      case 'py': {
        let last: { module: string | null; local: string; prefix: string } | null = null;
        for (const sig of sigs) {
          const at = kind.auto ? this.autodocName(sig, kind.auto) : this.pyName(sig, options.get('module') ?? this.pyModule);
          if (!at) continue;
          const name = (at.module ? `${at.module}.` : '') + at.local;
          // An autodoc object is shown as the directive names it (`pytest.approx`, `url_for`).
          if (last === null) text = kind.auto ? pyShown(sig) : at.local;
          give(sphinxId(name), () => this.makeId('', name));
          last = at;
        }
        const found = last;
        if (found) {
          enter = () => {
            const before = { module: this.pyModule, depth: this.pyClasses.length };
            const prefix = kind.nests ? found.local : trimDots(found.prefix);
            if (prefix) {
              this.pyClass = prefix;
              if (kind.nests) this.pyClasses.push(prefix);
            }
            // Autodoc writes the class it documents with `:module:`, so its members are read in that module.
            if (kind.auto && kind.nests) this.pyModule = found.module;
            else if (options.has('module')) this.pyModule = options.get('module') ?? null;
            return {
              restore: () => {
                this.pyClasses.length = before.depth;
                this.pyClass = this.pyClasses.length ? this.pyClasses[this.pyClasses.length - 1] : null;
                this.pyModule = before.module;
              },
            };
          };
        }
        break;
      }
      case 'js': {
        let last: { full: string; prefix: string } | null = null;
        for (const sig of sigs) {
          const { prefix: own, name } = jsSignature(sig);
          if (name === '') continue;
          const prefix = this.jsObject && own ? `${this.jsObject}.${own}` : (this.jsObject ?? own);
          const full = prefix ? `${prefix}.${name}` : name;
          if (last === null) text = full;
          const id = (this.jsModule ? `${this.jsModule}.` : '') + full;
          give(sphinxId(id), () => this.makeId('', id));
          last = { full, prefix: own };
        }
        const found = last;
        if (found) {
          enter = () => {
            const depth = this.jsObjects.length;
            const prefix = kind.nests ? found.full : found.prefix;
            if (prefix) {
              this.jsObject = prefix;
              if (kind.nests) this.jsObjects.push(prefix);
            }
            return {
              restore: () => {
                this.jsObjects.length = depth;
                this.jsObject = depth ? this.jsObjects[depth - 1] : null;
              },
            };
          };
        }
        break;
      }
      case 'c': {
        const name = cName(sigs[0] ?? '');
        if (name === '') break;
        text = name;
        const id = `c.${[...this.cScope, name].join('.')}`;
        // C ids are the dotted name as written, not run through `make_id`; a repeat gets no id of its own.
        if (this.ids.has(id)) repeats.add(id);
        ids.add(id);
        this.ids.add(id);
        if (kind.nests) {
          enter = () => {
            const before = this.cScope;
            this.cScope = [...before, name];
            return { restore: () => void (this.cScope = before) };
          };
        }
        break;
      }
      case 'cpp':
        // C++ ids are mangled from the parsed declaration (`_CPPv4N5Flask5routeEv`): not computed here.
        break;
      case 'rst': {
        const sig = sigs[0] ?? '';
        if (kind.type === 'directive') {
          // `.. rst:directive:: .. toctree::` or `toctree`: the directive's name.
          const m = /^\.\.[ \t]+(\S+?)::/.exec(sig);
          const name = (m ? m[1] : sig).trim();
          text = name;
          give(sphinxId(`directive-${name}`), () => this.makeId('directive', name));
          enter = () => {
            this.rstDirectives.push(name);
            return { restore: () => void this.rstDirectives.pop() };
          };
        } else if (kind.type === 'role') {
          text = sig;
          give(sphinxId(`role-${sig}`), () => this.makeId('role', sig));
        } else {
          const name = optionOfDirective(sig);
          const within = this.rstDirectives[this.rstDirectives.length - 1];
          const prefix = within ? `directive:option-${within}` : 'directive:option';
          text = name;
          give(sphinxId(`${prefix}-${name}`), () => this.makeId(prefix, name));
        }
        break;
      }
    }
    return { text, ids: [...ids], repeats: [...repeats], enter };
  }

  /** A glossary entry's ids, one per term line (`term : classifier` shows `term`). */
  term(terms: string[]): DescribedObject {
    const ids = new Set<string>();
    const repeats = new Set<string>();
    for (const t of terms) {
      const name = sphinxId(`term-${t}`);
      if (this.named.has(name)) repeats.add(name);
      ids.add(this.makeId('term', t));
      this.named.add(name);
    }
    return { text: terms[0] ?? '', ids: [...ids], repeats: [...repeats] };
  }

  /**
   * Sphinx's `make_id(env, document, prefix, term)`: `prefix-term` through `_make_id`, or the
   * term alone without a prefix; when that is empty, only the prefix, or already given on the
   * page, the prefix's next serial (`confval-0`, or `id0` without a prefix).
   */
  private makeId(prefix: string, term: string): string {
    let id: string | null = prefix ? sphinxId(`${prefix}-${term}`) : sphinxId(term);
    if (id === '' || id === prefix) id = null;
    while (id === null || this.ids.has(id)) {
      const n = this.serials.get(prefix) ?? 0;
      this.serials.set(prefix, n + 1);
      id = prefix ? `${prefix}-${n}` : `id${n}`;
    }
    this.ids.add(id);
    return id;
  }

  /** A Python signature's module and name in it, in the current class (Sphinx's `PyObject.handle_signature`). */
  private pyName(sig: string, module: string | null): { module: string | null; local: string; prefix: string } | null {
    const parsed = pySignature(sig);
    if (!parsed) return null;
    const { prefix, name } = parsed;
    const cls = this.pyClass;
    let local = prefix + name;
    if (cls) {
      if (prefix && prefix.startsWith(`${cls}.`)) local = prefix + name;
      else local = `${cls}.${prefix}${name}`;
    }
    return { module, local, prefix };
  }

  /**
   * The module and name autodoc documents, as its `resolve_name` finds them: for a module-level
   * object, everything before the last dot is the module (else the current module); for a member,
   * the class is the part before its name (else the current class), split at its last dot into
   * module and class (the module, when that leaves none, the current one).
   */
  private autodocName(sig: string, level: 'module-level' | 'class-level'): { module: string | null; local: string; prefix: string } | null {
    const explicit = sig.indexOf('::');
    const s = explicit >= 0 ? sig.slice(explicit + 2) : sig;
    const parsed = pySignature(s);
    if (!parsed) return null;
    const mod = explicit >= 0 ? sig.slice(0, explicit).trim() : null;
    const path = trimDots(parsed.prefix);
    if (mod) return { module: mod, local: parsed.prefix + parsed.name, prefix: parsed.prefix };
    if (level === 'module-level') {
      if (path) return { module: path, local: parsed.name, prefix: parsed.prefix };
      return { module: this.pyModule, local: parsed.name, prefix: '' };
    }
    const modCls = path || this.pyClass || '';
    const dot = modCls.lastIndexOf('.');
    const module = dot >= 0 ? modCls.slice(0, dot) : this.pyModule;
    const cls = dot >= 0 ? modCls.slice(dot + 1) : modCls;
    return { module, local: cls ? `${cls}.${parsed.name}` : parsed.name, prefix: parsed.prefix };
  }
}

/** `Flask.` → `Flask`: the trailing dots of a signature's prefix, by hand (a `\.+$` pattern rescans each run). */
function trimDots(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '.') end--;
  return s.slice(0, end);
}

/** `:maxdepth: int` (or `maxdepth: int`) → `maxdepth`: the name before Sphinx's `\s*:\s+` split, by hand. */
function optionOfDirective(sig: string): string {
  let s = sig.trim();
  if (s.startsWith(':')) s = s.slice(1);
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ':' && (i + 1 === s.length || /\s/.test(s[i + 1]))) return s.slice(0, i).trim();
  }
  return s;
}

/** A Python signature's dotted name as written (`pytest.approx(expected)` → `pytest.approx`), or the signature. */
function pyShown(sig: string): string {
  const explicit = sig.indexOf('::');
  const p = pySignature(explicit >= 0 ? sig.slice(explicit + 2) : sig);
  return p ? p.prefix + p.name : sig.trim();
}
