/** Below the content: the feedback question, edit link, the printable page of the page's sidebar group, last-updated line, previous/next pages in sidebar order. */
import { hasFeedback } from 'virtual:feedback-slot';
import { usePageContext, useStrings } from '../page-context.ts';
import { FeedbackSlot } from '../feedback/FeedbackSlot.tsx';
import { formatDate } from '../../shared/locale-profile.ts';

export function DocFooter() {
  const { page, view } = usePageContext();
  const strings = useStrings();
  const { prev, next, editLink: edit } = view;
  return (
    <footer className="s-doc-footer">
      {hasFeedback && <FeedbackSlot key={page.routePath} />}
      <div className="s-doc-footer-meta">
        {edit && (
          <a href={edit.href} target="_blank" rel="noopener noreferrer">
            {edit.text}
          </a>
        )}
        {/* A page the build writes, outside the route table: the router loads it as a document. */}
        {page.printSection && <a href={page.printSection.link}>{page.printSection.text}</a>}
        {page.lastUpdatedTime > 0 && (
          <span className="s-last-updated">
            {strings.lastUpdatedText}: <time dateTime={new Date(page.lastUpdatedTime).toISOString()}>{formatDate(page.lastUpdatedTime, view.locale)}</time>
          </span>
        )}
      </div>
      {(prev || next) && (
        <nav className="s-prev-next" aria-label={`${strings.prevPageText} / ${strings.nextPageText}`}>
          {prev ? (
            <a className="s-prev" href={prev.link} rel="prev">
              <span className="s-prev-next-label">{strings.prevPageText}</span>
              <span className="s-prev-next-title">{prev.text}</span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a className="s-next" href={next.link} rel="next">
              <span className="s-prev-next-label">{strings.nextPageText}</span>
              <span className="s-prev-next-title">{next.text}</span>
            </a>
          )}
        </nav>
      )}
    </footer>
  );
}
