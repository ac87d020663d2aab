/**
 * What run() needs from the outside world, as one object: the @actions/core functions it uses, the
 * environment, git, the GitHub API and the engine. The real one is built in real-deps.ts; tests
 * pass their own.
 */
import type { Report } from '../report/types';
import type { CompareRequest, EngineDeps } from '../engine/types';
import type { CacheStore } from './cache';
import type { Git } from './git-history';
import type { GitHubApi } from './github-api';

export interface ActionCore {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(value: string): void;
  debug(message: string): void;
  info(message: string): void;
  notice(message: string): void;
  warning(message: string, props?: { title?: string; file?: string; startLine?: number }): void;
  error(message: string, props?: { title?: string; file?: string; startLine?: number }): void;
  /** Appends Markdown to the job summary; false when there is no summary file (run outside Actions). */
  writeSummary(markdown: string): Promise<boolean>;
}

/** Uploads a file as an artifact of the workflow run (github/page-artifact.ts has the real one). */
export interface ArtifactUploader {
  /** Uploads `file` as an artifact of this run named by its file name, unzipped; the artifact's id. */
  upload(file: string): Promise<{ id?: number }>;
}

export interface ReportRenderers {
  /** `pageUrl`: the report page's artifact, linked from the comment and the summary when given. */
  renderComment(report: Report, opts?: { pageUrl?: string }): string;
  renderSummary(report: Report, opts?: { pageUrl?: string }): string;
  renderReportJson(report: Report): string;
  commentMarker(goldenFile: string): string;
}

export interface ActionDeps {
  core: ActionCore;
  env: Record<string, string | undefined>;
  git: Git;
  api(token: string, owner: string, repo: string): GitHubApi;
  runCompare(req: CompareRequest, deps: EngineDeps): Promise<Report>;
  render: ReportRenderers;
  /** Whether the runner's cache service is reachable (@actions/cache isFeatureAvailable; asked only when caching would use it). */
  cacheServiceAvailable(): boolean | Promise<boolean>;
  /** The cache service's store; default @actions/cache (tests record calls instead). */
  cacheServiceStore?: () => CacheStore;
  /** Uploads the report page as an artifact of the run; default @actions/artifact (tests fake it). */
  artifacts?: ArtifactUploader;
}
