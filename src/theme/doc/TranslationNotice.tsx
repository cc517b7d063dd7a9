/**
 * Notices above a page's content about its languages: an outdated translation (with a link
 * to the source page) and a page that some languages of the site lack.
 */
import { languageName } from '../../shared/locale-profile.ts';
import { usePageContext, useStrings } from '../page-context.ts';

export function TranslationNotice() {
  const { page, view, site } = usePageContext();
  const strings = useStrings();
  // A 404 page is missing nowhere and translates nothing.
  const { missingIn } = view;
  const outdated = page.translation?.outdated;
  if (!missingIn.length && !outdated) return null;
  const nameOf = (lang: string) => languageName(lang, view.locale);
  return (
    <>
      {outdated && (
        <div className="s-callout s-callout-warning s-translation-notice" role="note">
          <p>
            {strings.translationOutdated}{' '}
            <a href={page.translation!.source} hrefLang={site.lang} lang={site.lang}>
              {strings.readSource.replace('{language}', nameOf(site.lang))}
            </a>
          </p>
        </div>
      )}
      {missingIn.length > 0 && (
        <div className="s-callout s-callout-info s-translation-notice" role="note">
          <p>{strings.pageMissingInLang.replace('{languages}', new Intl.ListFormat(view.locale.htmlLang).format(missingIn.map(nameOf)))}</p>
        </div>
      )}
    </>
  );
}
