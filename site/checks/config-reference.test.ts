import { describe, expect, it } from 'vitest';
import { compileConfigPage } from './compile-config-page.ts';
import { configReferenceOf, firstSentence, referenceOptionsOf, referenceProblems } from './config-reference.ts';

/** The release data's answer: `output.distPath` came in 1.0.0, the rest is older. */
const since = (path: string) => (path === 'output.distPath' ? '1.0.0' : undefined);

const page = `---
description: Sets where the build output goes.
---

# output.distPath

- **Type:**

  \`\`\`ts
  type DistPath =
    | string
    | { root?: string };
  \`\`\`

- **Default:** \`{ root: 'dist' }\`

\`output.distPath\` decides where files go, e.g. \`dist/\`. More follows here.

## Options

### root

- **Type:** \`string\`
- **Default:** \`'dist'\` (see [output.cleanDistPath](/config/output/clean-dist-path))

The **output** root directory. Rsbuild empties it first.

### js {#js-folder}

- **Type:** \`string\`
`;

describe('config reference extraction', () => {
  it('reads each option of a page with its type, default, summary and URL, and the first version from the release data', async () => {
    const parsed = await compileConfigPage('dist-path.mdx', page);
    expect(referenceOptionsOf(parsed, 'https://x/config/output/dist-path', since)).toEqual([
      {
        name: 'output.distPath',
        type: 'type DistPath =\n  | string\n  | { root?: string };',
        default: "{ root: 'dist' }",
        since: '1.0.0',
        summary: 'Sets where the build output goes.',
        url: 'https://x/config/output/dist-path',
      },
      {
        name: 'output.distPath.root',
        type: 'string',
        default: "`'dist'` (see output.cleanDistPath)",
        since: null,
        summary: 'The output root directory.',
        url: 'https://x/config/output/dist-path#root',
      },
      { name: 'output.distPath.js', type: 'string', default: null, since: null, summary: '', url: 'https://x/config/output/dist-path#js-folder' },
    ]);
  });
  it('reports what the reference needs: a summary per option', async () => {
    const bad = page.replace(/^description: .*\n/m, '').replace(/^`output.distPath` decides.*\n/m, '');
    expect(referenceProblems(await compileConfigPage('dist-path.mdx', bad))).toEqual([
      'dist-path.mdx:4 output.distPath: no paragraph describes the option',
      'dist-path.mdx:26 output.distPath.js: no paragraph describes the option',
    ]);
    expect(referenceProblems(await compileConfigPage('dist-path.mdx', page))).toEqual([
      'dist-path.mdx:28 output.distPath.js: no paragraph describes the option',
    ]);
  });
  it('sorts the options of all pages by name', async () => {
    const target = await compileConfigPage('target.mdx', '# output.target\n\n- **Type:** `string`\n\nThe runtime.\n');
    const file = configReferenceOf(
      'en',
      [
        { page: await compileConfigPage('dist-path.mdx', page), url: 'u1' },
        { page: target, url: 'u2' },
      ],
      '1.7.6',
      since,
    );
    expect(file.options.map((o) => o.name)).toEqual(['output.distPath', 'output.distPath.js', 'output.distPath.root', 'output.target']);
    expect(file).toMatchObject({ version: 1, lang: 'en', rsbuild: '1.7.6' });
  });
});

describe('field values', () => {
  it('unwraps one code span or one fenced block, keeps other Markdown', async () => {
    const { option } = await compileConfigPage(
      'a.mdx',
      '# a\n\n- **Type:**\n\n  ```ts\n  type A = 1;\n  ```\n\n- **Default:** `true` in production, [`false`](/x) **otherwise**\n',
    );
    expect([option?.type, option?.default]).toEqual(['type A = 1;', '`true` in production, `false` otherwise']);
    const empty = await compileConfigPage('b.mdx', '# b\n\n- **Type:**\n');
    expect(referenceOptionsOf(empty, 'u', since)[0]).toMatchObject({ type: null, default: null });
  });
  it('takes the first sentence, in English and Chinese', () => {
    expect(firstSentence('Sets the port, e.g. `3000`. Then more.')).toBe('Sets the port, e.g. `3000`.');
    expect(firstSentence('Uses v1.6.0 rules. Then more.')).toBe('Uses v1.6.0 rules.');
    expect(firstSentence('设置端口。之后的内容。')).toBe('设置端口。');
    expect(firstSentence('No end')).toBe('No end');
  });
});
