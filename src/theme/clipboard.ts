/**
 * Writes text to the clipboard: the async Clipboard API, then the legacy copy command, and as a
 * last resort a prompt holding the text with the key combination to copy it.
 */
export function fallbackPromptText(platform: string): string {
  return `Copy to clipboard: ${/mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl'}+C, Enter`;
}

function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function writeClipboard(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) return await navigator.clipboard.writeText(text);
  } catch {
    /* denied (no permission, insecure origin): try the older ways */
  }
  if (copyWithCommand(text)) return;
  window.prompt(fallbackPromptText(navigator.platform), text);
}
