import Box from '@mui/material/Box';
import { safeUrl } from '@site';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { headingFont } from '@/theme/theme';

/**
 * The article body: GFM markdown; raw HTML stays text (react-markdown never renders it) and links keep
 * only http, https, irc, ircs, mailto, xmpp or relative targets (safeUrl, shared with the server renderer).
 */
export function ArticleMarkdown({ content }: { content: string }) {
  return (
    <Box
      className="article-body"
      sx={{
        fontSize: { xs: 17, md: 19 },
        lineHeight: 1.8,
        '& h1, & h2, & h3, & h4': { fontFamily: headingFont, lineHeight: 1.2, mt: 6, mb: 2, letterSpacing: '-0.02em' },
        '& h1': { fontSize: '2.2rem' },
        '& h2': { fontSize: '1.9rem' },
        '& h3': { fontSize: '1.45rem' },
        '& p, & ul, & ol, & table, & blockquote, & pre': { my: 2.5 },
        '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 },
        '& img': { maxWidth: '100%', borderRadius: 3 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 3, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
        '& code': { fontSize: '0.9em', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1 },
        '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 2, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& li.task-list-item': { listStyle: 'none' },
        '& .footnotes': { fontSize: '0.9em', color: 'text.secondary', borderTop: 1, borderColor: 'divider', mt: 6 },
      }}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        urlTransform={safeUrl}
        components={{
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
          // GFM task-list boxes are read-only; they need a name for assistive technology.
          input: ({ node: _node, checked, type, ...props }) =>
            type === 'checkbox' ? (
              <input type="checkbox" checked={!!checked} readOnly disabled aria-label={checked ? 'Done' : 'Not done'} />
            ) : (
              <input type={type} {...props} />
            ),
          img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
        }}
      >
        {content}
      </Markdown>
    </Box>
  );
}
