// What masking hides and what it leaves: one planted example of each shape docs/golden-set-guide.md
// lists, masked to the exact text expected (so a rule deleted, or narrowed to miss a shorter key,
// fails here; each example is shorter than the catch-all base64 rule's 32 characters, so it is
// its own rule that masks it), and beside it a question of the same look that must stay as it is (so a rule
// widened to eat ordinary words fails too).
import { maskSecrets } from '../../src/draft/mask';

/** [shape, planted line, masked line, a look-alike that stays]. */
const SHAPES: Array<[string, string, string, string]> = [
  ['e-mail address', 'My mail is jane.doe+support@example.co.uk, thanks', 'My mail is [email], thanks', 'How do I install @types/node and pkg@1.2.3?'],
  ['e-mail address, accented', 'Write to josé.garcía@correo.es please', 'Write to [email] please', 'Where is the café settings page?'],
  ['e-mail address, other scripts', '联系 用户@例子.公司 谢谢', '联系 [email] 谢谢', '如何 设置 代理?'],
  ['URL credentials', 'clone https://admin:s3cret@git.example.com/repo fails', 'clone https://[credentials]@git.example.com/repo fails', 'open https://cdn.example.com/pkg@2.0/readme fails'],
  ['GitHub token', 'token ghp_A1b2C3d4E5f6G7h8I9j0 expired', 'token [token] expired', 'what does ghp_ mean in a token?'],
  ['GitHub fine-grained token', 'pat github_pat_11ABCDEFG0123456789a here', 'pat [token] here', 'what is a github_pat_ prefix?'],
  ['GitLab token', 'glpat-Xb3kP9qLm2Vn7Rt5Wz8Y is refused', '[token] is refused', 'is a glpat-short id a token?'],
  ['OpenAI or Anthropic key', 'key sk-proj-Xb3kP9qLm2Vn7Rt5Wz fails', 'key [token] fails', 'does sk-learn work with the API?'],
  ['Stripe key', 'Stripe says sk_live_51H8xYzAbCdEfGhIjKlMn is invalid', 'Stripe says [token] is invalid', 'where do I find sk_live_ keys?'],
  ['AWS access key id', 'aws AKIAIOSFODNN7EXAMPLE denied', 'aws [token] denied', 'aws AKIA prefix denied'],
  ['Slack token', 'bot xoxb-2048-12345-AbCdEf broke', 'bot [token] broke', 'xoxo to the team, the bot broke'],
  ['JSON web token', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U bad', 'jwt [token] bad', 'what is an eyJ prefix in a jwt?'],
  ['Bearer token', 'Authorization: Bearer 9f8e7d6c5b4a39281706a1b2 returns 401', 'Authorization: Bearer [token] returns 401', 'Bearer authentication returns 401'],
  ['Basic credentials', "curl -H 'Authorization: Basic dXNlcjpodW50ZXIy' fails", "curl -H 'Authorization: Basic [token]' fails", 'How does Basic authentication work?'],
  ['password setting', 'I set password=hunter2 in the config', 'I set password=[secret] in the config', 'where is the password reset page?'],
  ['password after a colon', 'DB_PASSWORD: hunter2 is rejected', 'DB_PASSWORD: [secret] is rejected', 'what is the token: field for?'],
  ['token in a URL', 'https://api.example.com/v1/items?token=abc123&page=2 is slow', 'https://api.example.com/v1/items?token=[secret]&page=2 is slow', 'https://api.example.com/v1/items?page=2 is slow'],
  ['private key', 'my key -----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7bq\n-----END RSA PRIVATE KEY----- fails', 'my key [private key] fails', 'where does the PRIVATE KEY file go?'],
  ['card number', 'card 4111 1111 1111 1111 was declined', 'card [card] was declined', 'order 4111 1111 1111 1112 was declined'],
  ['phone number, international form', 'call me on +44 20 7946 0958 today', 'call me on [phone] today', 'retry after +30 seconds, version 2.1.3'],
  ['hex key of 32 digits', 'session 0123456789abcdef0123456789abcdef lost', 'session [token] lost', 'session 0123456789abcdef0123456789abcde lost'],
  ['long mixed base64', 'secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY leaked', 'secret [token] leaked', 'see src/components/ReactCounterButtonWrapper.tsx'],
];

describe('each shape is masked, and its look-alike is not', () => {
  test.each(SHAPES)('%s', (_shape, planted, masked, lookAlike) => {
    expect(maskSecrets(planted)).toEqual({ text: masked, masked: 1 });
    expect(maskSecrets(lookAlike)).toEqual({ text: lookAlike, masked: 0 });
  });
});

test('what is said not to be masked stays: IP addresses, national phone numbers, short digit runs', () => {
  for (const text of ['bind to 0.0.0.0 or 192.168.1.10, not 203.0.113.7', 'call 020 7946 0958', 'error 40401 on port 8080']) {
    expect(maskSecrets(text)).toEqual({ text, masked: 0 });
  }
});

test('an e-mail address is masked up to its domain name; what follows stays', () => {
  expect(maskSecrets('from jane@example.com.1 on')).toEqual({ text: 'from [email].1 on', masked: 1 });
});

test('a private key cut before its END line is masked to the end', () => {
  expect(maskSecrets('key -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmU')).toEqual({ text: 'key [private key]', masked: 1 });
});

test('any length is masked, a window at a time, and a shape at a window edge is masked whole', () => {
  // Ten million characters without a blank overflowed the pattern engine's stack.
  const long = maskSecrets(`${'x'.repeat(10_000_000)} mail jane@example.com`);
  expect(long.text.endsWith(' mail [email]')).toBe(true);
  expect(long.masked).toBe(1);
  // Addresses across the first window's end (65,536 characters) all masked.
  const words = Array.from({ length: 20_000 }, (_, i) => (i % 997 === 0 ? `user${i}@example.com` : 'word')).join(' ');
  const m = maskSecrets(words);
  expect(m.masked).toBe(Math.ceil(20_000 / 997));
  expect(m.text).not.toMatch(/@/);
});
