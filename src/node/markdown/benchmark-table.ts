/** `<BenchmarkPanel />` spelled out for the Markdown copies: a table of its figures. */
import { BENCHMARK, formatTime } from '../../theme/home/benchmark.ts';
import { textIn } from '../../shared/localized-text.ts';
import type { ThemeStrings } from '../../shared/ui-strings.ts';

/** The benchmark figures under their heading, one row per tool and one column per measure, in the page's language. */
export function benchmarkTable(lang: string, strings: Pick<ThemeStrings, 'benchmark' | 'benchmarkNote' | 'benchmarkTool'>): string {
  const header = [strings.benchmarkTool, ...BENCHMARK.map((g) => textIn(g.label, lang))];
  const rows = BENCHMARK[0].metrics.map((m, r) => [m.desc, ...BENCHMARK.map((g) => formatTime(g.metrics[r].time))]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`## ${strings.benchmark}`, '', strings.benchmarkNote, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
