import {
  ARTICLE_ELEMENTS,
  ARTICLE_IMAGE,
  EXTERNAL_LINK,
  FOOTNOTE_ELEMENTS,
  IMAGE_SLOT_SIZES,
  isExternalUrl,
  isRenderableMarkdown,
  markdownFallbackParagraphs,
  responsiveImage,
  safeUrl,
  taskBoxLabel,
  type ImageSizes,
} from '@app/site';
import Markdown, { type Components } from 'react-markdown';
import { Component, memo, useMemo, type ReactNode } from 'react';
import remarkGfm from 'remark-gfm';
import { rehypeHighlightSentences, type Highlight } from './highlight-sentences';
import { markdownChunks } from './markdown-chunks';

const plugins = [remarkGfm];
/** @app/site's article allow-list (the server's sanitizer holds its rendering to it too). */
const allowedElements = [...ARTICLE_ELEMENTS, ...FOOTNOTE_ELEMENTS];

/** Outside links open in a new tab; task boxes are read-only and named; images load lazily. */
const baseComponents: Components = {
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

/** An article shown as its text: a paragraph per paragraph of the source, as the server's fallback shows it. */
function PlainTextArticle({ content }: { content: string }) {
  return (
    <>
      {markdownFallbackParagraphs(content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** Whatever the markdown renderer throws on (a stack overflow the depth rule did not foresee) shows the text instead. */
class PlainTextOnError extends Component<{ content: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PlainTextArticle content={this.props.content} /> : this.props.children;
  }
}

/**
 * A stored image of known size gets its smaller widths, sizes, width and height, as the server's marked
 * renderer gives it (@app/site responsiveImage with IMAGE_SLOT_SIZES.articleContent).
 */
function withImageSizes(imageSizes: ImageSizes): Components {
  return {
    ...baseComponents,
    img: ({ node: _node, alt, src, ...props }) => {
      if (typeof src !== 'string') return <img alt={alt ?? ''} {...ARTICLE_IMAGE} {...props} src={src} />;
      const image = responsiveImage(src, imageSizes, IMAGE_SLOT_SIZES.articleContent);
      return <img alt={alt ?? ''} {...ARTICLE_IMAGE} {...props} src={image.src} srcSet={image.srcSet} sizes={image.sizes} width={image.width} height={image.height} />;
    },
  };
}

/** One piece of markdown, rendered (or shown as text where it cannot be). */
function MarkdownBlock({ content, highlights, imageSizes }: { content: string; highlights?: readonly Highlight[]; imageSizes?: ImageSizes }) {
  const components = useMemo(() => (imageSizes ? withImageSizes(imageSizes) : baseComponents), [imageSizes]);
  // The studio's previews mark sentences (unsupported claims); public pages pass none.
  const marking = useMemo(() => (highlights?.length ? { rehypePlugins: [rehypeHighlightSentences(highlights)], allowed: [...allowedElements, 'mark'] } : null), [highlights]);
  // Nested deeper than @app/site allows (content stored before the limit): the parser's stack would overflow.
  const renderable = useMemo(() => isRenderableMarkdown(content), [content]);
  if (!renderable) return <PlainTextArticle content={content} />;
  return (
    <PlainTextOnError key={content} content={content}>
      <Markdown
        remarkPlugins={plugins}
        rehypePlugins={marking?.rehypePlugins}
        allowedElements={marking?.allowed ?? allowedElements}
        urlTransform={safeUrl}
        components={components}
      >
        {content}
      </Markdown>
    </PlainTextOnError>
  );
}

function sameHighlight(a: Highlight, b: Highlight): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.text === b.text && a.title === b.title && a.kind === b.kind;
}

/** Equal by value: each check of the text as it is typed answers a new list, most often the same marks. */
function sameHighlights(a: readonly Highlight[] | undefined, b: readonly Highlight[] | undefined): boolean {
  if (a === b) return true;
  if (!a?.length || !b?.length) return !a?.length && !b?.length;
  return a.length === b.length && a.every((highlight, index) => sameHighlight(highlight, b[index]));
}

/**
 * A piece is drawn again only when its text, its images' sizes or its marks change: in the studio's live
 * preview a check answering the same marks would otherwise redraw every piece of a long article at once.
 */
const MemoBlock = memo(
  MarkdownBlock,
  (before, after) => before.content === after.content && before.imageSizes === after.imageSizes && sameHighlights(before.highlights, after.highlights),
);

/**
 * react-markdown with GFM (autolinks, footnotes, strikethrough, tables, task lists). Raw HTML in the
 * markdown stays text (no rehype-raw), only @app/site's article elements are kept, and links and
 * images keep only http, https, irc, ircs, mailto, xmpp or relative targets (safeUrl): the rules the
 * gateway's server rendering uses too. Content nested past @app/site's limit, or that the renderer
 * fails on, is shown as its text, as the server shows it.
 * `highlights`: sentences to wrap in `<mark>` (the studio's unsupported claims).
 * `incremental`: the studio's live preview; the text is drawn in pieces that render alone exactly as
 * together (markdownChunks), and only a changed piece is parsed again as the admin types.
 * Its own chunk: ArticleMarkdown loads it lazily, so public pages that do not need it never download it.
 */
export default function MarkdownRenderer({
  content,
  highlights,
  incremental = false,
  imageSizes,
}: {
  content: string;
  highlights?: readonly Highlight[];
  incremental?: boolean;
  imageSizes?: ImageSizes;
}) {
  const chunks = useMemo(() => (incremental ? markdownChunks(content) : null), [incremental, content]);
  if (!chunks) return <MarkdownBlock content={content} highlights={highlights} imageSizes={imageSizes} />;
  return (
    <>
      {chunks.map((chunk, index) => (
        <MemoBlock key={index} content={chunk} highlights={highlights} imageSizes={imageSizes} />
      ))}
    </>
  );
}
