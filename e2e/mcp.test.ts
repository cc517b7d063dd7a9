/**
 * The MCP server as an assistant uses it: started over stdio by the SDK's client with the README's
 * command (`npm run --silent mcp`, which reads the checkout's build), and over Streamable HTTP
 * reading a locally served dist/ with --site. The published bin is what runs, so the launcher is
 * tested too.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DIST, startSite, type Site } from './harness.ts';
import type { ConfigReferenceOption } from '../site/checks/config-reference-format.ts';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin/rsbuild-docs-mcp.js');
/** Canonical origin of the build (site.config.ts `siteUrl`): answers link there, whatever the source. */
const SITE_URL = (JSON.parse(readFileSync(join(DIST, 'search-index.json'), 'utf8')) as { siteUrl: string }).siteUrl;

interface ToolAnswer {
  isError: boolean;
  text: string;
  data: Record<string, unknown> | undefined;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return {
    isError: Boolean(result.isError),
    text: content.map((c) => c.text).join('\n'),
    data: result.structuredContent as Record<string, unknown> | undefined,
  };
}

/** A client of the server started by `command` in the checkout. */
async function stdioClient(command: string, args: string[]): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd: ROOT, stderr: 'ignore' }));
  return client;
}

interface SearchResult {
  title: string;
  section: string;
  url: string;
  path: string;
  snippet: string;
}
type OptionData = ConfigReferenceOption;

