import { safeUrl } from '@app/site';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const plugins = [remarkGfm];

/** Outside links open in a new tab; task boxes are read-only and named; images load lazily. */
const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href && /^https?:\/\//i.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...props}>
        {children}
      </a>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
  input: ({ node: _node, checked, type, ...props }) =>
    type === 'checkbox' ? (
      <input type="checkbox" checked={!!checked} readOnly disabled aria-label={checked ? 'Done' : 'Not done'} />
    ) : (
      <input type={type} {...props} />
    ),
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
};

/**
 * react-markdown with GFM (autolinks, footnotes, strikethrough, tables, task lists). Raw HTML in the
 * markdown stays text (no rehype-raw), and links and images keep only http, https, irc, ircs, mailto,
 * xmpp or relative targets (safeUrl, the rule the gateway's server rendering uses too).
 * Its own chunk: ArticleMarkdown loads it lazily, so public pages that do not need it never download it.
 */
export default function MarkdownRenderer({ content }: { content: string }) {
  return (
    <Markdown remarkPlugins={plugins} urlTransform={safeUrl} components={components}>
      {content}
    </Markdown>
  );
}
