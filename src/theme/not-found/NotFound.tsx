/** The 404 page: the number, PAGE NOT FOUND and a link home (in the page's language and version). */
import { usePageContext, useStrings } from '../page-context.ts';
import { homePathOf, layoutOf } from '../../shared/site-layout.ts';

export function NotFound() {
  const { lang, site, page } = usePageContext();
  const strings = useStrings();
  return (
    <main id="content" className="s-not-found" tabIndex={-1}>
      <p className="s-not-found-code">404</p>
      <h1>{strings.notFoundTitle}</h1>
      <a className="s-button s-button-brand" href={homePathOf(lang, page.version, layoutOf(site))}>
        {strings.takeMeHome}
      </a>
    </main>
  );
}
