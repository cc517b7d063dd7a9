/**
 * The theme's MDX blocks spelled out as plain Markdown for the `.md` copies of the pages:
 * tab groups become labelled sections, the benchmark a table of its figures, and blocks
 * that only make sense on screen (the overview, the toolchain cards) are dropped.
 */
import { BENCHMARK, formatTime } from '../../theme/home/benchmark.ts';
import en from '../../shared/ui-strings-en.ts';
import zh from '../../shared/ui-strings-zh.ts';
import type { Lang } from '../../shared/types.ts';

/** A string attribute of a JSX tag: `name="x"`, `name='x'` or `name={'x'}`. */
function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** `values={['a', "b"]}` → ['a', 'b']. */
function arrayAttribute(attrs: string, name: string): string[] {
  const m = new RegExp(`(?:^|\\s)${name}=\\{\\s*\\[([^\\]]*)\\]\\s*\\}`).exec(attrs);
  return m ? [...m[1].matchAll(/["'`]([^"'`]*)["'`]/g)].map((v) => v[1]) : [];
}

/** `<Tabs><Tab label="A">…</Tab></Tabs>` → `**A**` followed by the tab's content, per tab. */
export function tabsToSections(markdown: string): string {
  return markdown.replace(/<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g, (_m, tabsAttrs: string, body: string) => {
    const values = arrayAttribute(tabsAttrs, 'values');
    let index = 0;
    return body
      .replace(/<Tab\b([^>]*?)\s*>/g, (_t, attrs: string) => {
        const label = attribute(attrs, 'label') ?? values[index] ?? attribute(attrs, 'value') ?? '';
        index++;
        return label ? `**${label}**\n` : '';
      })
      .replace(/<\/Tab>/g, '');
  });
}

/** The benchmark figures as a Markdown table, one row per tool and one column per measure. */
export function benchmarkTable(lang: Lang): string {
  const strings = lang === 'zh' ? zh : en;
  const header = [strings.benchmarkTool, ...BENCHMARK.map((g) => g.label[lang])];
  const rows = BENCHMARK[0].metrics.map((m, r) => [m.desc, ...BENCHMARK.map((g) => formatTime(g.metrics[r].time))]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`## ${strings.benchmark}`, '', strings.benchmarkNote, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the theme's blocks in page source (outside code fences) by their Markdown form. */
export function blocksToMarkdown(markdown: string, lang: Lang): string {
  return tabsToSections(markdown)
    .replace(/<BenchmarkPanel\s*\/>/g, () => benchmarkTable(lang))
    .replace(/^[ \t]*<(?:Overview|ToolchainBlock)\s*\/>[ \t]*$/gm, '');
}
