/**
 * Highlights fenced code at build time with Shiki (light and dark colours as CSS variables,
 * so the browser ships no highlighter). Reads the fence meta (fence-meta.ts): `title="file.ts"`,
 * `{1,3-5}` line highlights, `lineNumbers` / `showLineNumbers=false`, `wrap` / `wrap=false`.
 *
 * The highlighted `<code>` travels as one HTML string (`data-html`, rendered by CodeBlock):
 * as JSX every token would be an element call with a style object, which made code-heavy page
 * chunks several times larger and gave React thousands of nodes to hydrate that never change.
 */
import { visit } from 'unist-util-visit';
import { toString as textOf } from 'hast-util-to-string';
import { toHtml } from 'hast-util-to-html';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight, transformerNotationFocus } from '@shikijs/transformers';
import type { Element, Root } from 'hast';
import type { Highlighter } from 'shiki';
import { CODE_THEMES, isCodeLanguage, loadCodeLanguages, normalizeLanguage } from './highlighter.ts';
import { parseFenceMeta, withoutNocheck } from './fence-meta.ts';

export interface CodeOptions {
  highlighter: Highlighter;
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  /** Called for a fence whose language is missing or unknown. */
  onProblem: (line: number, column: number, reason: string) => void;
}

/**
 * Highlighted blocks per highlighter, by language, meta and code: the English and Chinese pages
 * share most of their code, and a page compiled again (dev server) mostly keeps its blocks.
 * Bounded, oldest first out, so a long dev session does not grow it forever.
 */
const highlighted = new WeakMap<Highlighter, Map<string, { classes: string[]; html: string }>>();
const MAX_HIGHLIGHTED = 5000;

function highlight(highlighter: Highlighter, source: string, lang: string, meta: string) {
  const memo = highlighted.get(highlighter) ?? new Map<string, { classes: string[]; html: string }>();
  highlighted.set(highlighter, memo);
  const key = JSON.stringify([lang, meta, source]);
  const hit = memo.get(key);
  if (hit) return hit;
  const root = highlighter.codeToHast(source, {
    lang,
    themes: CODE_THEMES,
    defaultColor: false,
    meta: { __raw: meta },
    // No time limit per line: Shiki's default (500 ms) leaves the rest of a line untokenized
    // when the machine is busy, so a loaded build would lose colours and `[!code --]` marks.
    tokenizeTimeLimit: 0,
    transformers: [transformerMetaHighlight(), transformerNotationHighlight(), transformerNotationDiff(), transformerNotationFocus()],
  });
  const pre = root.children[0] as Element;
  const result = { classes: (pre.properties.className as string[]) ?? [], html: toHtml(pre.children) };
  if (memo.size >= MAX_HIGHLIGHTED) memo.delete(memo.keys().next().value!);
  memo.set(key, result);
  return result;
}

/** The `<code>` of a `<pre>` and its fence language (`language-ts` → `ts`), as written. */
function fenceOf(pre: Element) {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const classes = (code?.properties.className as string[] | undefined) ?? [];
  return { code, lang: classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) };
}

export function rehypeCode(options: CodeOptions) {
  return () => async (tree: Root) => {
    const langs = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      const { lang } = node.tagName === 'pre' ? fenceOf(node) : {};
      if (lang) langs.add(normalizeLanguage(lang));
    });
    await loadCodeLanguages(options.highlighter, langs);
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const { code, lang: written } = fenceOf(node);
      if (!code) return;
      const pos = node.position?.start ?? { line: 1, column: 1 };
      if (!written) {
        options.onProblem(pos.line, pos.column, 'code fence without a language (write ```ts, ```bash, ```text …)');
        return;
      }
      const lang = normalizeLanguage(written);
      // Without `nocheck`: its reason is no line highlight or title (fence-meta.ts).
      const meta = withoutNocheck(String((code.data as { meta?: string } | undefined)?.meta ?? ''));
      if (lang !== 'text' && !isCodeLanguage(lang)) {
        options.onProblem(pos.line, pos.column, `unknown code language "${lang}"`);
        return;
      }
      const parsed = parseFenceMeta(meta);
      const source = textOf(code).replace(/\n$/, '');
      const highlightedBlock = highlight(options.highlighter, source, lang, meta);
      const lineNumbers = parsed.lineNumbers ?? options.showLineNumbers;
      const preClasses = highlightedBlock.classes.filter((c) => c !== 'shiki' && !c.startsWith('github'));
      const pre: Element = {
        type: 'element',
        tagName: 'pre',
        properties: {
          className: ['shiki', ...preClasses, ...(lineNumbers ? ['s-line-numbers'] : [])],
          dataLang: lang,
          ...(parsed.title ? { dataTitle: parsed.title } : {}),
          ...((parsed.wrap ?? options.defaultWrapCode) ? { dataWrap: 'true' } : {}),
          tabIndex: 0,
          dataHtml: highlightedBlock.html,
        },
        children: [],
      };
      parent.children[index] = pre;
    });
  };
}
