import { describe, expect, it } from 'vitest';
import { bookPageBody, docBodyOf, pageAnchorsOf, renderPrintBook } from './print-book.ts';

describe('docBodyOf', () => {
  it('reads the content of the page body element, nested elements included', () => {
    const page = '<div class="s-site"><div class="s-doc-body" data-page-body=""><div><p>a</p></div><p>&lt;div&gt;</p></div><footer></footer></div>';
    expect(docBodyOf(page)).toBe('<div><p>a</p></div><p>&lt;div&gt;</p>');
    expect(docBodyOf('<main></main>')).toBeUndefined();
  });
});

describe('pageAnchorsOf', () => {
  it('names each page by its route after the shared folder, unique', () => {
    expect([...pageAnchorsOf(['/guide/start/', '/guide/start/quick-start', '/guide/start/sub/x'])]).toEqual([
      ['/guide/start', 'start'],
      ['/guide/start/quick-start', 'quick-start'],
      ['/guide/start/sub/x', 'sub-x'],
    ]);
  });
});

describe('bookPageBody', () => {
  const anchors = new Map([
    ['/guide/basic/cli', 'cli'],
    ['/guide/basic/server', 'server'],
  ]);
  it('prefixes ids and the attributes naming them, and leads links within the book into it', () => {
    const body =
      '<h2 id="port">Port<a href="#port" class="s-header-anchor">#</a></h2><button id="t" aria-controls="p"></button>' +
      '<p><a href="/guide/basic/server">s</a> <a href="/guide/basic/server#https">h</a> <a href="/config/mode">m</a> <a href="https://x.dev">x</a></p>';
    expect(bookPageBody(body, 'cli', anchors)).toBe(
      '<h2 id="cli--port">Port<a href="#cli--port" class="s-header-anchor">#</a></h2><button id="cli--t" aria-controls="cli--p"></button>' +
        '<p><a href="#server">s</a> <a href="#server--https">h</a> <a href="/config/mode">m</a> <a href="https://x.dev">x</a></p>',
    );
  });
  it('shows every tab panel and details block, loads images at once, and leaves code text alone', () => {
    const body =
      '<div role="tabpanel" id="a" hidden="" class="s-tab-panel" data-label="yarn"></div><details class="s-callout"><summary>S</summary></details>' +
      '<img src="/x.png" loading="lazy" alt=""/><pre><code><span style="color:red">&lt;div id="app"&gt;</span></code></pre>';
    expect(bookPageBody(body, 'p', anchors)).toBe(
      '<div role="tabpanel" id="p--a" class="s-tab-panel" data-label="yarn"></div><details class="s-callout" open=""><summary>S</summary></details>' +
        '<img src="/x.png" alt=""/><pre><code><span style="color:red">&lt;div id="app"&gt;</span></code></pre>',
    );
  });
});

describe('renderPrintBook', () => {
  const html = renderPrintBook({
    book: { route: '/guide/basic/print', sidebarKey: '/guide/', title: 'Basic', pages: ['/guide/basic/cli', '/guide/basic/server'] },
    pages: [
      { route: '/guide/basic/cli', title: 'CLI', hasH1: true, body: '<h1 id="cli">CLI</h1><p>Run <a href="/guide/basic/server">it</a>.</p>' },
      { route: '/guide/basic/server', title: 'Server', hasH1: false, body: '<p>Serve.</p>' },
    ],
    htmlLang: 'en',
    kicker: 'Docs · Guide',
    strings: { note: 'All of it.', contents: 'Contents' },
    siteUrl: 'https://docs.example',
    icon: '/icon.svg',
    css: ['assets/app.css'],
    prePaintScript: 'void 0',
  });
  it('is a noindex document: contents, then each page under its H1 and its address', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Basic · Docs · Guide</title>');
    expect(html).toContain('<ol><li><a href="#cli">CLI</a></li><li><a href="#server">Server</a></li></ol>');
    expect(html).toContain(
      '<article class="s-doc-content s-print-book-page" id="cli"><h1 id="cli--cli">CLI</h1><p class="s-print-book-source"><a class="s-url-text" href="https://docs.example/guide/basic/cli">https://docs.example/guide/basic/cli</a></p><p>Run <a href="#server">it</a>.</p></article>',
    );
    expect(html).toContain('<article class="s-doc-content s-print-book-page" id="server"><h1 id="server--server">Server</h1>');
  });
});
