import { describe, expect, it } from 'vitest';
import { offlineBuildId, offlineShell } from './service-worker-build.ts';

const files = ['assets/app.B1.js', 'assets/app.C2.css', 'assets/DocLayout.D3.js', 'assets/p/Ab12cD3.js', 'assets/p/Ef45gH6.js', 'assets/en.E4.js'];
const search = { en: ['/assets/search-en/head.S1.json', '/assets/search-en/terms-0.T1.json'], zh: ['/assets/search-zh/head.S2.json'] };

describe('the service worker of a build', () => {
  it('installs with every shared file, the route table and 404.html, and leaves the page chunks to the pages opened', () => {
    expect(offlineShell(files, '/assets/routes.R1.json')).toEqual([
      '/404.html',
      '/assets/DocLayout.D3.js',
      '/assets/app.B1.js',
      '/assets/app.C2.css',
      '/assets/en.E4.js',
      '/assets/routes.R1.json',
    ]);
  });

  it('names a build by the files its pages refer to: the same for the same files, another for any change', () => {
    const parts = { shell: offlineShell(files, '/assets/routes.R1.json'), manifest: '/assets/routes.R1.json', search, inlineScripts: ['a()'] };
    const id = offlineBuildId(parts);
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(offlineBuildId({ ...parts, search: { zh: search.zh, en: search.en } })).toBe(id);
    // A page's content changed (its chunk, so the route table), a shared chunk, the search data, an inline script:
    expect(offlineBuildId({ ...parts, manifest: '/assets/routes.R2.json' })).not.toBe(id);
    expect(offlineBuildId({ ...parts, shell: offlineShell([...files, 'assets/Tabs.T1.js'], parts.manifest) })).not.toBe(id);
    expect(offlineBuildId({ ...parts, search: { ...search, en: ['/assets/search-en/head.S1.json', '/assets/search-en/terms-0.T2.json'] } })).not.toBe(id);
    expect(offlineBuildId({ ...parts, inlineScripts: ['b()'] })).not.toBe(id);
  });
});
