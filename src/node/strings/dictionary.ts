/**
 * The rules of a language's dictionary: the engine's defaults with the site's texts laid over them,
 * and which texts a language lacks. Pure, for both the build and its tests.
 */
export type Texts = { readonly [key: string]: unknown };

const isGroup = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The engine's defaults (if it has the language) with the site's texts over them; a group such as `searchModal` merges text by text. */
export function mergeDictionary(defaults: Texts | undefined, site: Texts | undefined): Texts {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(site ?? {})) {
    const base = merged[key];
    merged[key] = isGroup(base) && isGroup(value) ? { ...base, ...value } : value;
  }
  return merged;
}

/**
 * The texts every language must have: the engine's (its English defaults hold them all) and the
 * site's own, given in any language.
 */
export function referenceTexts(engine: Texts, site: readonly Texts[]): Texts {
  return site.reduce<Texts>((reference, texts) => mergeDictionary(reference, texts), engine);
}

/** The texts of `reference` that `dictionary` lacks or holds in another shape, as paths (`searchModal.recent`). */
export function missingTexts(reference: Texts, dictionary: Texts, prefix = ''): string[] {
  return Object.entries(reference).flatMap(([key, value]) => {
    const path = prefix + key;
    const own = dictionary[key];
    if (isGroup(value)) return isGroup(own) ? missingTexts(value, own, `${path}.`) : [path];
    return typeof own === 'string' ? [] : [path];
  });
}
