/**
 * What a code block's buttons do, on the block's markup (CodeBlock.tsx), whether React rendered it or it is
 * prerendered content shown as it is: the wrap toggle and the copy button, which shows its success for 2 s.
 */
import { writeClipboard } from '../../clipboard.ts';

export const COPY_SUCCESS_MS = 2000;
/** The attribute naming a code block button's action: `copy` or `wrap`. */
export const CODE_ACTION = 'data-code-action';

const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The code of a block as a reader wants it pasted: its lines, without those a diff removes. */
export function codeText(pre: HTMLElement): string {
  const code = pre.querySelector('code');
  const lines = [...(code?.querySelectorAll('.line:not(.remove)') ?? [])].map((line) => line.textContent);
  return lines.join('\n') || code?.textContent || '';
}

/** Runs the action of the code block button `target` is in; false when it is in none. */
export function onCodeButton(target: Element): boolean {
  const button = target.closest<HTMLButtonElement>(`[${CODE_ACTION}]`);
  const pre = button?.closest('.s-code-block')?.querySelector<HTMLElement>('pre');
  if (!button || !pre) return false;
  if (button.getAttribute(CODE_ACTION) === 'wrap') {
    const wrapped = pre.classList.toggle('s-wrap');
    button.setAttribute('aria-pressed', String(wrapped));
  } else void copy(button, pre);
  return true;
}

async function copy(button: HTMLButtonElement, pre: HTMLElement) {
  try {
    await writeClipboard(codeText(pre));
  } catch {
    return; // clipboard refused: nothing to show
  }
  const { copyLabel = '', copiedLabel = '' } = button.dataset;
  button.classList.add('s-copied');
  button.setAttribute('aria-label', copiedLabel);
  clearTimeout(copyTimers.get(button));
  copyTimers.set(
    button,
    setTimeout(() => {
      button.classList.remove('s-copied');
      button.setAttribute('aria-label', copyLabel);
    }, COPY_SUCCESS_MS),
  );
}
