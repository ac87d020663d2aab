/**
 * A query log is user data: people paste their e-mail address, an API key, a URL with a password
 * into a support chat. Every question is masked here, at the first read (draft/query-log.ts),
 * before it is normalised, ranked, printed, written or sent to any model, so nothing downstream
 * ever holds the original; review's edits and generated questions go through it too. Hand-written:
 * the secret scanners on npm scan files for reporting, not free text for replacement. The shapes
 * are the documented ones (docs/golden-set-guide.md lists them, and what is not masked), most
 * specific first so a token is named by its kind.
 *
 * Linear by construction, since a log line may be anything: every pattern starts where a run of
 * its characters starts (a lookbehind, never `\b`, which the regex lint cannot see through: "a.a.a…"
 * has a word boundary before every letter, and a pattern from each of them scanned to the end of
 * the line), and checked by the lint (eslint.config.mjs) and the growth harness
 * (__tests__/safety/readers.ts). Callers cut a line before masking it (query-log.ts).
 */

/** One shape of personal data or secret: the pattern, and what replaces a match (undefined: not one after all, left as is). */
interface MaskRule {
  re: RegExp;
  mask: (match: string, ...groups: string[]) => string | undefined;
}

const replaceWith = (marker: string) => () => marker;

/** `digits` pass the Luhn check that card numbers carry (one mistyped digit fails it). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `Basic X` is a credential when X is base64 of printable `user:password` (so "Basic authentication" stays). */
function basicCredentials(b64: string): boolean {
  let end = b64.length;
  while (end > 0 && b64[end - 1] === '=') end--;
  if (end % 4 === 1) return false;
  const decoded = Buffer.from(b64, 'base64').toString('utf8');
  // eslint-disable-next-line no-control-regex
  return decoded.includes(':') && !/[\u0000-\u001f\u007f\ufffd]/.test(decoded);
}

/** An e-mail address whose domain ends in a name of two letters or more: the address up to there masked, a trailing `.1` kept. */
function email(match: string, local: string, domain: string): string | undefined {
  const labels = domain.split('.');
  let end = labels.length;
  while (end > 1 && !/^\p{L}[\p{L}\p{M}]+$/u.test(labels[end - 1])) end--;
  if (end < 2) return undefined;
  const rest = labels.slice(end).join('.');
  return rest ? `[email].${rest}` : '[email]';
}

