/**
 * The report page in the Action: written beside report.json, uploaded as an artifact of the
 * workflow run (one HTML file, not zipped, named by its file name), and linked from the comment
 * and the job summary by the address GitHub shows it at. The upload sits behind `ArtifactUploader`
 * (the real one is @actions/artifact, imported on first use); nothing of it decides the verdict: a
 * runner without the artifact service, or a failed upload, leaves the page on disk with a line saying so.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { renderReportPage } from '../report/html/report-page';
import { repositoryUrl } from '../report/markdown-chunk-ref';
import type { Report } from '../report/types';
import type { Settings } from './inputs';
import type { ActionCore, ArtifactUploader } from './toolkit';

export type { ArtifactUploader };

/** @actions/artifact: ESM-only and heavy (the Azure storage client), so loaded only when a page is uploaded. */
export const actionsArtifactUploader: ArtifactUploader = {
  async upload(file) {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    return new DefaultArtifactClient().uploadArtifact(path.basename(file), [file], path.dirname(file), { skipArchive: true });
  },
};

/** Whether the runner gives this step the artifact service (it does on GitHub's runners, in every job). */
export function artifactServiceAvailable(env: Record<string, string | undefined>): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL);
}

/** `https://HOST/OWNER/NAME/actions/runs/RUN/artifacts/ID`, where GitHub shows an artifact; undefined when a part is missing or not of its shape. */
export function artifactUrl(env: Record<string, string | undefined>, id: number | undefined): string | undefined {
  const repo = env.GITHUB_REPOSITORY ? repositoryUrl(`${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}`) : null;
  const run = env.GITHUB_RUN_ID ?? '';
  if (!repo || !/^[0-9]{1,20}$/.test(run) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return `${repo}/actions/runs/${run}/artifacts/${id}`;
}

export interface PublishedPage {
  /** Where the page was written ('' when not). */
  path: string;
  /** The artifact's address ('' when not uploaded). */
  url: string;
}

/** Writes the page and uploads it; never throws (the page is an extra, the verdict is the gate's). */
export async function publishPage(settings: Settings, core: ActionCore, env: Record<string, string | undefined>, report: Report, uploader: ArtifactUploader): Promise<PublishedPage> {
  if (!settings.html) return { path: '', url: '' };
  const file = settings.htmlPath;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, renderReportPage(report));
  } catch (e) {
    core.warning(`retrieval-gate: could not write the report page to ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return { path: '', url: '' };
  }
  core.info(`retrieval-gate: report page written to ${file}`);
  if (!artifactServiceAvailable(env)) {
    core.info('retrieval-gate: no artifact service on this runner (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL): the report page is not uploaded');
    return { path: file, url: '' };
  }
  try {
    const { id } = await uploader.upload(file);
    const url = artifactUrl(env, id) ?? '';
    core.info(`retrieval-gate: report page uploaded as the artifact ${path.basename(file)}${url ? `: ${url}` : ''}`);
    return { path: file, url };
  } catch (e) {
    // A second step of the same job on the same golden set, a re-run, a full quota: the page stays on disk.
    core.warning(`retrieval-gate: could not upload the report page as an artifact (${e instanceof Error ? e.message : String(e)}); it is at ${file}`);
    return { path: file, url: '' };
  }
}
