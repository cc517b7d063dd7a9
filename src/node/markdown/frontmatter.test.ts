/** Frontmatter rules: defaults filled in, and every bad field reported at the line and column of its key. */
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.ts';
import { frontmatterSchema } from '../../shared/frontmatter-schema.ts';

const page = (...yaml: string[]) => `---\n${yaml.join('\n')}\n---\n# Title\n`;
const problems = (source: string) => {
  try {
    parseFrontmatter('docs/en/a.mdx', source);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the frontmatter to be refused');
};

describe('parseFrontmatter', () => {
  it('returns the body and the line count of a page without frontmatter unchanged', () => {
    expect(parseFrontmatter('a.md', '# A\n')).toEqual({ frontmatter: {}, raw: '', body: '# A\n', lineOffset: 0, prose: [] });
    expect(parseFrontmatter('a.md', page('title: T'))).toMatchObject({ raw: 'title: T', body: '# Title\n', lineOffset: 3 });
    expect(parseFrontmatter('a.md', '---\n\n---\n# A\n').frontmatter).toEqual({});
  });

  it('fills in the home page defaults: feature span 4, no stars, the oval glow on', () => {
    const { frontmatter } = parseFrontmatter(
      'a.mdx',
      page('pageType: home', 'hero:', '  name: Site', 'features:', '  - title: A', '    details: a', '  - title: B', '    details: b', '    span: 6'),
    );
    expect(frontmatter.hero).toEqual({ name: 'Site', showStars: false, showOvalBg: true });
    expect(frontmatter.features?.map((f) => f.span)).toEqual([4, 6]);
    expect(parseFrontmatter('a.mdx', page('hero:', '  showStars: true', '  showOvalBg: false')).frontmatter.hero).toEqual({
      showStars: true,
      showOvalBg: false,
    });
  });

  it('keeps a date as its YYYY-MM-DD text, also when YAML gives a Date', () => {
    expect(parseFrontmatter('a.md', page('published_at: 2024-09-10')).frontmatter.published_at).toBe('2024-09-10');
    expect(frontmatterSchema.parse({ published_at: new Date('2024-09-10T00:00:00Z') }).published_at).toBe('2024-09-10');
  });

  it('accepts every form of outline and head tags with or without content', () => {
    for (const outline of ['false', '3', '[2, 3]']) expect(() => parseFrontmatter('a.md', page(`outline: ${outline}`))).not.toThrow();
    const { frontmatter } = parseFrontmatter('a.md', page('head:', '  - [meta, {name: a, content: b}]', '  - [script, {}, "track()"]'));
    expect(frontmatter.head).toEqual([
      ['meta', { name: 'a', content: 'b' }],
      ['script', {}, 'track()'],
    ]);
  });

  it('reports every bad field at once, each at the line and column of its key', () => {
    expect(
      problems(
        page(
          'title: 5',
          'titel: x',
          'hero:',
          '  actions:',
          '    - text: Go',
          '      link: 3',
          'features:',
          '  - title: A',
          '    details: a',
          '    span: 5',
          'outline: [2, 5]',
          '"link-rss": 4',
          'published_at: yesterday',
        ),
      ),
    ).toEqual([
      'docs/en/a.mdx:2:1 frontmatter "title" must be a string',
      'docs/en/a.mdx:3:1 unknown frontmatter field "titel"',
      'docs/en/a.mdx:7:7 frontmatter "hero.actions[0].link" must be a string',
      'docs/en/a.mdx:11:5 frontmatter "features[0].span" must be 2, 3, 4 or 6',
      'docs/en/a.mdx:12:14 frontmatter "outline[1]" must be a heading depth from 2 to 4',
      'docs/en/a.mdx:13:1 frontmatter "link-rss" must be a string',
      'docs/en/a.mdx:14:1 frontmatter "published_at" must be a date (YYYY-MM-DD)',
    ]);
  });

  it('points a missing field at the item that lacks it', () => {
    expect(problems(page('description: d', 'features:', '  - icon: /a.svg', '    details: a'))).toEqual([
      'docs/en/a.mdx:4:5 frontmatter "features[0].title" must be a string',
    ]);
  });

  it('words a value of the wrong kind by what the field takes', () => {
    expect(problems(page('outline: true'))).toEqual(['docs/en/a.mdx:2:1 frontmatter "outline" must be false, a depth 2-4 or a [from, to] pair']);
    expect(problems(page('features: many'))).toEqual([
      'docs/en/a.mdx:2:1 frontmatter "features" must be a list of {title, details, icon?, link?, span?: 2|3|4|6}',
    ]);
    expect(problems(page('hero: big'))).toEqual(['docs/en/a.mdx:2:1 frontmatter "hero" must be a mapping']);
    expect(problems(page('head:', '  - [meta]'))).toEqual([
      'docs/en/a.mdx:3:5 frontmatter "head[0]" must be a [tag, attributes] pair (an optional third item is the content)',
    ]);
    expect(problems(page('pageType: landing'))).toEqual([
      'docs/en/a.mdx:2:1 frontmatter "pageType" must be one of home, doc, custom, blank, 404 (got "landing")',
    ]);
  });

  it('refuses a block that is no mapping, and YAML that does not parse, at its place', () => {
    expect(problems(page('- a list'))).toEqual(['docs/en/a.mdx:2:1 invalid frontmatter: expected a mapping of fields']);
    expect(problems(page('title: T', 'description: [unclosed'))[0]).toMatch(/^docs\/en\/a\.mdx:\d+:\d+ invalid frontmatter: /);
  });
});
