/** `<BenchmarkPanel />` spelled out for the Markdown copies (its `markdown` module in site.config.ts): a table of its figures. */
import { BENCHMARK, formatTime } from './benchmark.ts';
import en from '../strings/en.ts';
import zh from '../strings/zh.ts';
import { type Lang, textIn } from '../../src/helpers.ts';

/** The benchmark figures under their heading, one row per tool and one column per measure. */
export default function benchmarkTable(lang: Lang): string {
  const strings = lang === 'zh' ? zh : en;
  const header = [strings.benchmarkTool, ...BENCHMARK.map((g) => textIn(g.label, lang))];
  const rows = BENCHMARK[0].metrics.map((m, r) => [m.desc, ...BENCHMARK.map((g) => formatTime(g.metrics[r].time))]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [`## ${strings.benchmark}`, '', strings.benchmarkNote, '', line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
