/**
 * Broken-label checks on "any of" groups across a change, in a temporary git repository: a group
 * is broken only when no member resolves (then each member gets its fix and the group's fix is
 * the group with them replaced); a group that still resolves but whose member was renamed is
 * fixed member by member and scored through the renamed member; a member deleted without a
 * trace while another resolves leaves the group working (validate warns about it). fix-labels
 * edits only the member, inside its group.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { recordingIo } from '../support/recording-io';
import { git, writeFiles } from '../engine/repo-fixture';

const install = '## Installing\n\nRun the installer with the offline flag to install without network access; it keeps a local cache of every package it fetched.\n';
const setup = '## Setting up\n\nCreate the configuration file in your home folder, then add the repository token and the default project name to it.\n';
const upgrade = '## Upgrading\n\nUpgrade in place with the upgrade command; it keeps your configuration file and migrates the local cache to the new layout.\n';
const GOLDEN = `questions:
  - id: G1
    question: How do I install without network access?
    relevant:
      - {any: [cli.md#installing, guide.md#setting-up]}
  - id: G2
    question: How do I upgrade in place?
    relevant: [{any: [cli.md#upgrading, guide.md#upgrading]}]
  - id: G3
    question: How do I create the configuration file?
    relevant: [{any: [guide.md#setting-up, cli.md#gone]}]
`;

describe('broken-label checks understand groups', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-groups-'));
    git(dir, 'init', '-q', '-b', 'main');
    writeFiles(dir, {
      '.github/retrieval-gate.yml': "docs: ['*.md']\nk: [1, 5]\npass_k: 5\n",
      '.github/retrieval-golden.yml': GOLDEN,
      'cli.md': `# CLI\n\n${install}\n${upgrade}\n## Gone\n\nA section this change deletes, with words nobody will look for again: zebra quartz.\n`,
      'guide.md': `# Guide\n\n${setup}\n${upgrade}`,
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'docs');
    git(dir, 'checkout', '-q', '-b', 'pr');
    // Both members of G2 renamed (same text); G1's cli member renamed, its guide member kept; cli#gone deleted.
    writeFiles(dir, {
      'cli.md': `# CLI\n\n${install.replace('## Installing', '## Install offline')}\n${upgrade.replace('## Upgrading', '## Upgrade in place')}`,
      'guide.md': `# Guide\n\n${setup}\n${upgrade.replace('## Upgrading', '## Upgrade')}`,
    });
    git(dir, 'commit', '-q', '-am', 'shorter headings');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('broken only when no member resolves; certain member fixes make the group fix', async () => {
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    const by = new Map(report.broken_labels.map((b) => [b.question, b]));
    // G2: no member resolves at head; both renamed with the same text.
    expect(by.get('G2')).toMatchObject({
      kind: 'new',
      label: '{any: [cli.md#upgrading, guide.md#upgrading]}',
      fix: { kind: 'renamed', label: '{any: [cli.md#upgrade-in-place, guide.md#upgrade]}' },
      scored_via: '{any: [cli.md#upgrade-in-place, guide.md#upgrade]}',
    });
    expect(by.get('G2')!.suggestion).toMatch(/^no member of the group resolves: cli\.md#upgrading: heading renamed/);
    // G1: still resolves through guide.md, but its cli member was renamed: fixed in place, scored through it.
    expect(by.get('G1')).toMatchObject({ fix: { kind: 'renamed', label: '{any: [cli.md#install-offline, guide.md#setting-up]}' } });
    // G3: a member deleted without a trace while the other resolves: the group works, no entry.
    expect(by.has('G3')).toBe(false);
    const statuses = new Map(report.questions.map((q) => [q.id, q.status]));
    for (const id of ['G1', 'G2', 'G3']) expect(statuses.get(id)).not.toBe('newly_failing');
  });

  test('fix-labels rewrites the members inside their groups, nothing else', async () => {
    const io = recordingIo(dir);
    expect(await main(['fix-labels', '--base', 'main', '--head', 'pr'], io)).toBe(0);
    const after = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    expect(after).toBe(
      GOLDEN.replace('{any: [cli.md#installing, guide.md#setting-up]}', '{any: [cli.md#install-offline, guide.md#setting-up]}').replace(
        '[{any: [cli.md#upgrading, guide.md#upgrading]}]',
        '[{any: [cli.md#upgrade-in-place, guide.md#upgrade]}]',
      ),
    );
    // The validate check on the fixed set: G3's dead member is the one warning left.
    const v = recordingIo(dir);
    expect(await main(['validate', '--rev', 'pr', '--golden', '.github/retrieval-golden.yml'], v)).toBe(1);
    expect(v.out).toMatch(/retrieval-golden\.yml:11:44: warning: question 'G3': group member 'cli\.md#gone' resolves nowhere in pr/);
  });
});
