/** A failed MDX compile as a ContentError, read from the fields of MDX's message (VFileMessage), not its wording. */
import type { VFile } from 'vfile';
import { ContentError } from '../content-error.ts';

type VFileMessage = VFile['messages'][number];
type Point = { line: number; column: number };

/** The range a message names in its reason, `(6:1-6:7)`: unist's written form of a position. */
const NAMED_RANGE = / \((\d+):(\d+)-(\d+):(\d+)\)/;

/**
 * The error at its place, `invalid MDX: <reason>`, with the parser's own cause when it gives one (acorn's, for an
 * expression or an import). An element that is not closed (`end-tag-mismatch` of mdast-util-mdx-jsx) is reported at
 * the element: the message's place is the end of the parent that closed first, or none at the end of the file, and
 * the element's range is only written in the reason. Anything else thrown (a plugin's own error) is reported at 1:1.
 */
export function mdxError(file: string, error: unknown): ContentError {
  const message = error as Partial<VFileMessage> & { message?: string };
  let reason = (message.reason ?? message.message ?? String(error)).split('\n')[0];
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  let at: Point = place ?? { line: 1, column: 1 };
  const named = message.ruleId === 'end-tag-mismatch' && message.source === 'mdast-util-mdx-jsx' ? NAMED_RANGE.exec(reason) : null;
  if (named) {
    const element = { line: Number(named[1]), column: Number(named[2]) };
    const end = { line: Number(named[3]), column: Number(named[4]) };
    const placeEnd = message.place && 'end' in message.place ? message.place.end : place;
    // Unless the range is elsewhere than the place: a closing tag that does not match names the opening one.
    if (!place || !placeEnd || (!before(element, place) && !before(placeEnd, end))) {
      at = element;
      reason = reason.replace(NAMED_RANGE, '');
    }
  }
  const cause = message.cause instanceof Error ? message.cause.message.split('\n')[0] : '';
  return new ContentError(file, at.line, at.column, `invalid MDX: ${reason}${cause && !reason.includes(cause) ? `: ${cause}` : ''}`);
}

function before(a: Point, b: Point): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}