describe("over stdio, started with the README's command, reading the checkout's build", () => {
  let client: Client;
  before(async () => {
    // No flags: a checkout with a build answers from it (the deployed site may be older or elsewhere).
    client = await stdioClient('npm', ['run', '--silent', 'mcp']);
  });
  after(async () => {
    await client?.close();
  });

  test('lists the four tools with their input schemas, each naming the versions and the default one', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    assert.deepEqual([...byName.keys()].sort(), ['get_config_option', 'get_page', 'list_config_options', 'search_docs']);
    assert.deepEqual(Object.keys(byName.get('search_docs')!.inputSchema.properties ?? {}).sort(), ['lang', 'limit', 'query', 'version']);
    for (const tool of tools) {
      const version = tool.inputSchema.properties?.version as { description?: string } | undefined;
      assert.equal(version?.description, 'Docs version to answer for: 2.x (the default), 1.x', tool.name);
      assert.ok(!tool.inputSchema.required?.includes('version'), tool.name);
      assert.match(tool.description ?? '', /Rsbuild 2\.x docs \(the current version\) unless given another version \(1\.x\)/, tool.name);
    }
    assert.match(client.getInstructions() ?? '', /Rsbuild 2\.x \(the current version.*\) and of 1\.x/);
    assert.deepEqual(byName.get('search_docs')!.inputSchema.required, ['query']);
    assert.deepEqual(byName.get('get_page')!.inputSchema.required, ['path_or_url']);
    assert.deepEqual(byName.get('get_config_option')!.inputSchema.required, ['name']);
    assert.ok(byName.get('list_config_options')!.inputSchema.properties?.section);
  });

  test('searches in English: an option name finds its page first', async () => {
    const answer = await call(client, 'search_docs', { query: 'output.distPath', limit: 3 });
    assert.equal(answer.isError, false, answer.text);
    const { lang, version, results } = answer.data as { lang: string; version: string; results: SearchResult[] };
    assert.equal(lang, 'en');
    assert.equal(version, '2.x');
    assert.ok(results.length > 0 && results.length <= 3);
    assert.equal(results[0].path, '/config/output/dist-path');
    assert.equal(results[0].url, `${SITE_URL}/config/output/dist-path`);
    assert.equal(results[0].title, 'output.distPath');
    assert.ok(results[0].snippet.length > 0);
    assert.match(answer.text, /^3 result\(s\) for "output\.distPath" in the 2\.x docs \(en\):\n1\. output\.distPath/);
  });

  test('searches in Chinese: the language follows the query, the HMR guide comes first', async () => {
    const answer = await call(client, 'search_docs', { query: '模块热更新' });
    assert.equal(answer.isError, false, answer.text);
    const { lang, results } = answer.data as { lang: string; results: SearchResult[] };
    assert.equal(lang, 'zh');
    assert.equal(results[0].path, '/zh/guide/advanced/hmr');
    assert.equal(results[0].title, '模块热更新');
    const explicit = (await call(client, 'search_docs', { query: 'server.port', lang: 'zh', limit: 1 })).data as { results: SearchResult[] };
    assert.equal(explicit.results[0].path, '/zh/config/server/port');
  });

  test('reads a page as Markdown with its title and canonical URL, in either language', async () => {
    const answer = await call(client, 'get_page', { path_or_url: `${SITE_URL}/guide/start/quick-start` });
    assert.equal(answer.isError, false, answer.text);
    const page = answer.data as { title: string; url: string; lang: string; markdown: string };
    assert.equal(page.url, `${SITE_URL}/guide/start/quick-start`);
    assert.equal(page.lang, 'en');
    assert.equal(page.markdown, readFileSync(join(DIST, 'guide/start/quick-start.md'), 'utf8'));
    assert.equal(page.title, /^# (.+)$/m.exec(page.markdown)![1]);
    assert.ok(answer.text.startsWith(`Title: ${page.title}\nURL: ${page.url}\n`));

    const zh = (await call(client, 'get_page', { path_or_url: '/guide/start/quick-start.md', lang: 'zh' })).data as {
      url: string;
      lang: string;
      markdown: string;
    };
    assert.equal(zh.url, `${SITE_URL}/zh/guide/start/quick-start`);
    assert.equal(zh.lang, 'zh');
    assert.equal(zh.markdown, readFileSync(join(DIST, 'zh/guide/start/quick-start.md'), 'utf8'));
    // A folder route without its trailing slash still finds the folder's page.
    const folder = (await call(client, 'get_page', { path_or_url: 'guide/start' })).data as { url: string };
    assert.equal(folder.url, `${SITE_URL}/guide/start/`);
  });

  test('looks up an option by its path or its last part, with sub-options linking to their section', async () => {
    const answer = await call(client, 'get_config_option', { name: 'distpath' });
    assert.equal(answer.isError, false, answer.text);
    const { option, subOptions } = answer.data as { option: OptionData; subOptions: OptionData[] };
    assert.equal(option.name, 'output.distPath');
    assert.equal(option.url, `${SITE_URL}/config/output/dist-path`);
    assert.match(option.type!, /type DistPath = string \| DistPathConfig/);
    assert.ok(option.summary.length > 20);
    const jsAsync = subOptions.find((o) => o.name === 'output.distPath.jsAsync');
    assert.equal(jsAsync?.default, "'static/js/async'");
    assert.equal(jsAsync?.url, `${SITE_URL}/config/output/dist-path#jsasync`);
    assert.match(readFileSync(join(DIST, 'config/output/dist-path.html'), 'utf8'), /id="jsasync"/);
    assert.match(answer.text, /^# output\.distPath\n/);

    const zh = (await call(client, 'get_config_option', { name: 'server.allowedHosts', lang: 'zh' })).data as { option: OptionData };
    assert.equal(zh.option.url, `${SITE_URL}/zh/config/server/allowed-hosts`);
    assert.equal(zh.option.since, '2.2.13');
    assert.match(zh.option.summary, /\p{Script=Han}/u);
  });

  test('lists the options with a page, or every option of a section', async () => {
    const all = (await call(client, 'list_config_options', {})).data as { section: null; options: OptionData[] };
    const names = all.options.map((o) => o.name);
    assert.ok(names.includes('output.distPath') && names.includes('mode') && names.includes('server.port'));
    assert.ok(!names.includes('output.distPath.js'), 'sub-options are listed with their section only');
    const server = (await call(client, 'list_config_options', { section: 'Server' })).data as { section: string; options: OptionData[] };
    assert.equal(server.section, 'server');
    assert.ok(server.options.length > 10);
    assert.ok(server.options.every((o) => o.name.startsWith('server.')));
    assert.ok(
      server.options.some((o) => o.name === 'server.publicDir.watch'),
      'sub-options are listed too',
    );
  });

  test('answers bad input with a tool error and keeps serving', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['get_page', { path_or_url: '/config/no-such-option' }, /No page at \/config\/no-such-option/],
      ['get_page', { path_or_url: 'javascript:alert(1)' }, /not a page path or URL/],
      ['get_config_option', { name: 'output.noSuchThing' }, /No option "output\.noSuchThing"/],
      ['get_config_option', { name: 'assetPrefix' }, /several options: dev\.assetPrefix, output\.assetPrefix/],
      ['list_config_options', { section: 'nope' }, /No config section "nope" in the 2\.x docs\. Sections: .*output/],
      ['search_docs', { query: 'x'.repeat(201) }, /longer than 200 characters/],
      ['search_docs', { query: 42 }, /expected string/],
      ['search_docs', { query: 'hmr', limit: 'five' }, /expected number/],
      ['search_docs', { query: 'hmr', lang: 'fr' }, /lang/],
    ];
    for (const [name, args, message] of cases) {
      const answer = await call(client, name, args);
      assert.equal(answer.isError, true, `${name} ${JSON.stringify(args)} should fail`);
      assert.match(answer.text, message);
    }
    const after = await call(client, 'get_config_option', { name: 'server.port' });
    assert.equal(after.isError, false);
    assert.equal((after.data as { option: OptionData }).option.name, 'server.port');
  });
});

