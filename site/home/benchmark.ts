/** The benchmark panel's data and its pure rules. */
import type { SiteStrings } from '../../src/helpers.ts';

export interface BenchmarkMetric {
  /** Row key: the tool measured. */
  desc: string;
  /** Seconds. */
  time: number;
}
export interface BenchmarkGroup {
  /** The measure's name in the dictionary. */
  label: keyof SiteStrings;
  metrics: BenchmarkMetric[];
}

const row = (rsbuild: number, viteSwc: number, webpackSwc: number, webpackBabel: number): BenchmarkMetric[] => [
  { desc: 'Rsbuild', time: rsbuild },
  { desc: 'Vite + SWC', time: viteSwc },
  { desc: 'webpack + SWC', time: webpackSwc },
  { desc: 'webpack + Babel', time: webpackBabel },
];

/** Seconds, from the public build-tools-performance benchmark (2025). */
export const BENCHMARK: BenchmarkGroup[] = [
  { label: 'benchmarkDevStart', metrics: row(0.41, 1.29, 2.26, 5.02) },
  { label: 'benchmarkBuild', metrics: row(0.28, 1.39, 2.01, 6.52) },
  { label: 'benchmarkHmr', metrics: row(0.08, 0.05, 0.2, 0.2) },
];

/** Bar width: the time as a percentage of the largest time over all groups. */
export function barWidth(time: number, groups: BenchmarkGroup[]): number {
  const max = Math.max(...groups.flatMap((g) => g.metrics.map((m) => m.time)));
  return max > 0 ? (time / max) * 100 : 0;
}

/** Milliseconds without decimals under a second, otherwise seconds with two decimals. */
export function formatTime(seconds: number): string {
  return seconds < 1 ? `${Math.round(seconds * 1000)}ms` : `${seconds.toFixed(2)}s`;
}
