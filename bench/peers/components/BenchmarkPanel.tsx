/** Stand-in for our home page's benchmark panel: the same figures as a static table (no animation). */
import { useLang } from '@rspress/core/runtime';
import { BENCHMARK } from '../../../site/home/benchmark.ts';

export default function BenchmarkPanel() {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <table>
      <tbody>
        {BENCHMARK.flatMap((group) =>
          group.metrics.map((m) => (
            <tr key={`${group.label.en}-${m.desc}`}>
              <th>{group.label[lang]}</th>
              <td>{m.desc}</td>
              <td>{m.time.toFixed(2)} s</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
