/**
 * The home page's benchmark: nothing is drawn until the panel is first seen; then every
 * bar grows from zero once, linearly, over as many seconds as its time, while its counter runs up.
 * Screen readers get the same figures as a table.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useStrings } from '../../src/theme/index.ts';
import { barWidth, BENCHMARK, formatTime } from './benchmark.ts';

/** Every bar in drawing order, the order of the counters. */
const ROWS = BENCHMARK.flatMap((g) => g.metrics);

export function BenchmarkPanel() {
  const strings = useStrings();
  const panel = useRef<HTMLDivElement>(null);
  const counters = useRef<(HTMLSpanElement | null)[]>([]);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Counters run with the bars, written straight to the DOM so the panel does not re-render per frame.
  useEffect(() => {
    if (!started) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      ROWS.forEach((m, i) => {
        const el = counters.current[i];
        if (el) el.textContent = formatTime(m.time);
      });
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = (now - start) / 1000;
      ROWS.forEach((m, i) => {
        const el = counters.current[i];
        if (el) el.textContent = formatTime(Math.min(elapsed, m.time));
      });
      if (ROWS.some((m) => elapsed < m.time)) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [started]);

  let index = 0;
  return (
    <section className={`benchmark${started ? ' started' : ''}`} aria-labelledby="benchmark-title">
      <h2 id="benchmark-title">{strings.benchmark}</h2>
      <p className="benchmark-note">{strings.benchmarkNote}</p>
      {/* A table lays out at its content width whatever its own size, so the hiding box is a div. */}
      <div className="s-visually-hidden">
        <table>
          <thead>
            <tr>
              <th scope="col">{strings.benchmarkTool}</th>
              {BENCHMARK.map((g) => (
                <th scope="col" key={g.label}>
                  {strings[g.label]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BENCHMARK[0].metrics.map((m, r) => (
              <tr key={m.desc}>
                <th scope="row">{m.desc}</th>
                {BENCHMARK.map((g) => (
                  <td key={g.label}>{formatTime(g.metrics[r].time)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="benchmark-groups" ref={panel} aria-hidden="true">
        {BENCHMARK.map((group) => (
          <div className="benchmark-group" key={group.label}>
            <div className="benchmark-label">{strings[group.label]}</div>
            {group.metrics.map((m) => {
              const i = index++;
              return (
                <div className={`benchmark-row${m.desc === 'Rsbuild' ? ' ours' : ''}`} key={m.desc}>
                  <span className="benchmark-desc">{m.desc}</span>
                  <span className="benchmark-track">
                    {started && (
                      <span
                        className="benchmark-bar"
                        style={{ '--bar-width': `${barWidth(m.time, BENCHMARK)}%`, animationDuration: `${m.time}s` } as CSSProperties}
                      />
                    )}
                  </span>
                  <span
                    className="benchmark-time"
                    ref={(el) => {
                      counters.current[i] = el;
                    }}
                  >
                    {started ? '' : '\u00a0'}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
