import { splitSections } from '@app/site';

/** A link reference definition or a footnote definition: they apply to the whole document. */
const DOCUMENT_WIDE = /^ {0,3}\[[^\]\n]+\]:/m;

/**
 * An article cut where a `##` line starts in the first column (outside code fences): such a line always
 * ends whatever block came before it (CommonMark: an ATX heading is no paragraph continuation and
 * closes lists, quotes and tables), so each piece renders exactly as it does inside the whole text. The
 * studio's live preview redraws only the piece that changed. Reference and footnote definitions reach
 * across pieces: an article with any stays whole.
 */
export function markdownChunks(markdown: string): string[] {
  if (DOCUMENT_WIDE.test(markdown)) return [markdown];
  const { preamble, sections } = splitSections(markdown);
  const chunks = preamble ? [preamble] : [];
  for (const section of sections) {
    // `  ## x` (indented) may belong to a list item above it: it stays with what came before.
    if (section.text.startsWith('##') || !chunks.length) chunks.push(section.text);
    else chunks[chunks.length - 1] += section.text;
  }
  return chunks.length ? chunks : [markdown];
}
