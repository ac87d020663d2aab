/**
 * The test tiers: which test files are slow, and why. Every file not named here is in the quick
 * tier (`npm run test:quick`: the unit and fast integration tests, run before each commit); `npm
 * test` runs every tier. jest.config.cjs makes one Jest project of each (its displayName is the
 * tier's name), so `npx jest --selectProjects corpora` or `npm run test:tier -- corpora` runs one,
 * and `npx jest path/to/file.test.ts` runs a file whatever its tier. A file listed here that does
 * not exist fails __tests__/setup/tiers.test.ts, so a rename cannot drop a slow file into the quick tier.
 */
const TIERS = {
  corpora: {
    about: 'retrieval, chunking and model quality: the real documentation corpora (../shared/corpora or RG_CORPORA), the shipped encoder against its reference',
    files: [
      '__tests__/retrieve/encoder.test.ts',
      '__tests__/retrieve/bm25-lead.test.ts',
      '__tests__/cli/beir.test.ts',
      '__tests__/bench/quality-golden.test.ts',
      '__tests__/draft/candidate-recall.test.ts',
      '__tests__/engine/shared-bm25-corpora.test.ts',
      '__tests__/golden/health-corpora.test.ts',
      '__tests__/golden/span-judging-corpora.test.ts',
      '__tests__/init/init-corpora.test.ts',
      '__tests__/labels/corpora.test.ts',
      '__tests__/source/scope-corpora.test.ts',
      '__tests__/source/corpus-snapshot.test.ts',
      '__tests__/engine/flask-labels.test.ts',
      '__tests__/retrieve/collapse-corpora.test.ts',
      '__tests__/chunk/front-matter-corpora.test.ts',
      '__tests__/chunk/corpus.test.ts',
      '__tests__/chunk/chunk-lines.test.ts',
      '__tests__/bench/real-questions.test.ts',
    ],
  },
  integration: {
    about: 'whole compares and trust checks on temporary git repositories through the engine, seconds each: run before a pull request, not each commit',
    files: [
      '__tests__/engine/trust-keys.test.ts',
      '__tests__/source/scope-sites.test.ts',
      '__tests__/engine/base-side-cache.test.ts',
      '__tests__/github/cache-trust.test.ts',
      '__tests__/source/git.test.ts',
      '__tests__/engine/scope-own-page.test.ts',
      '__tests__/retrieve/adapters-e2e.test.ts',
      '__tests__/github/run.test.ts',
      '__tests__/answers/answers-e2e.test.ts',
      '__tests__/engine/missing-key-and-trust.test.ts',
      '__tests__/engine/trust-invalid-head.test.ts',
      '__tests__/engine/verdict-cases.test.ts',
      '__tests__/engine/base-side-claims.test.ts',
      '__tests__/engine/workers-engine.test.ts',
      '__tests__/config/trust-spellings.test.ts',
      '__tests__/cli/compare.test.ts',
      '__tests__/cli/compare-html.test.ts',
      '__tests__/cli/local-loop.test.ts',
      '__tests__/engine/trust-golden.test.ts',
      '__tests__/engine/encoder-hybrid-compare.test.ts',
      '__tests__/engine/run-compare.test.ts',
    ],
  },
  history: {
    about: 'replays of real repositories’ histories and long pull-request sequences through git',
    files: [
      '__tests__/source/label-history-one-log.test.ts',
      '__tests__/engine/real-history.test.ts',
      '__tests__/engine/real-history-sphinx.test.ts',
      '__tests__/engine/fixture-history.test.ts',
      '__tests__/engine/pr-sequence.test.ts',
      '__tests__/cli/history.test.ts',
      '__tests__/github/history-e2e.test.ts',
    ],
  },
  growth: {
    about: 'linear-time checks on hostile input at growing sizes (processor time, re-measured: support/timing.ts)',
    files: [
      '__tests__/golden/amplification.test.ts',
      '__tests__/safety/growth.test.ts',
      '__tests__/engine/judge-linear.test.ts',
      '__tests__/chunk/adversarial-time.test.ts',
      '__tests__/chunk/hostile-budgets.test.ts',
      '__tests__/chunk/html-budgets.test.ts',
    ],
  },
  dist: {
    about: 'the built bundles end to end: the Action and the CLI in child processes, packing, workers',
    files: [
      '__tests__/source/setting-size.test.ts',
      '__tests__/cli/init.test.ts',
      '__tests__/retrieve/encoder-threads.test.ts',
      '__tests__/cli/install.test.ts',
      '__tests__/release/release-check.test.ts',
      '__tests__/source/scope-memory.test.ts',
      '__tests__/github/e2e-dist.test.ts',
      '__tests__/github/e2e-trust.test.ts',
      '__tests__/github/e2e-attacks-dist.test.ts',
      '__tests__/github/dist-cache-service.test.ts',
      '__tests__/github/side-budget-dist.test.ts',
      '__tests__/cli/dist-cli.test.ts',
      '__tests__/cli/dist-workers.test.ts',
      '__tests__/release/pack.test.ts',
      '__tests__/cli/cache-folder.test.ts',
      '__tests__/cli/golden-links.test.ts',
      '__tests__/engine/model-budget.test.ts',
      '__tests__/github/own-page-dist.test.ts',
      '__tests__/safety/terminal-controls.test.ts',
      '__tests__/draft/draft-hostile.test.ts',
      '__tests__/github/page-artifact-dist.test.ts',
    ],
  },
  browser: {
    about: 'the report page in headless Chromium (Debian\'s chromium, driven by playwright-core): loads clean, keyboard, print, hostile text inert',
    files: ['__tests__/browser/report-page.test.ts'],
  },
  engines: {
    about: 'the search-engine retrievers against real OpenSearch and Elasticsearch servers (.ci/search-servers.sh starts them; RG_TEST_OPENSEARCH_URL, RG_TEST_ELASTICSEARCH_URL)',
    files: ['__tests__/engines/search-server.test.ts'],
  },
  tmux: {
    about: 'the interactive review in a real terminal (tmux), and the progress bar of a cold embedding',
    files: ['__tests__/draft/review-tty.test.ts', '__tests__/draft/review-edit-mask.test.ts', '__tests__/draft/review-screen-tty.test.ts', '__tests__/cli/progress-tty.test.ts'],
  },
};

module.exports = { TIERS };
