/** The doc page: sidebar, content (with a fallback H1), outline and footer; query flags hide parts. */
import { useEffect, useState } from 'react';
import { usePageContext } from '../page-context.ts';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { Outline } from '../outline/Outline.tsx';
import { DocFooter } from '../doc-footer/DocFooter.tsx';
import { mdxComponents } from '../mdx/components.ts';
import { CopyMarkdown } from '../copy-markdown/CopyMarkdown.tsx';
import { ImageZoom } from '../image-zoom/ImageZoom.tsx';

/** `?sidebar=0&outline=0` style flags; read after hydration so the prerendered HTML matches. */
export function useQueryFlags() {
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const { pathname } = usePageContext();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const next: Record<string, boolean> = {};
    for (const key of ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents']) {
      if (params.get(key) === '0') next[key] = false;
    }
    setFlags(next);
  }, [pathname]);
  return flags;
}

export function DocLayout() {
  const { page, Content, site } = usePageContext();
  const flags = useQueryFlags();
  const fm = page.frontmatter;
  const showSidebar = fm.sidebar !== false && flags.sidebar !== false;
  const showOutline = fm.outline !== false && flags.outline !== false && !fm.overview;
  const showFooter = fm.footer !== false && flags.footer !== false && !fm.overview;
  const fallbackH1 = !page.hasH1 && site.themeConfig.fallbackHeadingTitle;
  return (
    <div className={`doc-layout${showSidebar ? '' : ' no-sidebar'}${showOutline ? '' : ' no-outline'}`}>
      {showSidebar && <Sidebar />}
      <main id="content" className="doc-main" tabIndex={-1}>
        <article className="doc-content">
          <CopyMarkdown />
          {fallbackH1 && (
            <h1 id={slugOf(page.title)}>
              {page.title}
              <a className="header-anchor" href={`#${slugOf(page.title)}`} aria-hidden="true">
                #
              </a>
            </h1>
          )}
          <Content components={mdxComponents} />
        </article>
        {showFooter && <DocFooter />}
      </main>
      <ImageZoom />
      {showOutline && (
        <aside className="doc-aside">
          <Outline />
        </aside>
      )}
    </div>
  );
}

function slugOf(text: string) {
  return text.toLowerCase().trim().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s+/g, '-');
}
