/**
 * The engine's browser-safe entry: pure helpers and types for a site's own browser modules
 * (home blocks, toolchain popup, search vocabulary), which are bundled into the page and also
 * built by other tools (bench/peers), where the engine's `virtual:` modules do not exist.
 * Everything here imports no `virtual:` module, CSS, Node built-in or React.
 * Node-side site code imports src/index.ts, which re-exports this file; components use src/theme/index.ts.
 */

// Text written once per language
export { type LocalizedText, textIn } from './shared/localized-text.ts';

// The dictionary: a strings module's shape (SiteDictionary), the site's own texts (SiteStrings, to augment), a whole language's (Strings)
export type { SiteDictionary, SiteStrings, Strings } from './shared/ui-strings.ts';
export type { Lang } from './shared/types.ts';

// Asset URLs under the site base
export { assetUrl } from './shared/assets.ts';

// Search vocabulary: the shape of a site's vocabulary module
export type { SearchVocabulary, VocabularyConcept } from './shared/search/vocabulary.ts';