const RULES: readonly MaskRule[] = [
  // A private key pasted whole (PEM, OpenSSH, PGP): to its END line, or to the end of the text when cut.
  {
    re: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----[^]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g,
    mask: replaceWith('[private key]'),
  },
  // `scheme://user:pass@host`: the credentials go (to the last `@` before the path), the host stays (it says what was asked about).
  { re: /(?<=:\/\/)[^\s/?#"'<>]+@/g, mask: replaceWith('[credentials]@') },
  // E-mail addresses, in any script (`josé@exämple.de`, `用户@例子.公司`).
  { re: /(?<![\p{L}\p{N}\p{M}._%+-])([\p{L}\p{N}\p{M}._%+-]+)@([\p{L}\p{N}\p{M}-]+(?:\.[\p{L}\p{N}\p{M}-]+)+)/gu, mask: email },
  // Vendors' keys, by their documented prefixes: GitHub, GitLab, OpenAI and Anthropic, Stripe, AWS, Slack.
  { re: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, mask: replaceWith('[token]') },
  { re: /(?<![A-Za-z0-9_-])gl(?:pat|dt|rt|ptt|ft|cbt|soat)-[A-Za-z0-9_-]{20,}/g, mask: replaceWith('[token]') },
  { re: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{20,}/g, mask: replaceWith('[token]') },
  { re: /(?<![A-Za-z0-9_])(?:[sr]k_(?:live|test)|whsec)_[A-Za-z0-9]{10,}/g, mask: replaceWith('[token]') },
  { re: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?![A-Za-z0-9])/g, mask: replaceWith('[token]') },
  { re: /(?<![A-Za-z0-9_-])xox[abposre]-[A-Za-z0-9-]{10,}/g, mask: replaceWith('[token]') },
  // A JSON web token: three base64url parts, the first a JSON object (`eyJ`).
  { re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, mask: replaceWith('[token]') },
  // HTTP authorization: `Bearer <token>`, `Basic <base64 of user:password>`.
  { re: /(?<![A-Za-z])(bearer\s+)[A-Za-z0-9._~+/=-]{16,}/gi, mask: (_m, head) => `${head}[token]` },
  { re: /(?<![A-Za-z])(basic\s+)([A-Za-z0-9+/]{4,}={0,2})(?![A-Za-z0-9+/=])/gi, mask: (_m, head, b64) => (basicCredentials(b64) ? `${head}[token]` : undefined) },
  // A setting or query parameter whose name says its value is a secret (`password=…`, `?token=…`,
  // `DB_PASSWORD: …`, `X-Amz-Signature=…`): the value goes. After a colon only a value with a digit
  // in it ("token: what is it for?" is prose; "password: hunter2" is not). A literal, so the lint reads it.
  {
    re: /(?<![A-Za-z0-9_-])((?:[A-Za-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|token|api[_-]?key|access[_-]?key|secret[_-]?key|private[_-]?key|client[_-]?secret|auth|authorization|credentials?|signature|sig|session[_-]?id|sid)s?)(\s*[=:]\s*)([^\s&#"'<>,;]+)/gi,
    mask: (_m, name, sep, value) => (sep.includes('=') || /\d/.test(value) ? `${name}${sep}[secret]` : undefined),
  },
  // A card number: 13 to 19 digits, spaces or dashes between, that pass the Luhn check.
  { re: /(?<![\d.-])\d(?:[ -]?\d){12,18}(?![\d.-])/g, mask: (m) => (luhn(m.replace(/\D/g, '')) ? '[card]' : undefined) },
  // A phone number in international form (`+44 20 7946 0958`); national forms look like ids, dates and versions, and stay.
  { re: /(?<![\w+])\+[1-9](?:[ ().-]{0,2}\d){7,14}(?!\d)/g, mask: replaceWith('[phone]') },
  // Any long hex run (a key, a session id; a 40-character commit id too, which is no loss in a question).
  { re: /(?<![0-9A-Za-z_])[0-9a-fA-F]{32,}(?![0-9A-Za-z_])/g, mask: replaceWith('[token]') },
  // A long base64 or base64url run mixing digits with letters of both cases: an AWS secret key, an
  // unknown vendor's token (a long word or path has no digits, or one case only).
  {
    re: /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_=-])/g,
    mask: (run) => (/\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run) ? '[token]' : undefined),
  },
];

/**
 * Text is masked a window of at most WINDOW characters at a time: the pattern engine keeps a stack
 * entry for each character of a run it may backtrack over, and overflows on runs of millions. A
 * log line is cut long before (draft/query-log.ts); this bounds any other caller. A window ends at
 * the last line break or blank of its second half, so no shape is split (a private key's body
 * split from its BEGIN line is still a base64 run), except inside a run of WINDOW / 2 characters
 * without a blank, which is no one's question.
 */
const WINDOW = 1 << 16;

/** The text with every personal or secret-looking part replaced, and how many parts were. */
export function maskSecrets(text: string): { text: string; masked: number } {
  if (text.length <= WINDOW) return maskWindow(text);
  let masked = 0;
  const parts: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + WINDOW);
    if (end < text.length) {
      const half = at + WINDOW / 2;
      let cut = -1;
      for (let i = end - 1; i >= half && cut < 0; i--) if (text[i] === '\n') cut = i + 1;
      for (let i = end - 1; i >= half && cut < 0; i--) if (text[i] === ' ' || text[i] === '\t' || text[i] === '\r') cut = i + 1;
      if (cut > 0) end = cut;
    }
    const m = maskWindow(text.slice(at, end));
    parts.push(m.text);
    masked += m.masked;
    at = end;
  }
  return { text: parts.join(''), masked };
}

function maskWindow(text: string): { text: string; masked: number } {
  let masked = 0;
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.re, (match: string, ...rest: unknown[]) => {
      // The capture groups come before the match's offset (a number), then the whole text.
      const groups = rest.slice(0, rest.findIndex((g) => typeof g === 'number')).map((g) => (typeof g === 'string' ? g : ''));
      const replaced = rule.mask(match, ...groups);
      if (replaced === undefined) return match;
      masked++;
      return replaced;
    });
  }
  return { text: out, masked };
}
