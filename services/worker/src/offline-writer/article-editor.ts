/**
 * The offline `edit` stage: a light, deterministic pass that enforces the formatting rules an LLM editor is
 * asked to check (no H1, tidy GFM, no text cut off mid-sentence). Text that already follows them comes back
 * unchanged, so the offline article stays exactly what the writer made.
 */
export function editMarkdown(markdown: string): { content: string; changes: string[] } {
  const changes: string[] = [];
  const original = markdown.replace(/\r\n?/g, '\n');
  // The trailing newline a markdown file ends with is kept as it was.
  const ending = /\s*$/.exec(original)?.[0] ?? '';
  let content = original.slice(0, original.length - ending.length);
  const withoutH1 = content.replace(/^\s*#\s+[^\n]*\n+/, '');
  if (withoutH1 !== content) changes.push('Removed the H1 (the page shows the title)');
  content = withoutH1;
  const tidy = content
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy !== content.trim()) changes.push('Removed stray blank lines and trailing spaces');
  if (/\n{2,}|[ \t]/.test(ending)) changes.push('Removed stray blank lines and trailing spaces');
  content = tidy;
  const lastLine = content.split('\n').at(-1) ?? '';
  const prose = lastLine && !/^(#|[-*+|>]|\d+\.|```)/.test(lastLine.trim());
  if (prose && /[\p{L}\p{N}]$/u.test(lastLine)) {
    content = `${content}.`;
    changes.push('Closed the unfinished last sentence');
  }
  return { content: ending.includes('\n') ? `${content}\n` : content, changes: [...new Set(changes)] };
}
