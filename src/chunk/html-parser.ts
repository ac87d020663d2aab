/**
 * htmlparser2's Parser with two bounds it lacks, for pull-request HTML:
 *
 * - Nesting depth. The parser keeps the open elements in an array it `unshift`s on every open tag
 *   and searches (`indexOf`) on every close tag, so each step costs the depth: 1.65 MB of nested
 *   `<div>` or `<pre>` ran 21 s, and stray `</span>`s under deep nesting as long. Past
 *   MAX_HTML_DEPTH open elements the innermost one is closed (implied) before the next opens, as
 *   browsers' parsers do at 512 (a deeper element becomes the sibling of the deepest one), so
 *   every step costs at most the bound and the parse is linear.
 * - The time budget, checked on the tokenizer's own events: open tags, close tags (also the ones
 *   the parser drops without calling back, such as a close tag with no open element), text,
 *   entities and attributes. A
 *   file whose time goes into closing tags is stopped as promptly as one whose time goes into
 *   opening them.
 *
 * Written here because the parser offers no hook for either; the stack and `popElement` are its
 * internals (checked when the module loads, so an upgrade that renames them fails at once, not
 * silently quadratic).
 */
import { Parser } from 'htmlparser2';
import { checkDeadline } from './deadline';

/** Deepest nesting kept as such (Chromium's and WebKit's HTML parsers bound the tree at the same depth). */
export const MAX_HTML_DEPTH = 512;

interface ParserInternals {
  stack: string[];
  popElement(implied: boolean): void;
}

if (typeof (Parser.prototype as unknown as ParserInternals).popElement !== 'function') {
  throw new Error('htmlparser2 no longer has Parser.popElement: src/chunk/html-parser.ts must be updated');
}

export class BoundedParser extends Parser {
  /** True once an element was closed early by the depth bound (the chunker says so in a note). */
  flattened = false;

  override onopentagname(start: number, endIndex: number): void {
    checkDeadline();
    const self = this as unknown as ParserInternals;
    if (self.stack.length >= MAX_HTML_DEPTH) {
      this.flattened = true;
      self.popElement(true);
    }
    super.onopentagname(start, endIndex);
  }

  override onclosetag(start: number, endIndex: number): void {
    checkDeadline();
    super.onclosetag(start, endIndex);
  }

  override ontext(start: number, endIndex: number): void {
    checkDeadline();
    super.ontext(start, endIndex);
  }

  override ontextentity(cp: number, endIndex: number): void {
    checkDeadline();
    super.ontextentity(cp, endIndex);
  }

  /** Once per attribute: a tag may carry any number of them before its handler runs. */
  override onattribend(quote: Parameters<Parser['onattribend']>[0], endIndex: number): void {
    checkDeadline();
    super.onattribend(quote, endIndex);
  }
}

if (!Array.isArray((new BoundedParser({}) as unknown as ParserInternals).stack)) {
  throw new Error('htmlparser2 no longer keeps Parser.stack: src/chunk/html-parser.ts must be updated');
}
