/**
 * A query log is user data: people paste their e-mail address, an API key, a URL with a password
 * into a support chat. Every question is masked here, at the first read (draft/query-log.ts),
 * before it is normalised, ranked, printed, written or sent to any model, so nothing downstream
 * ever holds the original. Hand-written: the secret scanners on npm scan files for reporting, not
 * free text for replacement, and the shapes below are the documented ones (GitHub, OpenAI, AWS,
 * Slack, JWT), plus any long hex or base64 run (other keys), most specific first so a token is
 * named by its kind.
 */

/** One shape of personal data or secret, and what replaces it. */
interface MaskRule {
  re: RegExp;
  with: string;
}

const RULES: readonly MaskRule[] = [
  // `scheme://user:pass@host`: the credentials go, the host stays (it says what was asked about).
  { re: /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"'<>]+@/gi, with: '$1[credentials]@' },
  { re: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g, with: '[email]' },
  { re: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, with: '[token]' },
  { re: /\bsk-(?:proj-|ant-|svcacct-)?[A-Za-z0-9_-]{20,}/g, with: '[token]' },
  { re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g, with: '[token]' },
  { re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, with: '[token]' },
  { re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, with: '[token]' },
  { re: /\b(bearer\s+)[A-Za-z0-9._~+/=-]{16,}/gi, with: '$1[token]' },
  // Any long hex run (a key, a session id; a 40-character commit id too, which is no loss in a question).
  { re: /\b[0-9a-fA-F]{32,}\b/g, with: '[token]' },
];

/** A long base64 or base64url run with both letters and digits: an AWS secret key, an unknown vendor's token. */
const LONG_BASE64 = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])/g;

/** The text with every personal or secret-looking part replaced, and how many parts were. */
export function maskSecrets(text: string): { text: string; masked: number } {
  let masked = 0;
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.re, (...m: string[]) => {
      masked++;
      return rule.with.replace('$1', m[1] ?? '');
    });
  }
  out = out.replace(LONG_BASE64, (run) => {
    // A long word or path is not a key: a key mixes digits with letters of both cases.
    if (!/\d/.test(run) || !/[a-z]/.test(run) || !/[A-Z]/.test(run)) return run;
    masked++;
    return '[token]';
  });
  return { text: out, masked };
}
