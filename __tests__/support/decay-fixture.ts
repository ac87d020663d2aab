/**
 * Slow decay, as a repository: a small product manual with twelve golden questions, tagged
 * v1.0.0, then five pull requests merged one after the other (merge commits on main), each adding
 * a notes page that quotes one or two questions word for word, so those questions' evidence slips
 * from rank 1 to rank 2: still within the top 5 (nothing newly fails), mrr down a little each
 * time. Alone, no PR's drop is significant; against the baseline, the fifth's is. Branch `later`
 * goes on from the fourth merge with a commit outside the docs and one that pushes Q08's evidence
 * out of the top 5 (for `history`'s bisect). Dates are fixed, one day apart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOPICS: Array<[string, string, string]> = [
  ['Q01', 'How many days do I have to return a product for a full refund?', 'You can return any product within 30 days of delivery for a full refund with the receipt.'],
  ['Q02', 'Can refurbished headphones be returned?', 'Refurbished outlet headphones have a 7-day return window from delivery.'],
  ['Q03', 'When is my refund paid to the original card?', 'Refunds reach the original payment card within five business days of the warehouse scan.'],
  ['Q04', 'How long does delivery to Canada take?', 'Parcels to Canada arrive in five to eight business days.'],
  ['Q05', 'Where do I find the tracking number of my parcel?', 'The carrier emails a tracking number as soon as the depot scans the parcel.'],
  ['Q06', 'How do I install the companion app?', 'Install the companion app from the store and sign in with your account email.'],
  ['Q07', 'How do I reset a forgotten password?', 'Reset a forgotten password from the sign-in page; the emailed link lasts one hour.'],
  ['Q08', 'What happens to my orders when I delete my account?', 'Deleting an account erases orders, addresses and saved cards after fourteen days.'],
  ['Q09', 'How do I export orders as csv?', 'Run the export command with --format csv to write every order to a file.'],
  ['Q10', 'How do I prune abandoned carts?', 'The prune command removes abandoned carts older than a number of days.'],
  ['Q11', 'Which gift wrapping options exist?', 'Gift wrapping comes in recycled paper or a reusable cotton bag.'],
  ['Q12', 'Do you price match competitors?', 'We match the price of a competitor shop within fourteen days of purchase.'],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/ +/g, '-');
const heading = (i: number) => `Topic ${TOPICS[i][0].toLowerCase()} ${TOPICS[i][2].split(' ').slice(0, 3).join(' ')}`;

function manual(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let p = 0; p < 4; p++) {
    const sections = [0, 1, 2].map((s) => p * 3 + s).map((i) => `## ${heading(i)}\n\n${TOPICS[i][2]}\n`);
    files[`docs/page-${p + 1}.md`] = `# Page ${p + 1}\n\n${sections.join('\n')}`;
  }
  return files;
}

export const GOLDEN = `questions:\n${TOPICS.map(([id, q], i) => `  - id: ${id}\n    question: ${JSON.stringify(q)}\n    relevant: [docs/page-${Math.floor(i / 3) + 1}.md#${slug(heading(i))}]`).join('\n')}\n`;

export const CONFIG = `gate:
  max_drop_since_baseline: {metric: mrr, drop: 0.02}
`;

/** A notes page quoting question `id` (`copies` notes pages push its evidence down that many ranks). */
function notes(id: string, copies = 1): Record<string, string> {
  const q = TOPICS.find((t) => t[0] === id) as [string, string, string];
  const out: Record<string, string> = {};
  for (let c = 0; c < copies; c++) out[`docs/notes/${id.toLowerCase()}-${c + 1}.md`] = `# Notes ${c + 1}\n\n## ${q[1]}\n\n${q[1]} ${q[1]} Asked often.\n`;
  return out;
}

/** What each of the five pull requests adds: the questions it quotes. */
export const PR_QUOTES = [['Q01'], ['Q02'], ['Q03'], ['Q04', 'Q05'], ['Q06']];

export interface DecayRepo {
  dir: string;
  /** The tagged baseline (v1.0.0). */
  c0: string;
  /** Each pull request's head, and its merge commit on main (the fifth is not merged on main). */
  prs: string[];
  merges: string[];
  /** On `later`: a commit outside the docs, then the one that makes Q08 fail. */
  nonDocs: string;
  breaksQ08: string;
}

/**
 * The repository, written through one `git fast-import` (then one checkout of main): the commits,
 * merges, tag and branches `git commit`, `git merge --no-ff` and `git tag -a` would make one by one,
 * in three git processes instead of some forty-five.
 */
export function makeDecayRepo(): DecayRepo {
  const dir = mkdtempSync(join(tmpdir(), 'rg-decay-'));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', input }).trim();
  git(['init', '-q', '-b', 'main']);
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  // One day apart, object after object, as the commits were made.
  let day = 0;
  const who = () => `Doc Writer <docs@example.com> ${1_760_000_000 + day++ * 86_400} +0000`;
  let marks = 0;
  const stream: string[] = [];
  const commit = (ref: string, message: string, files: Record<string, string>, parents: number[] = []): number => {
    const when = who();
    const [from, ...merges] = parents;
    stream.push(
      `commit ${ref}\nmark :${++marks}\nauthor ${when}\ncommitter ${when}\n${data(`${message}\n`)}` +
        (from ? `from :${from}\n` : '') +
        merges.map((m) => `merge :${m}\n`).join('') +
        Object.entries(files).map(([p, t]) => `M 100644 inline ${p}\n${data(t)}`).join(''),
    );
    return marks;
  };
  const c0 = commit('refs/heads/main', 'The manual', { ...manual(), '.github/retrieval-golden.yml': GOLDEN, '.github/retrieval-gate.yml': CONFIG, 'src/app.js': 'console.log(1);\n' });
  stream.push(`tag v1.0.0\nfrom :${c0}\ntagger ${who()}\n${data('release 1.0.0\n')}`);
  const prs: number[] = [];
  const merges: number[] = [];
  let main = c0;
  PR_QUOTES.forEach((ids, i) => {
    const added = Object.assign({}, ...ids.map((id) => notes(id))) as Record<string, string>;
    prs.push(commit(`refs/heads/pr${i + 1}`, `Notes on ${ids.join(' and ')}`, added, [main]));
    // `git merge --no-ff`: main's tree plus the branch's pages, main first among the parents.
    main = commit('refs/heads/main', `Merge pull request #${i + 1} from acme/pr${i + 1}`, added, [main, prs[i]]);
    merges.push(main);
  });
  // main stays at the fourth merge: the fifth pull request is the one the gate stops.
  stream.push(`reset refs/heads/main\nfrom :${merges[3]}\n`);
  const nonDocs = commit('refs/heads/later', 'Code only', { 'src/app.js': 'console.log(2);\n' }, [merges[3]]);
  const breaksQ08 = commit('refs/heads/later', 'Five notes pages on deleting accounts', notes('Q08', 5), [nonDocs]);
  const marksFile = join(dir, '.git', 'rg-marks');
  git(['fast-import', '--quiet', `--export-marks=${marksFile}`], stream.join(''));
  const sha = new Map(readFileSync(marksFile, 'utf8').trim().split('\n').map((l) => [Number(l.slice(1, l.indexOf(' '))), l.slice(l.indexOf(' ') + 1)] as [number, string]));
  rmSync(marksFile);
  git(['reset', '-q', '--hard']);
  const at = (m: number) => sha.get(m) as string;
  return { dir, c0: at(c0), prs: prs.map(at), merges: merges.map(at), nonDocs: at(nonDocs), breaksQ08: at(breaksQ08) };
}
