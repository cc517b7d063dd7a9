/** `<BenchmarkPanel />` spelled out for the Markdown copies (its `markdown` module in site.config.ts): a table of its figures. */
import { BENCHMARK, formatTime } from './benchmark.ts';
import type { Lang, Strings } from '../../src/helpers.ts';

/** The benchmark figures under their heading, one row per tool and one column per measure. */
export default function benchmarkTable(_lang: Lang, strings: Strings): string {
  const header = [strings.benchmarkTool, ...BENCHMARK.map((g) => strings[g.label])];
  const rows = BENCHMARK[0].metrics.map((m, r) => [m.desc, ...BENCHMARK.map((g) => formatTime(g.metrics[r].time))]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`## ${strings.benchmark}`, '', strings.benchmarkNote, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
