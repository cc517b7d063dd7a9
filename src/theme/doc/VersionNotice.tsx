/** Above a page of an older version: which version it documents, and the way to the current one. */
import { usePageContext, useStrings } from '../page-context.ts';

export function VersionNotice() {
  const { page, view } = usePageContext();
  const strings = useStrings();
  const current = view.currentVersion;
  if (!current) return null;
  const fill = (text: string) => text.replace('{version}', page.version).replace('{current}', current.name);
  return (
    <div className="s-callout s-callout-warning s-version-notice" role="note">
      <p>
        {fill(strings.oldVersionNotice)} <a href={current.link}>{fill(current.samePage ? strings.oldVersionSamePage : strings.oldVersionHome)}</a>
      </p>
    </div>
  );
}
