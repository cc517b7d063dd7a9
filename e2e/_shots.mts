import { launchBrowser, openPage, startSite } from './harness.ts';
const site = await startSite();
const browser = await launchBrowser();
for (const [width, scheme] of [[1280, 'light'], [375, 'dark']] as const) {
  const { page, errors } = await openPage(browser, { width, colorScheme: scheme });
  await page.goto(`${site.base}/guide/start/`);
  await page.waitForLoadState('networkidle');
  for (const q of ['server.port', 'server.host', 'tailwind']) {
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill(q);
    await page.locator('.search-hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.search-modal').waitFor({ state: 'detached' });
  }
  await page.keyboard.press('Control+k');
  await page.locator('.search-group[data-kind="recent"] button').first().click();
  await page.screenshot({ path: `/tmp/s-history-${width}-${scheme}.png` });
  await page.route((u) => u.pathname.includes('/search-'), (r) => r.abort());
  await page.evaluate(() => 0);
  await page.keyboard.press('Escape');
  if (width === 375) { await page.locator('.navbar-hamburger').click(); await page.screenshot({ path: `/tmp/s-menu-${width}-${scheme}.png` }); }
  console.log(width, scheme, errors);
  await page.context().close();
}
const { page } = await openPage(browser, { colorScheme: 'dark' });
await page.route((u) => u.pathname.includes('/search-'), (r) => r.abort());
await page.goto(`${site.base}/guide/start/`);
await page.waitForLoadState('networkidle');
await page.keyboard.press('Control+k');
await page.locator('.search-input').fill('proxy');
await page.locator('.search-error').waitFor();
await page.screenshot({ path: `/tmp/s-error.png` });
await browser.close();
await site.close();
