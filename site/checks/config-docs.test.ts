import { describe, expect, it } from 'vitest';
import { compareConfigDocs, defaultAgrees, isValueDefault, normaliseValue, valuesNamedIn } from './config-docs.ts';
import { compileConfigPage } from './compile-config-page.ts';
import type { ConfigOption } from './config-options.ts';

const option = (path: string, def?: string, extra: Partial<ConfigOption> = {}): ConfigOption => ({
  path,
  default: def,
  depth: path.split('.').length === 1 ? 1 : path.split('.').length === 2 ? 2 : 3,
  ownType: true,
  deprecated: false,
  webpackOnly: false,
  ...extra,
});

const page = `---
description: x
---

# output.distPath

- **Type:** \`string | DistPathConfig\`
- **Default:** see below

\`\`\`ts
# not a heading
- **Default:** \`'nope'\`
\`\`\`

## Options

### root

- **Type:** \`string\`
- **Default:** \`"dist"\`

### \`js\` {#js}

- **Default:**

  \`\`\`ts
  'static/js'
  \`\`\`

### jsAsync / cssAsync

- **Default:** \`'static/js/async'\`, \`'static/css/async'\`

## Example

### root
`;

describe('readConfigPage', () => {
  it('reads the H1 option, H3 sub-options under Options and their Default items', async () => {
    const parsed = await compileConfigPage('a.mdx', page);
    expect(parsed.option).toEqual({ path: 'output.distPath', line: 5, anchor: 'outputdistpath', type: 'string | DistPathConfig', default: 'see below' });
    expect(parsed.subOptions.map((s) => s.path)).toEqual(['output.distPath.root', 'output.distPath.js', 'output.distPath.jsAsync', 'output.distPath.cssAsync']);
    expect(parsed.subOptions[0].default).toBe('"dist"');
    expect(parsed.subOptions[1].default).toBe("'static/js'");
    expect(parsed.subOptions[3].default).toBe("`'static/js/async'`, `'static/css/async'`");
  });
  it('reads a Chinese page: 选项 holds the sub-options and 默认值 their defaults', async () => {
    const zh = ['# server.https', '', '- **默认值：** `undefined`', '', '## 选项 {#options}', '', '### key', '', '- **默认值：** `undefined`'].join('\n');
    const parsed = await compileConfigPage('zh.mdx', zh);
    expect(parsed.option?.default).toBe('undefined');
    expect(parsed.subOptions).toEqual([{ path: 'server.https.key', line: 7, anchor: 'key', default: 'undefined' }]);
  });
  it('reads Type, Default, the first paragraph and the heading ids the page compile gives', async () => {
    const source = [
      '---',
      'description: x',
      '---',
      '',
      '# html.implementation',
      '',
      '- **Type:**',
      '',
      '  ```ts',
      "  type Implementation = 'js' | 'native';",
      '  ```',
      '',
      "- **Default:** `'js'`",
      '',
      'Chooses the HTML',
      'plugin. [More](/x) later.',
      '',
      'Second paragraph.',
      '',
      '## Options',
      '',
      '### root',
      '',
      ':::tip',
      'Not a summary.',
      ':::',
      '',
      'The root.',
      '',
      '#### `root.mode`',
      '',
      '- **Default:** `1`',
      '',
      '### `build.root` {#build-root}',
      '',
      '### root',
    ].join('\n');
    const parsed = await compileConfigPage('a.mdx', source);
    expect(parsed.option).toMatchObject({
      anchor: 'htmlimplementation',
      type: "type Implementation = 'js' | 'native';",
      default: "'js'",
      summary: 'Chooses the HTML plugin. More later.',
    });
    expect(parsed.subOptions[0]).toEqual({ path: 'html.implementation.root', line: 22, anchor: 'root', summary: 'The root.' });
    // An H4 under an option's H3 documents a field of it, with its own items.
    expect(parsed.nestedOptions).toEqual([{ path: 'html.implementation.root.mode', line: 30, anchor: 'rootmode', default: '1' }]);
    // An explicit id takes no slug; a repeated heading gets the next one.
    expect(parsed.subOptions.map((s) => s.anchor)).toEqual(['root', 'build-root', 'root-1']);
  });
  it('joins the lines of a Chinese paragraph without spaces', async () => {
    const parsed = await compileConfigPage('zh.mdx', '# mode\n\n- **类型：** `string`\n\n设置构建\n模式，影响默认值。\n');
    expect(parsed.option?.summary).toBe('设置构建模式，影响默认值。');
    expect(parsed.option?.type).toBe('string');
  });
});

