/** Links in content: only outbound links open in a new tab. */
import type { AnchorHTMLAttributes } from 'react';

export function isOutbound(href: string | undefined): boolean {
  return Boolean(href && /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href));
}

export function ContentLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const outbound = isOutbound(href);
  return (
    <a href={href} {...props} {...(outbound ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
