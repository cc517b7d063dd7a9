import { describe, expect, it } from 'vitest';
import { llmsIndex, markdownPathOf } from './emit-markdown.ts';

describe('markdownPathOf', () => {
  it('maps routes to their .md files', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/zh/')).toBe('/zh/index.md');
    expect(markdownPathOf('/guide/start/')).toBe('/guide/start/index.md');
    expect(markdownPathOf('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(markdownPathOf('/config/mode.html')).toBe('/config/mode.md');
  });
});

describe('llmsIndex', () => {
  it('lists links by section', () => {
    const text = llmsIndex('Site', 'About it', [{ title: 'Guide', links: [{ title: 'Start', url: 'https://x/guide/start.md', description: 'How to start' }] }]);
    expect(text).toBe('# Site\n\n> About it\n\n## Guide\n\n- [Start](https://x/guide/start.md): How to start\n');
  });
});
