import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.ts';
import { BUILT_IN } from '../config/site-modules.ts';

/** The Markdown copy of a page, as the compile makes it. */
const markdownOf = async (source: string, file = 'docs/en/page.mdx') =>
  (await compilePage(file, source, { lang: file.includes('/zh/') ? 'zh' : 'en' })).markdown;

describe('the Markdown copy of a page', () => {
  it('drops frontmatter and heading ids and keeps code samples untouched', async () => {
    const src = '---\ntitle: X\n---\n\n# Mode {#mode}\n\n```ts\nimport a from "b";\n// {#keep}\n```\n';
    expect(await markdownOf(src)).toBe('# Mode\n\n```ts\nimport a from "b";\n// {#keep}\n```\n');
  });
  it('adds the title as H1 when the page has none', async () => {
    expect(await markdownOf('---\ntitle: Title\n---\n\nSome text.')).toBe('# Title\n\nSome text.\n');
  });
  it('leaves out the imports and exports of the page', async () => {
    const md = await markdownOf("# A\n\nimport { Tab as T } from '../../theme/components/tabs/Tabs.tsx';\n\nexport const answer = 42;\n\nText.\n");
    expect(md).toBe('# A\n\nText.\n');
  });
  it('spells out package-manager tabs as one command per manager', async () => {
    const md = await markdownOf('# A\n\n<PackageManagerTabs command="install -D x" />\n');
    expect(md).toContain('```bash\n# npm\nnpm install -D x\n```');
    expect(md).toContain('pnpm add -D x');
    expect(md).toContain('bun add -D x');
    expect(md).not.toContain('<PackageManagerTabs');
  });
  it('keeps callouts as `:::type Title` blocks', async () => {
    const md = await markdownOf('# A\n\n:::tip Cache busting\nHashed names change.\n:::\n\n:::warning\nMind the gap.\n:::\n');
    expect(md).toBe('# A\n\n:::tip Cache busting\nHashed names change.\n:::\n\n:::warning\nMind the gap.\n:::\n');
  });
  it('turns each tab into a bold label line followed by its content', async () => {
    const src = '# A\n\n<Tabs groupId="framework">\n<Tab label="React">\n\nReact text.\n\n</Tab>\n<Tab label=\'Vue 2.7\'>\n\nVue text.\n\n</Tab>\n</Tabs>\n';
    expect(await markdownOf(src)).toBe('# A\n\n**React**\n\nReact text.\n\n**Vue 2.7**\n\nVue text.\n');
  });
  it('labels unlabelled tabs with the values of their group, in order', async () => {
    const md = await markdownOf('# A\n\n<Tabs values={[\'a\', "b"]}>\n<Tab>\n\nA text\n\n</Tab>\n<Tab>\n\nB text\n\n</Tab>\n</Tabs>\n');
    expect(md).toBe('# A\n\n**a**\n\nA text\n\n**b**\n\nB text\n');
  });
  it('gives a tab written on one line its own paragraph', async () => {
    const md = await markdownOf("# A\n\n<Tabs values={['a', 'b']}>\n<Tab>A `text`</Tab>\n<Tab>B text</Tab>\n</Tabs>\n\nAfter.\n");
    expect(md).toBe('# A\n\n**a**\n\nA `text`\n\n**b**\n\nB text\n\nAfter.\n');
  });
  it('writes Chinese emphasis without character references', async () => {
    expect(await markdownOf('# 标题\n\n多个*条件*选择。\n', 'docs/zh/a.mdx')).toBe('# 标题\n\n多个*条件*选择。\n');
  });
});

describe('components', () => {
  // A site's components with their Markdown rules, as site.config.ts's `components.mdx` gives them.
  const site = {
    components: { ...BUILT_IN.mdx, Stats: '/site/Stats.tsx', Gallery: '/site/Gallery.tsx', Card: '/site/Card.tsx' },
    markdownRules: { Stats: (lang: string) => `| stat | ${lang} |\n| --- | --- |`, Gallery: 'omit' as const },
  };
  const siteMarkdownOf = async (source: string, file = 'docs/en/page.mdx') =>
    (await compilePage(file, source, { ...site, lang: file.includes('/zh/') ? 'zh' : 'en' })).markdown;
  it("replaces a component by its rule's Markdown in the page language", async () => {
    expect(await siteMarkdownOf('# A\n\n<Stats />\n')).toBe('# A\n\n| stat | en |\n| --- | --- |\n');
    expect(await siteMarkdownOf('# A\n\n<Stats />\n', 'docs/zh/page.mdx')).toBe('# A\n\n| stat | zh |\n| --- | --- |\n');
  });
  it('drops blocks that only exist on screen, the overview among them', async () => {
    expect(await siteMarkdownOf('# A\n\nIntro\n\n<Overview />\n\n<Gallery />\n\nEnd\n')).toBe('# A\n\nIntro\n\nEnd\n');
    expect(await markdownOf('# A\n\nIntro\n\n<Overview />\n\nEnd\n')).toBe('# A\n\nIntro\n\nEnd\n');
  });
  it('writes out a component without a rule as it is', async () => {
    expect(await siteMarkdownOf('# A\n\n<Card title="x" />\n')).toBe('# A\n\n<Card title="x" />\n');
  });
  it('leaves no JSX of the theme blocks, keeps package-manager expansion inside tabs and code samples as written', async () => {
    const src = [
      '# Page',
      '',
      '<Stats />',
      '',
      '<Tabs groupId="framework">',
      '<Tab label="React">',
      '',
      '<PackageManagerTabs command="add x -D" />',
      '',
      '</Tab>',
      '</Tabs>',
      '',
      '```tsx',
      '<Tabs><Tab label="kept">code</Tab></Tabs>',
      '```',
      '',
      '<Overview />',
    ].join('\n');
    const md = await siteMarkdownOf(src, 'docs/zh/page.mdx');
    expect(md).toContain('**React**\n\n```bash\n# npm\nnpm add x -D\n```');
    expect(md).toContain('| stat | zh |');
    expect(md).toContain('```tsx\n<Tabs><Tab label="kept">code</Tab></Tabs>\n```');
    expect(md.replace(/```[\s\S]*?```/g, '')).not.toMatch(/<(Tabs|Tab|Stats|Overview|PackageManagerTabs)\b/);
    expect(md).not.toMatch(/\n{3,}/);
  });
});
