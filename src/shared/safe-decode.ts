/**
 * Percent-decoding that never throws. URLs come from readers, links and the address bar; a
 * malformed escape (`#%E0%A4%A`, `/guide/%E0%A4%A`) must not break a page or a build, so the
 * text is then kept as it was written.
 */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
