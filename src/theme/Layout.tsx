/**
 * The page frame: skip link, progress bar, banner, navbar, the layout of the page's type, the site
 * footer and the global UI (banner, scroll-to-top), each subject to frontmatter and query flags.
 */
// First: it sets the order of the cascade layers every sheet below names.
import './styles/layers.css';
import { usePageContext, useStrings } from './page-context.ts';
import { Navbar } from './nav/Navbar.tsx';
import { NotFound } from './not-found/NotFound.tsx';
import { Banner } from './banner/Banner.tsx';
import { SiteFooter } from './footer/SiteFooter.tsx';
import { ScrollToTop } from './doc/ScrollToTop.tsx';
import { useLocaleRedirect } from './use-locale-redirect.ts';
import { useHiddenByQuery } from './use-hidden-by-query.ts';
import { useContentControls } from './content-controls.ts';
import { mdxComponents } from './mdx/components.ts';
import './styles/base.css';
import './styles/shell.css';
import './styles/content.css';
import './styles/home.css';
import './styles/blocks.css';
import './styles/print.css';
// The site's sheets: their rules are in the `site` layer (styles/layers.css), above the theme's.
import 'virtual:site-styles';

export function Layout() {
  const { page, Content, loading, offline, site, PageLayout } = usePageContext();
  const strings = useStrings();
  const hidden = useHiddenByQuery();
  useLocaleRedirect();
  useContentControls();
  const type = page.pageType;
  const fm = page.frontmatter;
  const showNavbar = type !== 'blank' && fm.navbar !== false && !hidden.has('navbar') && site.themeConfig.hideNavbar !== 'always';
  const globalUI = fm.globalUIComponents !== false && !hidden.has('globalUIComponents');
  const bare = type === 'custom' || type === 'blank';
  return (
    <div className={`s-site${showNavbar ? '' : ' s-no-navbar'}`}>
      <a className="s-skip-link" href="#content">
        {strings.skipToContent}
      </a>
      <div className={`s-progress-bar${loading ? ' s-active' : ''}`} role="progressbar" aria-hidden={!loading} aria-label={strings.loading} />
      {offline && (
        <div className="s-offline-notice" role="alert">
          {strings.offlineNavigation}
        </div>
      )}
      {globalUI && <Banner />}
      {showNavbar && <Navbar />}
      {/* Home and doc pages bring their layout with them (runtime/page-module.ts PageLayout). */}
      {PageLayout ? (
        <PageLayout />
      ) : type === '404' ? (
        <NotFound />
      ) : (
        <main id="content">
          <Content components={mdxComponents} />
        </main>
      )}
      {!bare && <SiteFooter />}
      {globalUI && <ScrollToTop />}
    </div>
  );
}
