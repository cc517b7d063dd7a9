/** A highlighted code block (rendered at build time) with its title, copy button and wrap toggle. */
import { useRef, useState, type HTMLAttributes } from 'react';
import { CheckIcon, CopyIcon, WrapIcon } from '../icons.tsx';
import { useRouter } from '../../runtime/index.ts';
import { writeClipboard } from '../clipboard.ts';

export const COPY_SUCCESS_MS = 2000;

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-lang'?: string; 'data-wrap'?: string; 'data-html'?: string };

export function CodeBlock({ children, className, 'data-html': html, ...props }: PreProps) {
  const title = props['data-title'];
  const lang = props['data-lang'];
  const strings = useRouter().module.strings;
  const [wrap, setWrap] = useState(props['data-wrap'] === 'true');
  const [copied, setCopied] = useState(false);
  const pre = useRef<HTMLPreElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    const code = pre.current?.querySelector('code');
    const text = [...(code?.querySelectorAll('.line') ?? [])]
      .filter((line) => !line.classList.contains('remove'))
      .map((line) => line.textContent)
      .join('\n');
    try {
      await writeClipboard(text || code?.textContent || '');
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
    } catch {
      /* clipboard refused: nothing to show */
    }
  };

  return (
    <div className="code-block" data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-body">
        {/* Highlighted at build time: the markup is the build's own, never reader input. */}
        {html !== undefined ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's highlighting, produced at build time by our own code
          <pre ref={pre} {...props} className={`${className ?? ''}${wrap ? ' wrap' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <pre ref={pre} {...props} className={`${className ?? ''}${wrap ? ' wrap' : ''}`}>
            {children}
          </pre>
        )}
        <div className="code-actions">
          <button type="button" className="code-button tooltip" aria-pressed={wrap} aria-label={strings.toggleWrap} onClick={() => setWrap(!wrap)}>
            <WrapIcon />
          </button>
          <button
            type="button"
            className={`code-button tooltip${copied ? ' copied' : ''}`}
            aria-label={copied ? strings.copied : strings.copyCode}
            onClick={copy}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
      </div>
    </div>
  );
}
