/**
 * One term per concept in a translation: a language's glossary (`docs/glossary.<lang>.json`, e.g.
 * docs/glossary.zh.json) names, for each term of the source language, the term the translated
 * pages use and the variants they must not use; `npm run check:i18n` reports every variant found
 * in the prose of a page of that language as `file:line:col`, with the term to use. The prose is
 * what the page compile gives (markdown/remark-prose.ts): text a reader sees and the
 * frontmatter's values, never code, link targets, JSX attributes or heading ids, so code keeps
 * its identifiers (`[contenthash]`, `hash: true`).
 *
 * The same pass checks that links to MDN open its edition in the language (`mdnLocale`).
 */
import type { CompiledPage } from '../markdown/compile-page.ts';

export interface GlossaryTerm {
  /** The term in the source language, for the reader of the glossary and the messages. */
  source: string;
  /** The one term of the translation. */
  term: string;
  /**
   * Variants that are wrong in prose. Latin variants match as whole words, ignoring case
   * (`hash` matches `Hash` but not `contenthash`); others match as written.
   */
  wrong: string[];
  /** Why, or how to rewrite, when the replacement is not a plain swap. */
  note?: string;
}

export interface Glossary {
  /** MDN's edition in the language (`zh-CN`): links to MDN must open it. */
  mdnLocale?: string;
  terms: GlossaryTerm[];
  /** Phrases that read as translated from English, with a natural rewrite. */
  calques?: { wrong: string; instead: string }[];
}

export interface GlossaryProblem {
  line: number;
  /** 1-based column of the variant in the source line. */
  col: number;
  found: string;
  message: string;
}

const MDN = /^https?:\/\/developer\.mozilla\.org\/([^/?#]+)/;

const isLatin = (s: string) => /^[\x20-\x7e]+$/.test(s);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(variant: string): RegExp {
  return isLatin(variant) ? new RegExp(`(?<![\\w.-])${escapeRegExp(variant)}(?![\\w-]|\\.\\w)`, 'gi') : new RegExp(escapeRegExp(variant), 'g');
}

/** Every glossary and MDN problem of one compiled page of the glossary's language, in source order. */
export function checkGlossary(glossary: Glossary, page: Pick<CompiledPage, 'prose' | 'links'>): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  const rules = [
    ...glossary.terms.flatMap((term) =>
      term.wrong.map((wrong) => ({
        re: matcherOf(wrong),
        message: `use "${term.term}" (${term.source})${term.note ? `: ${term.note}` : ''}`,
      })),
    ),
    ...(glossary.calques ?? []).map((c) => ({ re: matcherOf(c.wrong), message: `reads as translated; write e.g. "${c.instead}"` })),
  ];
  for (const { text, line, column } of page.prose) {
    for (const rule of rules) {
      for (const m of text.matchAll(rule.re)) problems.push({ line, col: column + m.index, found: m[0], message: rule.message });
    }
  }
  for (const link of page.links) {
    const edition = MDN.exec(link.url);
    if (edition && glossary.mdnLocale && edition[1] !== glossary.mdnLocale)
      problems.push({
        line: link.line,
        col: link.column,
        found: edition[0],
        message: `MDN links open developer.mozilla.org/${glossary.mdnLocale}/ on these pages`,
      });
  }
  // `模块热替换` also contains `热替换`: report the longest variant found at a place once.
  const within = (a: GlossaryProblem, b: GlossaryProblem) =>
    a !== b && a.line === b.line && a.col >= b.col && a.col + a.found.length <= b.col + b.found.length && b.found.length > a.found.length;
  return problems.filter((p) => !problems.some((q) => within(p, q))).sort((a, b) => a.line - b.line || a.col - b.col);
}

/** Checks a glossary's own consistency: a term may not be one of the wrong variants of any term. */
export function glossaryConflicts(glossary: Glossary): string[] {
  const conflicts: string[] = [];
  for (const term of glossary.terms) {
    for (const other of glossary.terms) {
      for (const wrong of other.wrong) {
        if (matcherOf(wrong).test(term.term)) conflicts.push(`"${term.term}" (${term.source}) contains "${wrong}", a wrong variant for ${other.source}`);
      }
    }
  }
  return conflicts;
}
