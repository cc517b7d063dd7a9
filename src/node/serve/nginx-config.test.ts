import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFile, hostRulesOf, redirectsFile } from './host-rules.ts';
import { nginxServerBlock } from './nginx-config.ts';

function builtSite(redirects: { from: string; to: string }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-config-'));
  const rules = hostRulesOf({ redirects, inlineScripts: ['start()'] });
  writeFileSync(join(dir, '_redirects'), redirectsFile(rules));
  writeFileSync(join(dir, '_headers'), headersFile(rules));
  writeFileSync(join(dir, '404.html'), '<h1>404</h1>');
  return dir;
}

describe('nginx server block', () => {
  it('is generated from the built site: clean URLs, 404, 301s, caching, headers and gzip copies', () => {
    const dir = builtSite([
      { from: '^/a/?$', to: '/b' },
      { from: '^/old-docs/(.+)$', to: '/guide/$1' },
    ]);
    const block = nginxServerBlock({ root: dir, listen: 8080 });
    expect(block).toMatch(/^server \{\n {2}listen 8080;/);
    expect(block).toContain(`root "${dir}";`);
    expect(block).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(block).toContain('error_page 404 /404.html;');
    expect(block).toContain('location = "/a" {\n    return 301 "/b";');
    expect(block).toContain('location = "/a/" {\n    return 301 "/b";');
    expect(block).toContain('location ~ "^/old-docs/(.+)$" {\n    return 301 "/guide/$1";');
    expect(block).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(block).toContain('add_header Cache-Control "no-cache";');
    expect(block).toMatch(/add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-[^']+';[^"]*" always;/);
    expect(block).toContain('gzip_static on;');
    expect(block).toContain('default_type text/markdown;');
    // The service worker: revalidated on each visit, with the security headers (its CSP) like every response.
    expect(block).toMatch(
      /location = "?\/sw\.js"? \{\n {4}add_header Content-Security-Policy "[^"]*worker-src 'self'[^"]*" always;[\s\S]*?add_header Cache-Control "no-cache";\n {4}try_files \$uri =404;/,
    );
  });

  it('refuses a target nginx would read as a variable, and a folder that holds no build', () => {
    expect(() => nginxServerBlock({ root: builtSite([{ from: '^/a$', to: '/b?x=$host' }]), listen: 80 })).toThrow(/contains "\$"/);
    expect(() => nginxServerBlock({ root: tmpdir(), listen: 80 })).toThrow(/run npm run build first/);
  });
});
