/** Links that open an assistant with a question about the page. */
export type Assistant = 'chatgpt' | 'claude';

const BASES: Record<Assistant, string> = {
  chatgpt: 'https://chatgpt.com/?hints=search&q=',
  claude: 'https://claude.ai/new?q=',
};

/** `template` holds `{url}`, replaced by the absolute Markdown URL of the page. */
export function assistantUrl(assistant: Assistant, template: string, markdownUrl: string): string {
  return BASES[assistant] + encodeURIComponent(template.replace('{url}', markdownUrl));
}
