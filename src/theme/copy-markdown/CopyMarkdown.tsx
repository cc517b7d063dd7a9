/**
 * "Copy Markdown" on doc pages: copies the page's Markdown copy (built at `<route>.md`), with a
 * menu to copy its link or open it in an assistant. States: idle -> loading -> success (500 ms) -> idle;
 * a failure returns to idle without a message.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { CheckIcon, ChevronIcon, CopyIcon } from '../icons.tsx';
import { writeClipboard } from '../clipboard.ts';
import { markdownPathOf } from '../../shared/markdown-path.ts';
import { assistantUrl, type Assistant } from './assistant-links.ts';
import { useDismiss } from '../overlay/use-dismiss.ts';
import '../popover/popover.css';

export const COPY_MARKDOWN_SUCCESS_MS = 500;

/** Markdown already fetched, per path, for this page load. */
const cache = new Map<string, string>();

async function fetchMarkdown(path: string): Promise<string> {
  const hit = cache.get(path);
  if (hit !== undefined) return hit;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const text = await response.text();
  cache.set(path, text);
  return text;
}

export function CopyMarkdown() {
  const { page } = usePageContext();
  const strings = useStrings();
  const [state, setState] = useState<'idle' | 'loading' | 'success'>('idle');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const path = markdownPathOf(page.routePath);

  useEffect(() => () => clearTimeout(timer.current), []);
  useDismiss(open, () => setOpen(false), { within: () => [root.current] });

  const flashSuccess = () => {
    setState('success');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_MARKDOWN_SUCCESS_MS);
  };

  const copyMarkdown = async () => {
    setState('loading');
    try {
      await writeClipboard(await fetchMarkdown(path));
      flashSuccess();
    } catch {
      setState('idle');
    }
  };

  const absolute = () => new URL(path, location.href).href;
  const copyLink = async () => {
    setOpen(false);
    try {
      await writeClipboard(absolute());
      flashSuccess();
    } catch {
      /* nothing to show */
    }
  };
  const openAssistant = (assistant: Assistant) => {
    setOpen(false);
    window.open(assistantUrl(assistant, strings.assistantPrompt, absolute()), '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="s-copy-markdown" ref={root}>
      <button type="button" className="s-copy-markdown-button" disabled={state === 'loading'} data-state={state} onClick={copyMarkdown}>
        {state === 'success' ? <CheckIcon /> : <CopyIcon />}
        <span>{strings.copyMarkdown}</span>
      </button>
      <button
        type="button"
        className="s-copy-markdown-toggle s-tooltip"
        aria-label={strings.markdownMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <ChevronIcon />
      </button>
      {/* Always rendered so that it can fade out; hidden (and out of reach) while closed. */}
      <div className={`s-copy-markdown-menu s-popover${open ? ' s-open' : ''}`} role="menu">
        <button type="button" role="menuitem" onClick={copyLink}>
          {strings.copyMarkdownLink}
        </button>
        <button type="button" role="menuitem" onClick={() => openAssistant('chatgpt')}>
          {strings.openInChatGPT}
        </button>
        <button type="button" role="menuitem" onClick={() => openAssistant('claude')}>
          {strings.openInClaude}
        </button>
      </div>
    </div>
  );
}
