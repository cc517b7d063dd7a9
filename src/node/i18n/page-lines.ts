/**
 * The lines of a page the translation checks compare (glossary terms, H2 counts, the recorded
 * `sourceHash`): frontmatter apart, prose lines with their numbers, code fences left out. These
 * checks work line by line on the files as written, which is what a translator edits.
 */
export interface PageLines {
  frontmatter: string;
  /** Prose lines with their 1-based line numbers (code fences removed). */
  prose: { text: string; line: number }[];
}

export function pageLines(source: string): PageLines {
  const lines = source.split('\n');
  let start = 0;
  let frontmatter = '';
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      frontmatter = lines.slice(1, end).join('\n');
      start = end + 1;
    }
  }
  const prose: PageLines['prose'] = [];
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (fence) {
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && !match[2].trim()) fence = undefined;
      continue;
    }
    if (match) {
      fence = match[1];
      continue;
    }
    prose.push({ text: lines[i], line: i + 1 });
  }
  return { frontmatter, prose };
}
