/** A heading id from its text, close to GitHub's rule (lower case, punctuation dropped, spaces to hyphens). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
