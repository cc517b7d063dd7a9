import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilePage } from './compile-page.ts';
import chinese from '../../locales/zh.ts';
import type { Strings } from '../../shared/ui-strings.ts';
import { joinCjkLines } from './remark-cjk-breaks.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { ALLOW_HINT } from './remark-no-scripts.ts';

const page = (body: string, fm = '') => `---\n${fm || 'description: d'}\n---\n${body}`;

describe('frontmatter', () => {
  it('parses the typed fields', () => {
    const { frontmatter } = parseFrontmatter('a.mdx', page('# A', 'title: T\npageType: home\noutline: [2, 4]\npublished_at: 2024-09-10'));
    expect(frontmatter).toMatchObject({ title: 'T', pageType: 'home', outline: [2, 4], published_at: '2024-09-10' });
  });
  it('rejects an unknown pageType naming file and line', () => {
    expect(() => parseFrontmatter('docs/en/a.mdx', page('# A', 'description: x\npageType: landing'))).toThrow(
      /^docs\/en\/a\.mdx:3:1 frontmatter "pageType" must be one of home, doc, custom, blank, 404/,
    );
  });
  it('rejects unknown fields and malformed YAML with a line', () => {
    expect(() => parseFrontmatter('a.mdx', page('', 'titel: x'))).toThrow(/a\.mdx:2:1 unknown frontmatter field "titel"/);
    expect(() => parseFrontmatter('a.mdx', page('', 'title: [unclosed'))).toThrow(/a\.mdx:\d+:\d+ invalid frontmatter/);
  });
});