describe('answers for the version asked, the default one without', () => {
  let client: Client;
  before(async () => {
    client = await stdioClient(process.execPath, [BIN, '--dist', DIST]);
  });
  after(async () => {
    await client?.close();
  });

  /** An option as the published config reference of a version holds it. */
  const referenceOption = (prefix: string, name: string) =>
    (JSON.parse(readFileSync(join(DIST, prefix, 'config-reference.json'), 'utf8')) as { options: OptionData[] }).options.find((o) => o.name === name);

  test("searches the version's own pages: an option of 1.x only is its 1.x page, and in 2.x the page saying it was removed", async () => {
    const v1 = await call(client, 'search_docs', { query: 'removeMomentLocale', version: '1.x', limit: 3 });
    assert.equal(v1.isError, false, v1.text);
    const { version, results } = v1.data as { version: string; results: SearchResult[] };
    assert.equal(version, '1.x');
    assert.equal(results[0].path, '/1.x/config/performance/remove-moment-locale');
    assert.equal(results[0].url, `${SITE_URL}/1.x/config/performance/remove-moment-locale`);
    assert.ok(results.every((r) => r.path.startsWith('/1.x/')));
    assert.match(v1.text, /^\d result\(s\) for "removeMomentLocale" in the 1\.x docs \(en\):/);

    const v2 = await call(client, 'search_docs', { query: 'removeMomentLocale', limit: 3 });
    const current = v2.data as { version: string; results: SearchResult[] };
    assert.equal(current.version, '2.x');
    assert.equal(current.results[0].path, '/config/performance/remove-moment-locale');
    assert.ok(current.results.every((r) => !r.path.startsWith('/1.x/')));
    assert.match(readFileSync(join(DIST, 'config/performance/remove-moment-locale.md'), 'utf8'), /no longer exists in Rsbuild 2\.x/);

    const zh = (await call(client, 'search_docs', { query: '模块热更新', version: '1.x', limit: 1 })).data as { lang: string; results: SearchResult[] };
    assert.equal(zh.lang, 'zh');
    assert.equal(zh.results[0].path, '/1.x/zh/guide/advanced/hmr');
  });

  test("looks options up in the version's config reference: server.host defaults differ, a 1.x-only option is missing from 2.x", async () => {
    const expected = { '2.x': referenceOption('', 'server.host')!, '1.x': referenceOption('1.x', 'server.host')! };
    assert.notEqual(expected['2.x'].default, expected['1.x'].default, 'the two references differ on server.host');
    for (const [version, args] of [
      ['2.x', { name: 'server.host' }],
      ['1.x', { name: 'server.host', version: '1.x' }],
    ] as const) {
      const answer = await call(client, 'get_config_option', args);
      assert.equal(answer.isError, false, answer.text);
      const data = answer.data as { version: string; option: OptionData };
      assert.equal(data.version, version);
      assert.deepEqual(data.option, expected[version]);
      assert.equal(data.option.url, `${SITE_URL}${version === '1.x' ? '/1.x' : ''}/config/server/host`);
      assert.ok(answer.text.includes(`\nDefault: ${expected[version].default}\n`), answer.text);
      assert.match(answer.text, new RegExp(`\\nSince: every Rsbuild ${version.replace('.', '\\.')} release\\nDocs version: ${version.replace('.', '\\.')}\\n`));
    }

    const missing = await call(client, 'get_config_option', { name: 'performance.removeMomentLocale' });
    assert.equal(missing.isError, true);
    assert.match(missing.text, /^No option "performance\.removeMomentLocale" in the 2\.x config reference \(Rsbuild 2\.\d+\.\d+\)\./);
    assert.match(missing.text, /it is performance\.removeMomentLocale in 1\.x \(ask with version "1\.x"\)/);
    const zh = (await call(client, 'get_config_option', { name: 'removeMomentLocale', version: '1.x', lang: 'zh' })).data as { option: OptionData };
    assert.equal(zh.option.url, `${SITE_URL}/1.x/zh/config/performance/remove-moment-locale`);
  });

  test("lists the version's options", async () => {
    const v1 = await call(client, 'list_config_options', { section: 'performance', version: '1.x' });
    const v1Data = v1.data as { version: string; options: OptionData[] };
    assert.equal(v1Data.version, '1.x');
    assert.ok(v1Data.options.some((o) => o.name === 'performance.removeMomentLocale'));
    assert.ok(v1Data.options.every((o) => o.url.startsWith(`${SITE_URL}/1.x/`)));
    assert.match(v1.text, /^\d+ option\(s\) in performance, from the 1\.x config reference \(Rsbuild 1\.\d+\.\d+\):/);
    const v2 = await call(client, 'list_config_options', {});
    const v2Data = v2.data as { version: string; options: OptionData[] };
    assert.equal(v2Data.version, '2.x');
    assert.ok(!v2Data.options.some((o) => o.name === 'performance.removeMomentLocale'));
    assert.match(v2.text, /^\d+ options with a page, from the 2\.x config reference \(Rsbuild 2\.\d+\.\d+\)/);
  });

  test('reads the page of the version a URL names, or of the version asked for a bare route', async () => {
    const v1Markdown = readFileSync(join(DIST, '1.x/config/server/host.md'), 'utf8');
    for (const args of [
      { path_or_url: `${SITE_URL}/1.x/config/server/host` },
      { path_or_url: '/config/server/host', version: '1.x' },
      { path_or_url: '/1.x/config/server/host.md', version: '1.x' },
    ]) {
      const answer = await call(client, 'get_page', args);
      assert.equal(answer.isError, false, answer.text);
      const page = answer.data as { url: string; version: string; markdown: string };
      assert.equal(page.version, '1.x', JSON.stringify(args));
      assert.equal(page.url, `${SITE_URL}/1.x/config/server/host`);
      assert.equal(page.markdown, v1Markdown);
      assert.ok(answer.text.startsWith(`Title: server.host\nURL: ${page.url}\nDocs version: 1.x\n`));
    }
    const current = (await call(client, 'get_page', { path_or_url: '/config/server/host' })).data as { url: string; version: string; markdown: string };
    assert.equal(current.version, '2.x');
    assert.equal(current.url, `${SITE_URL}/config/server/host`);
    assert.notEqual(current.markdown, v1Markdown);

    const conflict = await call(client, 'get_page', { path_or_url: `${SITE_URL}/1.x/config/server/host`, version: '2.x' });
    assert.equal(conflict.isError, true);
    assert.equal(conflict.text, '/1.x/config/server/host is a page of 1.x, not 2.x: leave out version, or ask for /config/server/host with version "2.x".');
  });

  test('an unknown version is a tool error listing the valid ones, for every tool', async () => {
    for (const [name, args] of [
      ['search_docs', { query: 'hmr', version: '3.x' }],
      ['get_page', { path_or_url: '/config/mode', version: '3.x' }],
      ['get_config_option', { name: 'mode', version: '3.x' }],
      ['list_config_options', { version: '3.x' }],
    ] as const) {
      const answer = await call(client, name, args);
      assert.equal(answer.isError, true, name);
      assert.equal(answer.text, 'The docs have no version "3.x": the versions are 2.x (the default), 1.x.', name);
    }
  });
});

