/**
 * The attributes of a code fence's meta (```ts title="rsbuild.config.ts" {2} wrap): the ones the
 * renderer reads (rehype-code.ts) and `nocheck`, which only the sample check reads.
 */

/** The value of a `name="value"` (or `name='value'`) attribute of a fence's meta, undefined when it has none. */
export function fenceAttribute(meta: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * `nocheck="reason"` exempts a code sample from `npm run check:samples` (site/checks/check-samples.ts).
 * The reason is for the maintainers: the HTML never shows fence meta, and the Markdown copy
 * (plain-markdown.ts) drops the attribute.
 */
export const NOCHECK_ATTRIBUTE = 'nocheck';

/** `nocheck` in any of its forms: bare, `nocheck=`, `nocheck=""`, with a reason. */
const NOCHECK = new RegExp(`(?:^|\\s)${NOCHECK_ATTRIBUTE}(?:=(?:"[^"]*"|'[^']*'|\\S*))?(?=\\s|$)`, 'g');

/** The reason a fence gives for `nocheck`: undefined without the attribute, '' when it gives none. */
export function nocheckReason(meta: string): string | undefined {
  if (!meta.match(NOCHECK)) return undefined;
  return (fenceAttribute(meta, NOCHECK_ATTRIBUTE) ?? '').trim();
}

/** A fence's meta without its `nocheck` attribute. */
export function withoutNocheck(meta: string): string {
  return meta.replace(NOCHECK, '').trim();
}

export function parseFenceMeta(meta: string) {
  const flag = (name: string): boolean | undefined => {
    const m = new RegExp(`(?:^|\\s)${name}(?:=(true|false))?(?=\\s|$)`).exec(meta);
    return m ? m[1] !== 'false' : undefined;
  };
  return {
    title: fenceAttribute(meta, 'title'),
    lineNumbers: flag('lineNumbers') ?? flag('showLineNumbers'),
    wrap: flag('wrap') ?? flag('wrapCode'),
  };
}
