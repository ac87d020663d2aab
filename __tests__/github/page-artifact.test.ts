/**
 * The report page in the Action, in process (github/page-artifact.ts): written beside report.json,
 * handed to the uploader (faked here; page-artifact-dist.test.ts runs the real @actions/artifact
 * against a loopback service), its address built only from the run's own parts, and linked from
 * the comment and the summary only when it has an artifact's shape. A failed upload is a warning.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { artifactUrl, publishPage, type ArtifactUploader } from '../../src/github/page-artifact';
import { readSettings } from '../../src/github/inputs';
import type { ActionCore } from '../../src/github/toolkit';
import { pageLink, renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { loadFixture } from '../support/page-reports';
import { tempDirs } from './git-repos';

const { temp } = tempDirs();

function recordingCore() {
  const lines = { info: [] as string[], warning: [] as string[] };
  const core = { info: (m: string) => void lines.info.push(m), warning: (m: string) => void lines.warning.push(m) } as unknown as ActionCore;
  return { core, lines };
}

const SERVICE = { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/', GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '77' };

test('written, uploaded, and addressed as the run’s artifact', async () => {
  const dir = temp('rg-page-');
  const settings = readSettings(() => '', { GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir });
  const uploaded: string[] = [];
  const uploader: ArtifactUploader = { upload: async (f) => (uploaded.push(f), { id: 12 }) };
  const { core, lines } = recordingCore();
  const page = await publishPage(settings, core, SERVICE, loadFixture(), uploader);
  expect(page).toEqual({ path: path.join(dir, 'retrieval-gate', 'retrieval-gate-report-default.html'), url: 'https://github.com/acme/docs/actions/runs/77/artifacts/12' });
  expect(uploaded).toEqual([page.path]);
  expect(readFileSync(page.path, 'utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*✗ Gate failed/);
  expect(lines.warning).toEqual([]);
});

test('a failed upload is a warning naming where the page is; no service, a line; html off, nothing', async () => {
  const dir = temp('rg-page-');
  const settings = readSettings(() => '', { GITHUB_WORKSPACE: dir, RUNNER_TEMP: dir });
  const failing: ArtifactUploader = { upload: async () => Promise.reject(new Error('Conflict: an artifact with this name already exists on the workflow run')) };
  const a = recordingCore();
  expect(await publishPage(settings, a.core, SERVICE, loadFixture(), failing)).toEqual({ path: settings.htmlPath, url: '' });
  expect(a.lines.warning).toEqual([`retrieval-gate: could not upload the report page as an artifact (Conflict: an artifact with this name already exists on the workflow run); it is at ${settings.htmlPath}`]);
  const b = recordingCore();
  const never: ArtifactUploader = { upload: () => Promise.reject(new Error('not called')) };
  expect(await publishPage(settings, b.core, { GITHUB_REPOSITORY: 'acme/docs' }, loadFixture(), never)).toEqual({ path: settings.htmlPath, url: '' });
  expect(b.lines.info.join('\n')).toContain('no artifact service on this runner');
  const off = readSettings((n) => (n === 'html' ? 'false' : ''), { GITHUB_WORKSPACE: dir });
  expect(await publishPage(off, b.core, SERVICE, loadFixture(), never)).toEqual({ path: '', url: '' });
});

test('the address is built from the run’s own parts, of a strict shape', () => {
  expect(artifactUrl({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '5', GITHUB_SERVER_URL: 'https://ghe.example.com' }, 9)).toBe('https://ghe.example.com/acme/docs/actions/runs/5/artifacts/9');
  for (const env of [{ GITHUB_REPOSITORY: 'acme/docs' }, { GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '5x' }, { GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '5', GITHUB_SERVER_URL: 'javascript:alert(1)//' }, { GITHUB_REPOSITORY: 'a/b/../c', GITHUB_RUN_ID: '5' }]) {
    expect(artifactUrl(env, 9)).toBeUndefined();
  }
  expect(artifactUrl({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '5' }, undefined)).toBeUndefined();
  expect(artifactUrl({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '5' }, 1.5)).toBeUndefined();
});

test('the comment and the summary link the page; an address of any other shape is no link', () => {
  const url = 'https://github.com/acme/docs/actions/runs/77/artifacts/12';
  const comment = renderComment(loadFixture(), { pageUrl: url });
  expect(comment).toContain(`📊 [Report page](${url}): `);
  expect(renderSummary(loadFixture(), { pageUrl: url })).toContain(`📊 [Report page](${url}): `);
  expect(renderComment(loadFixture())).not.toContain('Report page');
  for (const bad of ['javascript:alert(1)', 'https://evil.example/x', `${url})[x](https://evil.example`, `${url}\n@octocat`, 'https://github.com/acme/docs/actions/runs/77/artifacts/12/../../x']) {
    expect(pageLink(bad)).toBe('');
    expect(renderComment(loadFixture(), { pageUrl: bad })).not.toContain('Report page');
  }
});
