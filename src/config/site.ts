/**
 * The config's `site` section: which docs site generator publishes the docs, so golden-set labels
 * can be written as the published site's anchors (chunk/site-slug.ts has each generator's rules).
 * `auto` takes the generator whose config the docs scope was found by.
 */
export const SITE_GENERATORS = ['github', 'vitepress', 'mdbook', 'docusaurus', 'mkdocs', 'starlight', 'hugo', 'sphinx'] as const;
export type SiteGenerator = (typeof SITE_GENERATORS)[number];

export interface SiteConfig {
  /** The generator, or `auto`: the one whose config the docs scope was found by (else `github`). */
  generator: SiteGenerator | 'auto';
}
