/**
 * A highlighted code block (rendered at build time) with its title, copy button and wrap toggle. The markup is all
 * there is: what the buttons do is code-controls.ts, so a prerendered block works without this component's code.
 */
import type { HTMLAttributes } from 'react';
import { CheckIcon, CopyIcon, WrapIcon } from '../../icons.tsx';
import { useRouter } from '../../../runtime/index.ts';
import { CODE_ACTION } from './code-controls.ts';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-lang'?: string; 'data-wrap'?: string; 'data-html'?: string };

export function CodeBlock({ children, className, 'data-html': html, ...props }: PreProps) {
  const title = props['data-title'];
  const lang = props['data-lang'];
  const strings = useRouter().module.strings;
  const wrap = props['data-wrap'] === 'true';
  const preClass = `${className ?? ''}${wrap ? ' s-wrap' : ''}`;
  // A long line scrolls the block sideways: it is a named keyboard stop, so arrow keys can scroll it
  // (written into the HTML: no script needed, and nothing added to every page's JavaScript).
  const region = { tabIndex: 0, role: 'group', 'aria-label': strings.scrollableCode.replace('{name}', title ?? lang ?? 'text') };

  return (
    <div className="s-code-block" data-lang={lang}>
      {title && <div className="s-code-title">{title}</div>}
      <div className="s-code-body">
        {/* Highlighted at build time: the markup is the build's own, never reader input. */}
        {html !== undefined ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's highlighting, produced at build time by our own code
          <pre {...props} {...region} className={preClass} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <pre {...props} {...region} className={preClass}>
            {children}
          </pre>
        )}
        <div className="s-code-actions">
          <button type="button" className="s-code-button s-tooltip" aria-pressed={wrap} aria-label={strings.toggleWrap} {...{ [CODE_ACTION]: 'wrap' }}>
            <WrapIcon />
          </button>
          <button
            type="button"
            className="s-code-button s-tooltip"
            aria-label={strings.copyCode}
            data-copy-label={strings.copyCode}
            data-copied-label={strings.copied}
            {...{ [CODE_ACTION]: 'copy' }}
          >
            <CopyIcon />
            <CheckIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