describe('compilePage', () => {
  it('takes the title from the first H1 unless frontmatter sets one', async () => {
    expect((await compilePage('a.mdx', page('# From H1\n\ntext'))).title).toBe('From H1');
    expect((await compilePage('a.mdx', page('# From H1', 'title: From FM'))).title).toBe('From FM');
  });
  it('extracts a toc of depths 2-4 with ids and charIndex', async () => {
    const result = await compilePage(
      'a.mdx',
      page('# T\n\nIntro text.\n\n## First part\n\n### Sub {#custom-id}\n\n#### Deep\n\n##### Too deep\n\n## `inlineCode` heading\n'),
    );
    expect(result.toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: 'First part', id: 'first-part', depth: 2 },
      { text: 'Sub', id: 'custom-id', depth: 3 },
      { text: 'Deep', id: 'deep', depth: 4 },
      { text: 'inlineCode heading', id: 'inlinecode-heading', depth: 2 },
    ]);
    const first = result.toc[0];
    expect(result.plainText.slice(first.charIndex, first.charIndex + first.text.length)).toBe('First part');
    expect(result.toc[3].charIndex).toBe(-1);
    expect(result.code).toContain('id: "custom-id"');
  });
  it('gives H2-H4 a named permalink in the page language, outside the toc text', async () => {
    const en = await compilePage('/site/docs/en/a.mdx', page('# Title\n\n## First `part`\n\n##### Too deep\n'));
    expect(en.code).toMatch(
      /_components\.h2, \{\s*id: "first-part",\s*children: \[[\s\S]*?_jsx\(_components\.a, \{\s*className: "s-header-anchor",\s*href: "#first-part",\s*"aria-label": "Permalink to First part",\s*children: "#"/,
    );
    expect(en.code.match(/header-anchor/g)).toHaveLength(1);
    expect(en.toc[0].text).toBe('First part');
    const zh = await compilePage('/site/docs/zh/a.mdx', page('# 标题\n\n## 第一部分 {#first}\n'), { lang: 'zh', strings: chinese as Strings });
    expect(zh.code).toContain('"aria-label": "“第一部分”的永久链接"');
  });
  it('reports MDX syntax errors with file, line and column', async () => {
    await expect(compilePage('docs/en/bad.mdx', page('# T\n\nSome <div broken text\n'))).rejects.toThrow(/^docs\/en\/bad\.mdx:\d+:\d+ invalid MDX: /);
  });
  it('reports an element that is never closed at the element, not at 1:1', async () => {
    await expect(compilePage('docs/en/bad.mdx', page('# T\n\nText.\n\n<Tabs>\n\nmore text\n'))).rejects.toThrow(
      /^docs\/en\/bad\.mdx:8:1 invalid MDX: Expected a closing tag for `<Tabs>`$/,
    );
    await expect(compilePage('docs/en/bad.mdx', page('# T\n\n- a <b>x\n- c</b>\n'))).rejects.toThrow(
      /^docs\/en\/bad\.mdx:6:5 invalid MDX: Expected a closing tag for `<b>` before the end of `paragraph`$/,
    );
  });
  it('refuses an empty page: no title and no H1 (a home page with a hero has its own heading)', async () => {
    await expect(compilePage('docs/en/empty.mdx', page('Text without a heading.\n\n## A section\n'))).rejects.toThrow(
      /^docs\/en\/empty\.mdx:1:1 empty page: no "title" in the frontmatter and no "# Heading"/,
    );
    await expect(compilePage('docs/en/empty.md', '')).rejects.toThrow(/empty page/);
    expect((await compilePage('a.mdx', page('Text.', 'title: Named'))).title).toBe('Named');
    expect((await compilePage('index.md', page('', 'pageType: home\nhero:\n  name: Site'))).title).toBe('index');
  });
  it('refuses scripts, inline event handlers and script URLs, each at its position', async () => {
    const body = [
      '# T',
      '',
      '<script>alert(1)</script>',
      '',
      'A <span onMouseOver="steal()">hover</span> and <img src="/a.png" onerror="x()" />.',
      '',
      '<div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />',
      '',
      '[click](javascript:alert(1)) and <a href=" JavaScript:void(0)">b</a> and <a href={"javascript:x()"}>c</a>',
      '',
    ].join('\n');
    const error = await compilePage('docs/en/x.mdx', page(body)).catch((e: Error) => e);
    expect((error as Error).message.split('\n')).toEqual([
      `docs/en/x.mdx:6:1 <script> element: ${ALLOW_HINT}`,
      `docs/en/x.mdx:8:9 inline event handler onMouseOver on <span>: ${ALLOW_HINT}`,
      `docs/en/x.mdx:8:66 inline event handler onerror on <img>: ${ALLOW_HINT}`,
      `docs/en/x.mdx:10:6 dangerouslySetInnerHTML on <div>: ${ALLOW_HINT}`,
      `docs/en/x.mdx:12:1 script URL "javascript:alert(1)": ${ALLOW_HINT}`,
      `docs/en/x.mdx:12:37 script URL in href on <a>: ${ALLOW_HINT}`,
      `docs/en/x.mdx:12:77 script URL in href on <a>: ${ALLOW_HINT}`,
    ]);
    await expect(compilePage('docs/en/x.md', page('# T\n\n[x](javascript:alert(1))\n'))).rejects.toThrow(/x\.md:6:1 script URL/);
  });
  it('lets a page hold scripts with allowScripts: true, and keeps ordinary attributes and links', async () => {
    const { code } = await compilePage('x.mdx', page('# T\n\n<button onClick={() => 1}>x</button>\n', 'allowScripts: true'));
    expect(code).toContain('onClick');
    await expect(
      compilePage(
        'x.mdx',
        page('# T\n\n<a href="/guide/start" title="javascript: the basics">ok</a> [mail](mailto:a@b.c) <Tabs groupId="one"><Tab label="on">x</Tab></Tabs>\n'),
      ),
    ).resolves.toBeTruthy();
    expect(() => parseFrontmatter('a.mdx', page('', 'allowScripts: yes please'))).toThrow(/a\.mdx:2:1 frontmatter "allowScripts" must be true or false/);
  });
  it('reports unknown components and code fences without a language', async () => {
    await expect(compilePage('x.mdx', page('# T\n\n<Nope />\n'))).rejects.toThrow(/x\.mdx:6:1 unknown component <Nope>/);
    await expect(compilePage('x.mdx', page('# T\n\n```\nplain\n```\n'))).rejects.toThrow(/x\.mdx:6:1 code fence without a language/);
  });
  it('highlights code at build time and reads the fence title', async () => {
    const result = await compilePage('x.mdx', page('# T\n\n```ts title="rsbuild.config.ts"\nconst a = 1;\n```\n'));
    expect(result.code).toContain('"data-title": "rsbuild.config.ts"');
    expect(result.code).toContain('--shiki-dark');
  });
  it('yields the same page data without code highlighting', async () => {
    const source = page('# T\n\n## Setup\n\nText with `code`.\n\n```ts title="rsbuild.config.ts"\nexport default { mode: "production" };\n```\n');
    const { sections, markdown, lint, components, code } = await compilePage('x.mdx', source, { highlight: false });
    expect({ sections, markdown, lint, components }).toEqual(
      await compilePage('x.mdx', source).then((r) => ({ sections: r.sections, markdown: r.markdown, lint: r.lint, components: r.components })),
    );
    expect(code).not.toContain('--shiki-dark');
  });
  it('collects links with positions', async () => {
    const result = await compilePage('x.mdx', page('# T\n\nSee [a](/config/mode#x) and [b](https://example.com).\n'));
    expect(result.links).toEqual([
      { url: '/config/mode#x', line: 6, column: 5 },
      { url: 'https://example.com', line: 6, column: 29 },
    ]);
  });
});

describe('images', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
  mkdirSync(join(publicDir, 'img'));
  writeFileSync(join(publicDir, 'img/wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200"></svg>');

  it('gives a local image its intrinsic size and lazy loading', async () => {
    const { code } = await compilePage('a.md', page('# T\n\n![Diagram](/img/wide.svg)'), { publicDir });
    expect(code).toMatch(/width: "640",\s*height: "200"/);
    expect(code).toContain('loading: "lazy"');
  });
  it('leaves a missing image unsized and hands it to the link check with its position', async () => {
    const result = await compilePage('a.md', page('# T\n\n![Gone](/img/gone.png)'), { publicDir });
    expect(result.code).not.toContain('width:');
    expect(result.links).toContainEqual({ url: '/img/gone.png', line: 6, column: 1 });
  });
});

describe('hard-wrapped Chinese', () => {
  it('joins lines between Chinese characters and keeps the space next to Latin words', () => {
    expect(joinCjkLines('在第一个\n空闲的端口上启动，\n并打印 URL')).toBe('在第一个空闲的端口上启动，并打印 URL');
    expect(joinCjkLines('使用\nRsbuild 构建')).toBe('使用\nRsbuild 构建');
  });
  it('renders a wrapped Chinese paragraph without a break', async () => {
    const { code } = await compilePage('a.md', page('# 标题\n\n服务器会在第一个\n空闲的端口上启动。'));
    expect(code).toContain('服务器会在第一个空闲的端口上启动。');
  });
});
