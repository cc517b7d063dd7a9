/** Text written once per language of the site: `{ en: 'Guide', zh: '指南' }`, the one shape for it. */
export type LocalizedText = Record<string, string>;

/** The text in `lang`, else in the first language it is written in. */
export function textIn(text: LocalizedText, lang: string): string {
  return text[lang] ?? Object.values(text)[0] ?? '';
}
