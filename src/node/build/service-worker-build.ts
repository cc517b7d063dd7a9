/**
 * Reading offline, the build's side: what the service worker keeps when it installs (the app shell), the id
 * that names the build, and `sw.js` itself, bundled from src/runtime/offline/service-worker.ts with that data.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild, type Rolldown } from 'vite';
import { PAGE_CHUNK_DIR } from './client-build.ts';
import { CACHE_PREFIX, type OfflineBuild, SERVICE_WORKER_URL } from '../../runtime/offline/offline-rules.ts';

const WORKER_ENTRY = join(import.meta.dirname, '../../runtime/offline/service-worker.ts');

/**
 * The files every page may need whichever page it is: every file of the client build outside the page chunks
 * (the app, the shared chunks: layouts, sidebars, texts, the search modal, and their style sheets), the route
 * table and 404.html. Pages and their own chunks are kept as the reader opens them.
 */
export function offlineShell(clientFiles: string[], manifestUrl: string): string[] {
  const shared = clientFiles.filter((f) => !f.startsWith(`${PAGE_CHUNK_DIR}/`)).map((f) => `/${f}`);
  return [...new Set([...shared, manifestUrl, '/404.html'])].sort();
}

/**
 * Names a build by what its pages refer to: the shell, the route table (whose name changes with any page's
 * chunk), the search data and the inline scripts. Two builds with the same id serve pages that need the
 * same files, so the worker of one may keep the pages of the other.
 */
export function offlineBuildId(parts: { shell: string[]; manifest: string; search: Record<string, string[]>; inlineScripts: string[] }): string {
  const search = Object.entries(parts.search).sort(([a], [b]) => a.localeCompare(b));
  const text = JSON.stringify([parts.shell, parts.manifest, search, parts.inlineScripts]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

/** The worker's script: its build's data, then its code (a classic script: workers' module support varies). */
export async function serviceWorkerScript(data: OfflineBuild): Promise<string> {
  const result = await viteBuild({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __OFFLINE_BUILD__: JSON.stringify(data) },
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: WORKER_ENTRY, output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

/** The script a build without offline reading writes as `sw.js`: it removes what an earlier build's worker kept, then itself. */
const RETIRING_WORKER = `self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',(e)=>e.waitUntil(caches.keys().then((k)=>Promise.all(k.filter((n)=>n.startsWith(${JSON.stringify(CACHE_PREFIX)})).map((n)=>caches.delete(n)))).then(()=>self.registration.unregister())));\n`;

/** Writes `sw.js`: the worker of this build, or with offline reading off, one that removes an earlier worker and its cache. */
export async function writeServiceWorker(outDir: string, data: OfflineBuild | undefined): Promise<void> {
  writeFileSync(join(outDir, SERVICE_WORKER_URL.slice(1)), data ? await serviceWorkerScript(data) : RETIRING_WORKER);
}
