import { ARTICLE_MARKDOWN_RENDERER } from '@site';
import { Marked, type RendererObject } from 'marked';
import markedFootnote from 'marked-footnote';

/**
 * The article renderer: marked with GFM (autolinks, strikethrough, tables, task lists) and footnotes,
 * using the renderer the server shares (raw HTML escaped, only http/https/irc/ircs/mailto/xmpp or
 * relative links). A fraction of the size of a unified/remark pipeline, which matters on article pages.
 */
const markdown = new Marked({ gfm: true, async: false, renderer: ARTICLE_MARKDOWN_RENDERER as unknown as RendererObject }).use(
  markedFootnote(),
);

export function renderArticleMarkdown(source: string): string {
  return markdown.parse(source, { async: false }) as string;
}
