export type CopyOutcome = 'copied' | 'refused' | 'unavailable';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown at `url`. The clipboard write starts during the click with a promised
 * blob, so Safari keeps the user activation while the fetch runs; elsewhere it waits for the text.
 */
export async function copyMarkdown(url: string): Promise<CopyOutcome> {
  const text = fetchText(url);
  try {
    if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      blob.catch(() => {}); // reported through `text` below
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return 'copied';
  } catch {
    const fetched = await text.then(
      () => true,
      () => false,
    );
    return fetched ? 'refused' : 'unavailable';
  }
}
