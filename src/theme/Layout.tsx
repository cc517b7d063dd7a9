/** The page frame: skip link, progress bar, navbar, then the layout of the page's type. */
import { usePageContext } from './page-context.ts';
import { Navbar } from './nav/Navbar.tsx';
import { DocLayout } from './doc/DocLayout.tsx';
import { HomeLayout } from './home/HomeLayout.tsx';
import { NotFound } from './not-found/NotFound.tsx';
import { mdxComponents } from './mdx/components.ts';
import './styles/base.css';
import './styles/shell.css';
import './styles/content.css';
import './styles/blocks.css';

export function Layout() {
  const { page, Content, strings, loading } = usePageContext();
  const type = page.pageType;
  const showNavbar = type !== 'blank' && page.frontmatter.navbar !== false;
  return (
    <>
      <a className="skip-link" href="#content">
        {strings.skipToContent}
      </a>
      <div className={`progress-bar${loading ? ' active' : ''}`} role="progressbar" aria-hidden={!loading} aria-label={strings.loading} />
      {showNavbar && <Navbar />}
      {type === 'home' ? (
        <HomeLayout />
      ) : type === '404' ? (
        <NotFound />
      ) : type === 'custom' || type === 'blank' ? (
        <main id="content">
          <Content components={mdxComponents} />
        </main>
      ) : (
        <DocLayout />
      )}
    </>
  );
}
