/**
 * The page feedback form's "new issue" link: a GitHub URL whose query prefills the issue. Nothing is
 * sent from the page; the reader reviews and submits the issue on GitHub.
 */

/** GitHub answers 414 to longer URLs (about 8 KB); the reader's text is cut to stay under it. */
export const MAX_ISSUE_URL = 8000;
const CUT_MARK = ' […]';

export interface FeedbackIssue {
  /** `https://github.com/<owner>/<repo>` */
  repository: string;
  labels?: string[];
  pageTitle: string;
  /** The page's address, without query or fragment. */
  pageUrl: string;
  /** Empty on a site with one version. */
  version: string;
  lang: string;
  /** The heading the reader was in: the last H2/H3 above the top of the viewport. */
  heading?: { id: string; text: string };
  /** What the reader wrote. */
  text: string;
}

function issueBody({ pageUrl, version, lang, heading, text }: FeedbackIssue): string {
  return [
    `**Page:** ${pageUrl}`,
    ...(version ? [`**Version:** ${version}`] : []),
    `**Language:** ${lang}`,
    `**Section:** ${heading ? `[${heading.text}](${pageUrl}#${heading.id})` : '(top of the page)'}`,
    '',
    '**What were you looking for?**',
    '',
    text.trim() || '(not filled in)',
  ].join('\n');
}

function urlOf(issue: FeedbackIssue): string {
  const query = new URLSearchParams({ title: `[Docs feedback] ${issue.pageTitle}`, body: issueBody(issue) });
  if (issue.labels?.length) query.set('labels', issue.labels.join(','));
  return `${issue.repository.replace(/\/+$/, '')}/issues/new?${query}`;
}

/**
 * The new-issue URL, at most `maxLength` characters once encoded: a longer text keeps its longest
 * opening that fits (whole characters, never half a surrogate pair), marked as cut.
 */
export function feedbackIssueUrl(issue: FeedbackIssue, maxLength = MAX_ISSUE_URL): string {
  const full = urlOf(issue);
  if (full.length <= maxLength) return full;
  const chars = Array.from(issue.text.trim());
  // Encoded length grows with the kept length: the longest opening that fits, by bisection.
  let [low, high] = [0, chars.length - 1];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (urlOf({ ...issue, text: chars.slice(0, mid).join('') + CUT_MARK }).length <= maxLength) low = mid;
    else high = mid - 1;
  }
  return urlOf({ ...issue, text: chars.slice(0, low).join('').trimEnd() + CUT_MARK });
}
