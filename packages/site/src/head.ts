import { SITE } from './brand';
import type { PageMeta } from './pages';

/** What a page tells crawlers and link previews about itself. */
export interface HeadInput {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path of the canonical URL, e.g. '/blog/my-post'. */
  path: string;
  type: 'website' | 'article';
  image?: string | null;
  /** The image's alt text, for og:image:alt and twitter:image:alt. */
  imageAlt?: string | null;
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    author?: string;
    section?: string;
  };
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadModel {
  title: string;
  tags: HeadTag[];
  jsonLd: Record<string, unknown>;
}

/** The fields of a blog post that the article's head tags read. */
export interface ArticleHeadSource {
  title: string;
  slug: string;
  excerpt?: string | null;
  metaDescription?: string | null;
  keywords?: readonly string[] | null;
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  author?: string | null;
  category?: string | null;
  createdAt?: string | Date | null;
  updatedAt?: string | Date | null;
}

export function pageHeadInput(page: PageMeta): HeadInput {
  return { title: page.title, description: page.description, keywords: page.keywords, path: page.path, type: 'website' };
}

/** Spec §2 article metadata: '{title} - {brand}', metaDescription or else the excerpt, dates from createdAt/updatedAt. */
export function articleHeadInput(post: ArticleHeadSource): HeadInput {
  return {
    title: `${post.title} - ${SITE.brand}`,
    description: (post.metaDescription && post.metaDescription.trim()) || post.excerpt || '',
    keywords: post.keywords ?? [],
    path: `/blog/${post.slug}`,
    type: 'article',
    image: post.featuredImage ?? null,
    imageAlt: post.featuredImageAlt?.trim() || null,
    article: {
      publishedTime: toIso(post.createdAt),
      modifiedTime: toIso(post.updatedAt),
      author: post.author ?? undefined,
      section: post.category ?? undefined,
    },
  };
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Title, meta/link tags and JSON-LD (Article for posts, WebPage otherwise) for one page. */
export function buildHead(input: HeadInput, origin: string): HeadModel {
  const url = absoluteUrl(origin, input.path);
  const image = input.image ? absoluteUrl(origin, input.image) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const tags: HeadTag[] = [
    ...meta('name', 'description', input.description),
    ...meta('name', 'keywords', input.keywords.join(', ')),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...meta('property', 'og:site_name', SITE.brand),
    ...meta('property', 'og:type', input.type),
    ...meta('property', 'og:title', input.title),
    ...meta('property', 'og:description', input.description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:alt', image ? (input.imageAlt ?? undefined) : undefined),
    ...meta('property', 'article:published_time', input.article?.publishedTime),
    ...meta('property', 'article:modified_time', input.article?.modifiedTime),
    ...meta('property', 'article:author', input.article?.author),
    ...meta('property', 'article:section', input.article?.section),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', input.title),
    ...meta('name', 'twitter:description', input.description),
    ...meta('name', 'twitter:image', image),
    ...meta('name', 'twitter:image:alt', image ? (input.imageAlt ?? undefined) : undefined),
  ];
  return { title: input.title, tags, jsonLd: buildJsonLd(input, url, image, origin) };
}

function buildJsonLd(input: HeadInput, url: string, image: string | undefined, origin: string): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: SITE.brand, url: absoluteUrl(origin, '/') };
  if (input.type === 'article') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: input.title.replace(new RegExp(` - ${SITE.brand}$`), ''),
      description: input.description,
      url,
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      datePublished: input.article?.publishedTime,
      dateModified: input.article?.modifiedTime,
      author: { '@type': 'Person', name: input.article?.author || SITE.brand },
      articleSection: input.article?.section,
      keywords: input.keywords.join(', '),
      publisher,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url,
    isPartOf: { '@type': 'WebSite', name: SITE.brand, url: absoluteUrl(origin, '/') },
    publisher,
  };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so the text can never close the tag. */
export function serializeJsonLd(jsonLd: Record<string, unknown>): string {
  return JSON.stringify(jsonLd).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Marks the tags the head manager owns, so the browser can replace exactly what the server wrote. */
export const HEAD_MARKER_ATTRIBUTE = 'data-head';

/** The head as HTML, for the gateway to put into index.html. */
export function renderHeadHtml(model: HeadModel): string {
  const lines = [`<title>${escapeHtml(model.title)}</title>`];
  for (const { tag, attrs } of model.tags) {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(`<${tag} ${HEAD_MARKER_ATTRIBUTE} ${attributes}>`);
  }
  lines.push(`<script type="application/ld+json" ${HEAD_MARKER_ATTRIBUTE}>${serializeJsonLd(model.jsonLd)}</script>`);
  return lines.join('\n    ');
}

function toIso(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** How a page looks when its link is shared (issue 28's social preview): what its og and twitter tags say. */
export interface SocialCard {
  /** og:title */
  title: string;
  /** og:description */
  description: string;
  /** og:image, absolute; null when the page has none. */
  image: string | null;
  /** og:image:alt */
  imageAlt: string | null;
  /** og:url, the canonical URL. */
  url: string;
  /** og:site_name */
  siteName: string;
  /** twitter:card: a large image card when there is an image. */
  twitterCard: 'summary' | 'summary_large_image';
}

/** A page's share card, read from the same head tags the page itself carries (buildHead). */
export function socialCard(model: HeadModel): SocialCard {
  const content = (key: 'name' | 'property', name: string) => model.tags.find((tag) => tag.tag === 'meta' && tag.attrs[key] === name)?.attrs.content ?? null;
  return {
    title: content('property', 'og:title') ?? model.title,
    description: content('property', 'og:description') ?? '',
    image: content('property', 'og:image'),
    imageAlt: content('property', 'og:image:alt'),
    url: content('property', 'og:url') ?? '',
    siteName: content('property', 'og:site_name') ?? SITE.brand,
    twitterCard: content('name', 'twitter:card') === 'summary_large_image' ? 'summary_large_image' : 'summary',
  };
}
