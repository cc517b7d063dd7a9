/**
 * The doc page: sidebar (a drawer on narrow screens), content with a fallback H1, the outline
 * following the scroll, the footer; overview pages list their section instead of outline and footer.
 * It travels with the doc pages (their modules export it as `PageLayout`), not in the app chunk.
 */
import { useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { SidebarMenuBar } from '../sidebar/SidebarMenuBar.tsx';
import { Outline, outlineItems } from '../outline/Outline.tsx';
import { DocFooter } from '../doc-footer/DocFooter.tsx';
import { mdxComponents } from '../mdx/components.ts';
import { TranslationNotice } from './TranslationNotice.tsx';
import { VersionNotice } from './VersionNotice.tsx';
import { CopyMarkdown } from '../copy-markdown/CopyMarkdown.tsx';
import { ImageZoom } from '../image-zoom/ImageZoom.tsx';
import { useHiddenByQuery } from '../use-hidden-by-query.ts';
import { slugOf } from '../../shared/slug.ts';
import { permalinkLabel } from '../../shared/ui-strings.ts';
import { PAGE_BODY_ATTRIBUTE } from '../../shared/site-boot.ts';

export default function DocLayout() {
  const { page, Content, staticBody, site, sidebar, OverviewBlock } = usePageContext();
  const strings = useStrings();
  const hidden = useHiddenByQuery();
  const [drawer, setDrawer] = useState(false);

  const fm = page.frontmatter;
  const isOverview = page.isOverview;
  const showSidebar = fm.sidebar !== false && !hidden.has('sidebar') && sidebar.length > 0;
  const outline = fm.outline !== false && !hidden.has('outline') && !isOverview ? outlineItems(page.toc, fm.outline) : [];
  const showFooter = fm.footer !== false && !hidden.has('footer') && !isOverview;
  const fallbackH1 = !page.hasH1 && site.themeConfig.fallbackHeadingTitle;
  const titleId = slugOf(page.title);
  const classes = ['s-doc-layout', showSidebar ? '' : 's-no-sidebar', outline.length ? 's-has-outline' : 's-no-outline'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {(showSidebar || outline.length > 0) && <SidebarMenuBar hasSidebar={showSidebar} outline={outline} onOpenSidebar={() => setDrawer(true)} />}
      {showSidebar && <Sidebar open={drawer} onClose={() => setDrawer(false)} />}
      <main id="content" className="s-doc-main" tabIndex={-1}>
        <article className="s-doc-content">
          <VersionNotice />
          <TranslationNotice />
          <CopyMarkdown />
          {fallbackH1 && (
            <h1 id={titleId}>
              {page.title}
              <a className="s-header-anchor" href={`#${titleId}`} aria-label={permalinkLabel(strings, page.title)}>
                #
              </a>
            </h1>
          )}
          {staticBody !== undefined ? (
            // A first load: the prerendered content stays as it is (its code is not loaded; see runtime/client.tsx).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered HTML, read back from the document
            <div key={page.routePath} className="s-doc-body" {...{ [PAGE_BODY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: staticBody }} />
          ) : (
            // Keyed by page: a page's content starts from its own markup, not from what controls changed on the last one.
            <div key={page.routePath} className="s-doc-body" {...{ [PAGE_BODY_ATTRIBUTE]: '' }}>
              <Content components={mdxComponents} />
              {OverviewBlock && <OverviewBlock />}
            </div>
          )}
        </article>
        {showFooter && <DocFooter />}
      </main>
      <ImageZoom />
      {outline.length > 0 && (
        <aside className="s-doc-aside">
          <Outline items={outline} />
        </aside>
      )}
    </div>
  );
}