describe('defaults', () => {
  it('normalises quotes, backticks, whitespace and trailing commas', () => {
    expect(normaliseValue('`{ a: "x", }`')).toBe("{a:'x'}");
    expect(normaliseValue("['text/html', '*\\/*']")).toBe("['text/html','*/*']");
  });
  it('tells values from prose', () => {
    expect(isValueDefault("'web'")).toBe(true);
    expect(isValueDefault("isDev ? 'cheap-module-source-map' : false")).toBe(true);
    expect(isValueDefault('true when using Rsbuild CLI, otherwise false')).toBe(false);
    expect(isValueDefault("- dev: '[name].js'\n- prod: '[name].[contenthash:8].js'")).toBe(false);
  });
  it('lists the values prose names', () => {
    expect(valuesNamedIn("Depends on `process.env.NODE_ENV`:\n- `'production'` if x")).toEqual(['process.env.NODE_ENV', "'production'"]);
    expect(valuesNamedIn('- 1 (fastest) for dev\n- 6 for preview')).toEqual(['1', '6']);
  });
  it('compares a page default with the types', () => {
    expect(defaultAgrees("'web'", "`'web'`")).toBe(true);
    expect(defaultAgrees("'web'", '`"web"` (browsers)')).toBe(true);
    expect(defaultAgrees("'web'", "`'node'`")).toBe(false);
    expect(defaultAgrees('3000', '`3001`')).toBe(false);
    expect(defaultAgrees('true when using Rsbuild CLI, otherwise false', '`true` with the CLI, `false` otherwise')).toBe(true);
    expect(defaultAgrees("- dev: '[name].js'\n- prod: '[name].[contenthash:8].js'", "`'[name].js'` in development")).toBe(false);
  });
});

describe('compareConfigDocs', () => {
  const options = [
    option('output.distPath'),
    option('output.distPath.root', "'dist'"),
    option('output.distPath.js', "'static/js'"),
    option('output.distPath.jsAsync', "'static/js/async'"),
    option('output.distPath.cssAsync', "'static/css/async'"),
    option('output.target', "'web'"),
    option('output.legacy', undefined, { deprecated: true }),
    option('tools.webpack', undefined, { webpackOnly: true }),
    option('tools.postcss.sourceMap', undefined, { ownType: false }),
  ];
  it('passes when every option is documented with agreeing defaults', async () => {
    const pages = [
      await compileConfigPage('dist-path.mdx', page),
      await compileConfigPage('target.mdx', "# output.target\n\n- **Type:** `string`\n- **Default:** `'web'`\n"),
    ];
    expect(compareConfigDocs(options, pages)).toEqual([]);
  });
  it('reports missing pages, missing sub-options, unknown options and wrong defaults at once', async () => {
    const pages = [
      await compileConfigPage('dist-path.mdx', "# output.distPath\n\n## Options\n\n### root\n\n- **Default:** `'build'`\n\n### nope\n"),
      await compileConfigPage('ghost.mdx', '# output.ghost\n'),
      await compileConfigPage('empty.mdx', '---\ntitle: Empty\n---\n\nno heading'),
    ];
    expect(compareConfigDocs(options, pages)).toEqual([
      'dist-path.mdx:1 output.distPath.cssAsync: sub-option has no "### cssAsync" under "## Options"',
      'dist-path.mdx:1 output.distPath.js: sub-option has no "### js" under "## Options"',
      'dist-path.mdx:1 output.distPath.jsAsync: sub-option has no "### jsAsync" under "## Options"',
      `dist-path.mdx:5 output.distPath.root: Default "'build'" disagrees with @default 'dist'`,
      'dist-path.mdx:9 output.distPath.nope: no such option in the types',
      'docs/en/config: output.target: option has no page',
      'empty.mdx:1 the page has no "# option.path" heading',
      'ghost.mdx:1 output.ghost: no such option in the types',
    ]);
  });
});
