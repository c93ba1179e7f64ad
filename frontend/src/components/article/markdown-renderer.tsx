import { ARTICLE_ELEMENTS, ARTICLE_IMAGE, EXTERNAL_LINK, FOOTNOTE_ELEMENTS, isExternalUrl, safeUrl, taskBoxLabel } from '@app/site';
import Markdown, { type Components } from 'react-markdown';
import { useMemo } from 'react';
import remarkGfm from 'remark-gfm';
import { rehypeHighlightSentences } from './highlight-sentences';

const plugins = [remarkGfm];
/** @app/site's article allow-list (the server's sanitizer holds its rendering to it too). */
const allowedElements = [...ARTICLE_ELEMENTS, ...FOOTNOTE_ELEMENTS];

/** Outside links open in a new tab; task boxes are read-only and named; images load lazily. */
const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href && isExternalUrl(href) ? (
      <a href={href} {...EXTERNAL_LINK} {...props}>
        {children}
      </a>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
  input: ({ node: _node, checked, type, ...props }) =>
    type === 'checkbox' ? (
      <input type="checkbox" checked={!!checked} readOnly disabled aria-label={taskBoxLabel(!!checked)} />
    ) : (
      <input type={type} {...props} />
    ),
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} {...ARTICLE_IMAGE} {...props} />,
};

/**
 * react-markdown with GFM (autolinks, footnotes, strikethrough, tables, task lists). Raw HTML in the
 * markdown stays text (no rehype-raw), only @app/site's article elements are kept, and links and
 * images keep only http, https, irc, ircs, mailto, xmpp or relative targets (safeUrl): the rules the
 * gateway's server rendering uses too.
 * `highlights`: sentences to wrap in `<mark>` (the studio's unsupported claims).
 * Its own chunk: ArticleMarkdown loads it lazily, so public pages that do not need it never download it.
 */
export default function MarkdownRenderer({ content, highlights }: { content: string; highlights?: readonly string[] }) {
  // The studio's previews mark sentences (unsupported claims); public pages pass none.
  const marking = useMemo(() => (highlights?.length ? { rehypePlugins: [rehypeHighlightSentences(highlights)], allowed: [...allowedElements, 'mark'] } : null), [highlights]);
  return (
    <Markdown
      remarkPlugins={plugins}
      rehypePlugins={marking?.rehypePlugins}
      allowedElements={marking?.allowed ?? allowedElements}
      urlTransform={safeUrl}
      components={components}
    >
      {content}
    </Markdown>
  );
}
