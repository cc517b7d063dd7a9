/**
 * The marks as a reader gets them: pages compiled with the site's transform, read in their Markdown
 * copy, against the site's release data (2.x for docs/<lang>, 1.x for docs/1.x/<lang>).
 */
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/index.ts';
import configPageItems from '../checks/config-page-lint.ts';
import configPageMarks from './config-page-marks.ts';

const compile = (file: string, source: string, lang = 'en') =>
  compilePage(file, source, { highlight: false, lang, pageTransform: configPageMarks, lintRules: [configPageItems] });

const host = "# server.host\n\n- **Type:** `string | boolean`\n- **Default:** `'localhost'`\n\nThe host name.\n";

describe('version marks on config pages', () => {
  it('adds what 2.0 changed to the Type and Default items, in each language', async () => {
    const en = await compile('docs/en/config/server/host.mdx', host);
    expect(en.markdown).toContain(
      "- **Default:** `'localhost'`\n- **Changed in 2.0.0:** the default (`'0.0.0.0'` in `1.7.6`), the type (`string` in `1.7.6`)\n",
    );
    const zh = await compile('docs/zh/config/server/host.mdx', host.replace('Type', '类型：').replace('Default', '默认值：'), 'zh');
    expect(zh.markdown).toContain("- **2.0.0 变更：** 默认值（`1.7.6` 中为 `'0.0.0.0'`）、类型（`1.7.6` 中为 `string`）");
  });

  it('marks a sub-option added after its page option, under its own heading', async () => {
    const page = '# dev.client\n\n- **Type:** `object`\n- **Default:** `{}`\n\n## Options\n\n### logLevel\n\nHow much the browser logs.\n';
    const { markdown } = await compile('docs/1.x/en/config/dev/client.mdx', page);
    expect(markdown).toMatch(/### logLevel\n\n- \*\*Added in:\*\* `1\.\d+\.\d+`\n\nHow much/);
    expect(markdown.split('## Options')[0]).not.toContain('Added in');
  });

  it('opens the page of an option 2.0 removed with its status, and marks the 1.x page too', async () => {
    const removed = await compile('docs/en/config/performance/profile.mdx', '# performance.profile\n\nUse Rsdoctor instead.\n');
    expect(removed.markdown).toContain('# performance.profile\n\n- **Status:** removed in `2.0.0`\n\nUse Rsdoctor');
    const old = await compile(
      'docs/1.x/en/config/performance/profile.mdx',
      '# performance.profile\n\n- **Type:** `boolean`\n- **Default:** `false`\n\nWrites stats.\n',
    );
    expect(old.markdown).toContain('- **Status:** removed in `2.0.0`');
  });

  it('leaves pages that are not config option pages alone', async () => {
    const { markdown } = await compile('docs/en/guide/basic/server.mdx', host);
    expect(markdown).not.toContain('Changed in');
  });

  it('rejects a version written by hand', async () => {
    const { lint } = await compile('docs/en/config/server/host.mdx', host.replace('\n\nThe host', '\n- **Version:** `>= 2.0.0`\n\nThe host'));
    expect(lint.filter((f) => f.reason.includes('version'))).toEqual([
      expect.objectContaining({ line: 5, reason: expect.stringContaining('version item written by hand') }),
    ]);
  });
});
