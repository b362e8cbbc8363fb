/** What the assistant is asked: to read the page's Markdown copy, at its public address. */
const assistantPrompt = (markdownUrl: string) =>
  `Read ${markdownUrl}, a page of the Moti docs, so that you can answer my questions about it.`;

/** Chat assistants that open a new conversation from a link, its first message in the `q` parameter. */
export const ASSISTANTS = [
  { name: 'ChatGPT', newChat: 'https://chatgpt.com/' },
  { name: 'Claude', newChat: 'https://claude.ai/new' },
] as const;

export const assistantLink = (newChat: string, markdownUrl: string) =>
  `${newChat}?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
