/** Text written once per language of the site: `{ en: 'Guide', zh: '指南' }`, the one shape for it (data such as a site's tool list; UI texts are in the dictionary). */
export type LocalizedText = Record<string, string>;

/**
 * The text in `lang`. One lacking that language throws instead of showing another language: a page
 * that shows it fails the build's prerender, which names the text and the language.
 */
export function textIn(text: LocalizedText, lang: string): string {
  const own = text[lang];
  if (own === undefined)
    throw new Error(`the text "${Object.values(text)[0] ?? ''}" has no "${lang}" version (it has ${Object.keys(text).join(', ') || 'none'})`);
  return own;
}
