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
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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

export function makeDecayRepo(): DecayRepo {
  const dir = mkdtempSync(join(tmpdir(), 'rg-decay-'));
  let day = 0;
  const env = () => {
    const when = `${1_760_000_000 + day++ * 86_400} +0000`;
    return { ...process.env, GIT_AUTHOR_NAME: 'Doc Writer', GIT_AUTHOR_EMAIL: 'docs@example.com', GIT_COMMITTER_NAME: 'Doc Writer', GIT_COMMITTER_EMAIL: 'docs@example.com', GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when, GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: env(), encoding: 'utf8' }).trim();
  const write = (files: Record<string, string>) => {
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
  };
  git('init', '-q', '-b', 'main');
  write({ ...manual(), '.github/retrieval-golden.yml': GOLDEN, '.github/retrieval-gate.yml': CONFIG, 'src/app.js': 'console.log(1);\n' });
  git('add', '-A');
  git('commit', '-q', '-m', 'The manual');
  const c0 = git('rev-parse', 'HEAD');
  git('tag', '-a', 'v1.0.0', '-m', 'release 1.0.0');
  const prs: string[] = [];
  const merges: string[] = [];
  PR_QUOTES.forEach((ids, i) => {
    git('checkout', '-q', '-b', `pr${i + 1}`, 'main');
    for (const id of ids) write(notes(id));
    git('add', '-A');
    git('commit', '-q', '-m', `Notes on ${ids.join(' and ')}`);
    prs.push(git('rev-parse', 'HEAD'));
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', `Merge pull request #${i + 1} from acme/pr${i + 1}`, `pr${i + 1}`);
    merges.push(git('rev-parse', 'HEAD'));
  });
  // main stays at the fourth merge: the fifth pull request is the one the gate stops.
  git('reset', '-q', '--hard', merges[3]);
  git('checkout', '-q', '-b', 'later');
  write({ 'src/app.js': 'console.log(2);\n' });
  git('commit', '-q', '-am', 'Code only');
  const nonDocs = git('rev-parse', 'HEAD');
  write(notes('Q08', 5));
  git('add', '-A');
  git('commit', '-q', '-m', 'Five notes pages on deleting accounts');
  const breaksQ08 = git('rev-parse', 'HEAD');
  git('checkout', '-q', 'main');
  return { dir, c0, prs, merges: merges.slice(0, 4).concat(merges[4]), nonDocs, breaksQ08 };
}
