/**
 * The languages `snowball-stemmers` can stem, in the package's own order, read when first asked:
 * the package is 740 KB of script (50 ms to load), which a command that reads a config without
 * naming a language need not pay. The config's check and the analyzer both take the list from here.
 */
let languages: readonly string[] | undefined;

export function snowballLanguages(): readonly string[] {
  // The package ships no types; its algorithms() lists what it can stem.
  languages ??= (require('snowball-stemmers') as { algorithms(): string[] }).algorithms();
  return languages;
}
