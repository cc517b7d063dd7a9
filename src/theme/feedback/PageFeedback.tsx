/**
 * "Was this page helpful?" (FeedbackSlot.tsx loads it near the end of a doc page). "Yes" thanks the
 * reader. "No" asks what they were looking for and offers a link that opens a new issue on GitHub in
 * a new tab, prefilled with the page, its version and language, the heading the reader was in and
 * their text: the page itself sends nothing. A given answer is remembered per page, so a reload thanks
 * instead of asking again.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import feedback from 'virtual:feedback';
import { usePageContext } from '../page-context.ts';
import { headingInView } from '../outline/use-active-heading.ts';
import { feedbackIssueUrl } from '../../shared/feedback-issue.ts';
import type { FeedbackStrings } from '../../shared/ui-strings.ts';
import { rememberAnswer, rememberedAnswer, type FeedbackAnswer } from './feedback-storage.ts';
import './page-feedback.css';

export function PageFeedback() {
  const { site, page, lang } = usePageContext();
  const id = useId();
  const [answer, setAnswer] = useState<FeedbackAnswer>();
  const [remembered] = useState(() => rememberedAnswer(page.routePath));
  if (!feedback) return null;
  const strings = feedback.strings[lang] ?? feedback.strings[site.lang];
  return (
    <section className="s-page-feedback-box" aria-labelledby={`${id}-question`}>
      <p className="s-page-feedback-question" id={`${id}-question`}>
        {strings.question}
      </p>
      {remembered ? (
        <p className="s-page-feedback-thanks">{strings.thanks}</p>
      ) : answer === 'yes' ? (
        <Thanks strings={strings} />
      ) : answer === 'no' ? (
        <IssueForm strings={strings} />
      ) : (
        <div className="s-page-feedback-answers">
          <button type="button" onClick={() => setAnswer('yes')}>
            {strings.yes}
          </button>
          <button type="button" onClick={() => setAnswer('no')}>
            {strings.no}
          </button>
        </div>
      )}
    </section>
  );
}

/** Focus moves to the thanks, which is also announced: it is written into a live region already in place. */
function Thanks({ strings }: { strings: FeedbackStrings }) {
  const { page } = usePageContext();
  const [said, setSaid] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    rememberAnswer(page.routePath, 'yes');
    setSaid(true);
    ref.current?.focus();
  }, [page.routePath]);
  return (
    <p className="s-page-feedback-thanks" role="status" tabIndex={-1} ref={ref}>
      {said ? strings.thanks : ''}
    </p>
  );
}

function IssueForm({ strings }: { strings: FeedbackStrings }) {
  const { site, page } = usePageContext();
  const id = useId();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The section the reader was in when they answered: the outline's rule, over the H2 and H3 headings.
  const [heading] = useState(() => {
    const headingId = headingInView(page.toc.filter((item) => item.depth === 2 || item.depth === 3).map((item) => item.id));
    return page.toc.find((item) => item.id === headingId);
  });
  useEffect(() => textarea.current?.focus(), []);
  const href = useMemo(
    () =>
      feedbackIssueUrl({
        repository: feedback!.repository,
        labels: feedback!.labels,
        pageTitle: page.title,
        pageUrl: location.origin + location.pathname,
        version: page.version || (site.multiVersion.versions.length > 1 ? site.multiVersion.default : ''),
        lang: page.lang,
        heading,
        text,
      }),
    [site, page, heading, text],
  );
  return (
    <div className="s-page-feedback-form">
      <label htmlFor={`${id}-text`}>{strings.lookingFor}</label>
      <textarea id={`${id}-text`} ref={textarea} rows={3} value={text} placeholder={strings.placeholder} onChange={(event) => setText(event.target.value)} />
      <div className="s-page-feedback-issue">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${id}-note`}
          onClick={() => {
            rememberAnswer(page.routePath, 'no');
            setOpened(true);
          }}
        >
          {strings.openIssue}
        </a>
        <span className="s-page-feedback-note" id={`${id}-note`}>
          {strings.issueNote}
        </span>
      </div>
      <p className="s-page-feedback-status" role="status">
        {opened ? strings.issueOpened : ''}
      </p>
    </div>
  );
}
