import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
const dist = process.argv[2] ?? 'dist';
const cache = new Map<string, number>();
const gz = (f: string) => { if (!cache.has(f)) cache.set(f, gzipSync(readFileSync(join(dist, f)), { level: 9 }).length); return cache.get(f)!; };
const rows: [string, number][] = [];
for (const f of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!f.endsWith('.html')) continue;
  const html = readFileSync(join(dist, f), 'utf8');
  const m = /<script type="application\/json" id="site-boot">(.*?)<\/script>/s.exec(html);
  if (!m) continue;
  const boot = JSON.parse(m[1]);
  const files = new Set<string>([boot.app, ...(boot.preload ?? [])]);
  rows.push([f, [...files].reduce((s, x) => s + gz(x), 0)]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log(rows.length, 'pages; max', rows.slice(0, 3).map(([f, n]) => `${f} ${(n / 1024).toFixed(2)} KB`).join(', '), '; over 90 KB:', rows.filter((r) => r[1] > 90 * 1024).length);
