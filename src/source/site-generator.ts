/**
 * Which docs site generator publishes a side's docs, for the anchors labels are written in
 * (chunk/site-slug.ts): the config's `site.generator` when set, else the generator whose config
 * the docs scope was found by (mkdocs.yml, book.toml, .vitepress/config.*, docusaurus.config.*,
 * a Starlight astro.config, Hugo's config, Sphinx's conf.py), else GitHub's anchors. Pure.
 */
import type { SiteConfig, SiteGenerator } from '../config/site';
import type { ScopeSource } from './scope-detect';

const BY_SOURCE: Partial<Record<ScopeSource, SiteGenerator>> = {
  mkdocs: 'mkdocs',
  docusaurus: 'docusaurus',
  sphinx: 'sphinx',
  vitepress: 'vitepress',
  starlight: 'starlight',
  hugo: 'hugo',
  mdbook: 'mdbook',
};

/** The generator a scope's source names; `github` for a docs folder, the whole repository, Antora (AsciiDoc) or the config's globs. */
export function generatorOfSource(source: ScopeSource): SiteGenerator {
  return BY_SOURCE[source] ?? 'github';
}

/** The config's generator when it names one (not `auto`), else null: detect it. */
export function configuredGenerator(site: SiteConfig | undefined): SiteGenerator | null {
  return site && site.generator !== 'auto' ? site.generator : null;
}
