import { startSite, launchBrowser, openPage } from '/work/main/e2e/harness.ts';
const site = await startSite(process.argv[2] ?? '/tmp/audit-dist');
const browser = await launchBrowser();
const paths = (process.argv[3] ?? '/').split(',');
for (const path of paths) for (const scheme of ['light','dark'] as const) for (const width of [1280, 375]) {
  const { page } = await openPage(browser, { colorScheme: scheme, width });
  await page.goto(site.base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const name = `/tmp/shots/${path.replace(/\W+/g,'_')}-${scheme}-${width}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await page.context().close();
}
await browser.close(); await site.close();
