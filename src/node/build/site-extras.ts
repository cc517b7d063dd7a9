/**
 * Files beside the pages (release feeds, sitemap.xml, robots.txt) and the translation report
 * printed at the end of a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../site-model.ts';
import { feedFilesOf } from './feed-files.ts';
import { sitemapFilesOf } from './sitemap.ts';

export function writeSiteExtras(model: SiteModel, outDir: string): void {
  for (const { file, content } of [...feedFilesOf(model), ...sitemapFilesOf(model)]) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  printTranslationReport(model);
}

/** Pages missing in a language and translations older than their source, from the scan. */
export function translationReportLines(model: SiteModel): string[] {
  const { langs } = model.layout;
  const missing = model.pages.flatMap((p) =>
    langs.filter((l) => l !== p.lang && !p.alternates?.[l]).map((l) => `  missing in ${l}: ${p.routePath} (docs/${p.pagePath})`),
  );
  const outdated = model.pages.filter((p) => p.translation?.outdated).map((p) => `  outdated: ${p.routePath} (source ${p.translation!.source} changed)`);
  return [`translations: ${missing.length} missing, ${outdated.length} outdated`, ...missing, ...outdated];
}

function printTranslationReport(model: SiteModel) {
  console.log(translationReportLines(model).join('\n'));
}
