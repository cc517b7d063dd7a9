/** `?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0` hide parts of a page. */
export const QUERY_FLAGS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
export type QueryFlag = (typeof QUERY_FLAGS)[number];

/** The parts a query string turns off (`=0`). */
export function hiddenByQuery(search: string): Set<QueryFlag> {
  const params = new URLSearchParams(search);
  return new Set(QUERY_FLAGS.filter((flag) => params.get(flag) === '0'));
}
