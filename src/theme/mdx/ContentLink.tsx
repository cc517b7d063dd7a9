/** Links in content: only outbound links open in a new tab. */
import type { AnchorHTMLAttributes } from 'react';
import { isExternalLink } from '../../shared/web-url.ts';

export function ContentLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const outbound = isExternalLink(href);
  return (
    <a href={href} {...props} {...(outbound ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
