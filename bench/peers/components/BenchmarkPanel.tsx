/** Stand-in for our home page's benchmark panel: the same figures as a static table (no animation). */
import { useLang } from '@rspress/core/runtime';
import { BENCHMARK } from '../../../site/home/benchmark.ts';
import en from '../../../site/strings/en.ts';
import zh from '../../../site/strings/zh.ts';

export default function BenchmarkPanel() {
  const strings = useLang() === 'zh' ? zh : en;
  return (
    <table>
      <tbody>
        {BENCHMARK.flatMap((group) =>
          group.metrics.map((m) => (
            <tr key={`${group.label}-${m.desc}`}>
              <th>{strings[group.label]}</th>
              <td>{m.desc}</td>
              <td>{m.time.toFixed(2)} s</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
