/**
 * The page shell: one self-contained HTML document from a title, a lead, sections and the data its
 * script reads. Its Content-Security-Policy allows nothing but the one style sheet and the one
 * script below, each by its SHA-256 hash (computed here, so any change to either keeps the page
 * working and anything else injected stays blocked), and images only as `data:` (none are used):
 * no request leaves the page. No date, no random id: the same input gives the same bytes.
 *
 * Reusable beyond compare: a page of other sections (a trend over commits) passes its own, and
 * the same style sheet, script and policy apply.
 */
import { createHash } from 'node:crypto';
import { html, jsonForScript, trusted, type Html } from './escape';
import { PAGE_SCRIPT } from './script';
import { PAGE_STYLES } from './styles';

export interface PageSection {
  /** Fragment id (letters, digits and `-` only: it is also the link in the page's contents). */
  id: string;
  title: string;
  body: Html;
}

export interface PageSpec {
  /** The document's title and its first heading. */
  title: string;
  /** A line under the heading. */
  subtitle: string;
  sections: readonly PageSection[];
  /** What the script reads (JSON in a data block); absent: no data block. */
  data?: unknown;
  /** The last line of the page. */
  footer: string;
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy for a page with exactly this style sheet and script. */
export function contentSecurityPolicy(styles = PAGE_STYLES, script = PAGE_SCRIPT): string {
  return [`default-src 'none'`, `style-src ${sha256(styles)}`, `script-src ${sha256(script)}`, `img-src data:`, `base-uri 'none'`, `form-action 'none'`].join('; ');
}

const SECTION_ID = /^[a-z][a-z0-9-]{0,40}$/;

export function renderPage(spec: PageSpec): string {
  for (const s of spec.sections) if (!SECTION_ID.test(s.id)) throw new Error(`page section id '${s.id}' is not a plain fragment id`);
  const toc = spec.sections.map((s) => html`<a href="#${s.id}">${s.title}</a>`);
  const sections = spec.sections.map((s) => html`<section id="${s.id}" aria-labelledby="${s.id}-h"><h2 id="${s.id}-h">${s.title}</h2>${s.body}</section>\n`);
  const data = spec.data === undefined ? html`` : html`<script type="application/json" id="rg-data">${trusted(jsonForScript(spec.data))}</script>\n`;
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.title}</title>
<style>${trusted(PAGE_STYLES)}</style>
</head>
<body>
<main>
<h1>${spec.title}</h1>
<p class="sub">${spec.subtitle}</p>
<nav class="toc" aria-label="Contents">${toc}</nav>
${sections}<footer>${spec.footer}</footer>
</main>
${data}<script>${trusted(PAGE_SCRIPT)}</script>
</body>
</html>
`;
  return page.text;
}
