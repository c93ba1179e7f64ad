import type { LinkSuggestion } from '../types';

/** Whether the editor's text already links to the suggestion's target (then it is not offered again). */
export function linksTo(content: string, path: string): boolean {
  return content.includes(`](${path})`) || content.includes(`](${path}/)`);
}

/**
 * The content with the suggestion's anchor turned into `[anchor](path)`. The server found the anchor at
 * `position` in the saved text; the admin may have typed since, so the occurrence of the anchor nearest
 * to that place is taken. Null when the anchor is no longer in the text.
 */
export function insertLink(content: string, suggestion: Pick<LinkSuggestion, 'anchorText' | 'position' | 'target'>): string | null {
  const { anchorText, position, target } = suggestion;
  if (!anchorText) return null;
  let best = -1;
  for (let at = content.indexOf(anchorText); at !== -1; at = content.indexOf(anchorText, at + 1)) {
    if (best === -1 || Math.abs(at - position) < Math.abs(best - position)) best = at;
  }
  if (best === -1) return null;
  return `${content.slice(0, best)}[${anchorText}](${target.path})${content.slice(best + anchorText.length)}`;
}
