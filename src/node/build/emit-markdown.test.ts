import { describe, expect, it } from 'vitest';
import { llmsIndex, markdownPathOf, toPlainMarkdown } from './emit-markdown.ts';

describe('markdownPathOf', () => {
  it('maps routes to their .md files', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/zh/')).toBe('/zh/index.md');
    expect(markdownPathOf('/guide/start/')).toBe('/guide/start/index.md');
    expect(markdownPathOf('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(markdownPathOf('/config/mode.html')).toBe('/config/mode.md');
  });
});

describe('toPlainMarkdown', () => {
  it('drops frontmatter and heading ids and keeps code samples untouched', () => {
    const src = '---\ntitle: X\n---\n\n# Mode {#mode}\n\n```ts\nimport a from "b";\n// {#keep}\n```\n';
    expect(toPlainMarkdown(src, 'X')).toBe('# Mode\n\n```ts\nimport a from "b";\n// {#keep}\n```\n');
  });
  it('adds the title as H1 when the page has none', () => {
    expect(toPlainMarkdown('Some text.', 'Title')).toBe('# Title\n\nSome text.\n');
  });
  it('spells out package-manager tabs as one command per manager', () => {
    const md = toPlainMarkdown('# A\n\n<PackageManagerTabs command="install -D x" />\n', 'A');
    expect(md).toContain('npm install -D x');
    expect(md).toContain('pnpm add -D x');
    expect(md).toContain('bun add -D x');
    expect(md).not.toContain('<PackageManagerTabs');
  });
});

describe('llmsIndex', () => {
  it('lists links by section', () => {
    const text = llmsIndex('Site', 'About it', [{ title: 'Guide', links: [{ title: 'Start', url: 'https://x/guide/start.md', description: 'How to start' }] }]);
    expect(text).toBe('# Site\n\n> About it\n\n## Guide\n\n- [Start](https://x/guide/start.md): How to start\n');
  });
});
