/**
 * `npm run check:a11y [-- routes…]`: the accessibility sweep (sweep.ts) over every route of the built
 * site in dist/ (or the routes named), both themes, 1280 and 390 px. The overlays (search, phone menu,
 * a tab, a zoomed image, the copy-Markdown menu) are the shell's and the components', the same on
 * every page: they are opened on the sample of A11Y_SAMPLE, which has every layout and component,
 * and on every named route. Prints one line per violation and fails on any.
 */
import { builtRoutes, launchBrowser, startSite } from '../harness.ts';
import { A11Y_SAMPLE, formatFinding, sweep } from './sweep.ts';

const named = process.argv.slice(2);
const routes = named.length ? named : [...builtRoutes().keys()].sort();
const site = await startSite();
const browser = await launchBrowser();
const live = process.stdout.isTTY;
const started = performance.now();
try {
  const findings = await sweep(browser, site.base, routes, {
    overlays: (route) => named.length > 0 || A11Y_SAMPLE.includes(route),
    parallel: 2,
    onProgress: (done, total) => {
      if (live) process.stdout.write(`\r${done}/${total} page views`);
      else if (done % 200 === 0 || done === total) console.log(`${done}/${total} page views`);
    },
  });
  if (live) process.stdout.write('\n');
  for (const finding of findings) console.error(formatFinding(finding));
  const views = new Set(findings.map((f) => `${f.route} ${f.theme} ${f.width} ${f.state}`));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`check:a11y: ${routes.length} routes × 2 themes × 2 widths in ${seconds} s: ${findings.length} violation(s) in ${views.size} view(s)`);
  process.exitCode = findings.length ? 1 : 0;
} finally {
  await browser.close();
  await site.close();
}
