/** `<BenchmarkPanel />` spelled out for the Markdown copies: a table of its figures. */
import { BENCHMARK, formatTime } from '../../theme/home/benchmark.ts';
import en from '../../shared/ui-strings-en.ts';
import zh from '../../shared/ui-strings-zh.ts';
import type { Lang } from '../../shared/types.ts';

/** The benchmark figures under their heading, one row per tool and one column per measure. */
export function benchmarkTable(lang: Lang): string {
  const strings = lang === 'zh' ? zh : en;
  const header = [strings.benchmarkTool, ...BENCHMARK.map((g) => g.label[lang])];
  const rows = BENCHMARK[0].metrics.map((m, r) => [m.desc, ...BENCHMARK.map((g) => formatTime(g.metrics[r].time))]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`## ${strings.benchmark}`, '', strings.benchmarkNote, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