test('an unreachable site is a tool error, and the server keeps serving', async () => {
  // A port that was just free and is closed again: nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const client = await stdioClient(process.execPath, [BIN, '--site', `http://127.0.0.1:${port}`]);
  try {
    for (const [name, args] of [
      ['search_docs', { query: 'hmr' }],
      ['get_config_option', { name: 'mode' }],
      ['get_page', { path_or_url: '/config/mode' }],
    ] as const) {
      const answer = await call(client, name, args);
      assert.equal(answer.isError, true);
      assert.match(answer.text, new RegExp(`cannot reach http://127\\.0\\.0\\.1:${port}/`));
    }
    assert.equal((await client.listTools()).tools.length, 4);
  } finally {
    await client.close();
  }
});

describe('over Streamable HTTP, reading a served dist/ with --site', () => {
  let site: Site;
  let server: ChildProcess;
  let endpoint: string;
  let client: Client;
  before(async () => {
    site = await startSite();
    server = spawn(process.execPath, [BIN, '--http', '--port', '0', '--site', site.base], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    // The server names its endpoint on stderr once it listens; wait for that line (generous deadline).
    endpoint = await new Promise<string>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`no endpoint within 120 s:\n${log}`)), 120_000);
      server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        log += chunk;
        const url = /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(log)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
    });
    client = new Client({ name: 'e2e-http', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  });
  after(async () => {
    await client?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await site?.close();
  });

  test('lists the tools, searches in both languages and versions, reads a page and an option', async () => {
    assert.equal((await client.listTools()).tools.length, 4);
    const en = (await call(client, 'search_docs', { query: 'output.distPath' })).data as { results: SearchResult[] };
    assert.equal(en.results[0].path, '/config/output/dist-path');
    // Links are canonical even though the data came from the local server.
    assert.equal(en.results[0].url, `${SITE_URL}/config/output/dist-path`);
    const zh = (await call(client, 'search_docs', { query: '模块热更新' })).data as { results: SearchResult[] };
    assert.equal(zh.results[0].path, '/zh/guide/advanced/hmr');
    const page = (await call(client, 'get_page', { path_or_url: '/zh/config/mode' })).data as { markdown: string };
    assert.equal(page.markdown, readFileSync(join(DIST, 'zh/config/mode.md'), 'utf8'));
    const option = (await call(client, 'get_config_option', { name: 'output.target' })).data as { option: OptionData };
    assert.equal(option.option.default, "'web'");
    const v1 = (await call(client, 'search_docs', { query: 'removeMomentLocale', version: '1.x' })).data as { results: SearchResult[] };
    assert.equal(v1.results[0].path, '/1.x/config/performance/remove-moment-locale');
    const missing = await call(client, 'get_page', { path_or_url: '/nowhere' });
    assert.equal(missing.isError, true);
    assert.match(missing.text, /No page at \/nowhere/);
  });

  test('refuses requests whose Host is not the loopback address', async () => {
    const { port } = new URL(endpoint);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { host: 'attacker.example', 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    assert.equal(status, 403);
  });
});
