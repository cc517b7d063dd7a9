/**
 * Notices above a page's content about its languages: an outdated translation (with a link
 * to the source page) and a page that exists in this language only.
 */
import { usePageContext } from '../page-context.ts';

export function TranslationNotice() {
  const { page, view, site, strings } = usePageContext();
  // A 404 page is missing nowhere and translates nothing.
  const { missing } = view;
  const outdated = page.translation?.outdated;
  if (!missing && !outdated) return null;
  return (
    <>
      {outdated && (
        <div className="callout callout-warning translation-notice" role="note">
          <p>
            {strings.translationOutdated}{' '}
            <a href={page.translation!.source} hrefLang={site.lang} lang={site.lang}>
              {strings.readEnglish}
            </a>
          </p>
        </div>
      )}
      {missing && (
        <div className="callout callout-info translation-notice" role="note">
          <p>{strings.pageMissingInLang}</p>
        </div>
      )}
    </>
  );
}
