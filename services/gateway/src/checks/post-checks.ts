import type { BrandFact, BrandKitContent, ClaimReviewVerdict } from '@app/contract';
import { DRAFT_PLACEHOLDER_LINES, isUnwrittenContent, matchPublicRoute, parseKeywords, slugify } from '@app/site';
import { type Claim, type ClaimVerdict, findClaims, type JudgedAtom } from './claims';
import { outlineMarkdown } from './markdown-outline';
import { findBannedPhrases, readability } from './text-checks';

export const CHECK_LEVELS = ['blocker', 'warning', 'pass'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

/** A claim found in the article: the sentence, its `##` section, its verdict and each of its atoms, explained. */
export interface ClaimDetail {
  sentence: string;
  section: string | null;
  supported: boolean;
  verdict: ClaimVerdict;
  atoms: JudgedAtom[];
  /** The first brand fact that backs it (every atom supported). */
  fact?: BrandFact;
  /**
   * Unsupported claims: what 'Add to brand facts' opens the brand kit with, for the admin to edit and
   * confirm (PUT /api/admin/brand-kit keeps a revision); nothing is written until then.
   */
  draftFact?: BrandFact;
  /** A model's second opinion on the claim (only with an AI provider configured; see PostChecks.secondOpinion). */
  review?: ClaimReviewDetail;
}

/** What a model said of a claim, and whether it agrees with the rules (it confirms or clears their verdict). */
export interface ClaimReviewDetail {
  verdict: ClaimReviewVerdict;
  /** Whether the model blocks where the rules block (and passes where they pass). */
  agrees: boolean;
  reason: string;
  provider: string;
  model: string;
}

export const SECOND_OPINION_STATES = ['off', 'pending', 'complete', 'unavailable'] as const;
export type SecondOpinionState = (typeof SECOND_OPINION_STATES)[number];

/**
 * The model pass over the claims: off (no AI provider: the rules alone decide), pending (a check-claims job
 * is reviewing some of them: ask again), complete (every claim has its review), unavailable (it could not
 * start, e.g. the month's AI budget is spent).
 */
export interface SecondOpinion {
  state: SecondOpinionState;
  message: string;
  /** Claims with a review, and claims still waiting for one. */
  reviewed: number;
  waiting: number;
}

export interface CheckItem {
  id: string;
  level: CheckLevel;
  message: string;
  /** The text the item is about (a sentence, a heading, a link, a phrase in context). */
  excerpt?: string;
  claim?: ClaimDetail;
  /** Where the item's text is: 1-based line and column in a field, and its length (banned phrases). */
  position?: { field: string; line: number; column: number; length?: number };
}

export interface PostChecks {
  /** 0-100: 100 less 15 for each blocker and 5 for each warning. */
  score: number;
  items: CheckItem[];
  /** The model's second opinion on the claims (the checks service adds it; the rules alone leave it out). */
  secondOpinion?: SecondOpinion;
}

/** The fields of a post the checks read. */
export interface CheckedPost {
  title: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  keywords: unknown;
}

export interface CheckContext {
  brandKit: BrandKitContent;
  /** Whether a path on this site is a live page (a public page, or a published post). */
  isLivePath(path: string): boolean;
  /** The site's origin: absolute links to it are internal links too. */
  origin: string;
  /** The post being checked, named as the source of a draft fact. */
  postId?: number;
}

export const CHECK_LIMITS = Object.freeze({
  titleMax: 60,
  metaDescriptionMin: 120,
  metaDescriptionMax: 160,
  slugMax: 75,
  /** Flesch reading ease below this reads as "fairly difficult" or harder. */
  readingEaseMin: 50,
  /** Fewer words than this are too few to judge reading level by. */
  readingMinWords: 100,
});

const PENALTY: Record<CheckLevel, number> = { blocker: 15, warning: 5, pass: 0 };

const item = (id: string, level: CheckLevel, message: string, extra: Partial<CheckItem> = {}): CheckItem => ({ id, level, message, ...extra });

export function scoreOf(items: CheckItem[]): number {
  return Math.max(0, 100 - items.reduce((total, current) => total + PENALTY[current.level], 0));
}

function checkTitle(post: CheckedPost): CheckItem {
  const length = post.title.trim().length;
  return length > CHECK_LIMITS.titleMax
    ? item('title-length', 'warning', `The title is ${length} characters; search results cut it after ${CHECK_LIMITS.titleMax}.`, { excerpt: post.title })
    : item('title-length', 'pass', `The title is ${length} characters (at most ${CHECK_LIMITS.titleMax}).`);
}

function checkMetaDescription(post: CheckedPost): CheckItem {
  const length = post.metaDescription.trim().length;
  const { metaDescriptionMin: min, metaDescriptionMax: max } = CHECK_LIMITS;
  if (!length) return item('meta-description', 'warning', `Add a meta description of ${min}-${max} characters; without one, search results show the excerpt.`);
  if (length < min || length > max) {
    return item('meta-description', 'warning', `The meta description is ${length} characters; aim for ${min}-${max}.`, { excerpt: post.metaDescription });
  }
  return item('meta-description', 'pass', `The meta description is ${length} characters (${min}-${max}).`);
}

function checkSlug(post: CheckedPost): CheckItem {
  if (slugify(post.slug) !== post.slug) {
    return item('slug', 'blocker', `The slug must be lowercase letters, digits and single hyphens (for example "${slugify(post.slug) || 'my-post'}").`, { excerpt: post.slug });
  }
  if (post.slug.length > CHECK_LIMITS.slugMax) {
    return item('slug', 'warning', `The slug is ${post.slug.length} characters; keep it to ${CHECK_LIMITS.slugMax} or fewer.`, { excerpt: post.slug });
  }
  return item('slug', 'pass', 'The slug follows the rule and is short enough.');
}

function checkExcerpt(post: CheckedPost): CheckItem {
  return post.excerpt.trim()
    ? item('excerpt', 'pass', 'The post has an excerpt.')
    : item('excerpt', 'warning', 'Add an excerpt: the blog list and link previews show it.');
}

function checkImage(post: CheckedPost): CheckItem[] {
  if (!post.featuredImage) return [item('featured-image', 'warning', 'Add a featured image: the blog list, the article and link previews show it.')];
  return [
    item('featured-image', 'pass', 'The post has a featured image.'),
    post.featuredImageAlt.trim()
      ? item('featured-image-alt', 'pass', 'The featured image has alt text.', { excerpt: post.featuredImageAlt })
      : item('featured-image-alt', 'warning', 'Describe the featured image in its alt text, for screen readers and search engines.'),
  ];
}

function checkHeadings(headings: Array<{ depth: number; text: string }>): CheckItem[] {
  const items: CheckItem[] = [];
  const h1 = headings.find((heading) => heading.depth === 1);
  items.push(
    h1
      ? item('no-h1', 'warning', 'The body has an H1 (# heading); the title is the page\'s H1, so start sections at ##.', { excerpt: h1.text })
      : item('no-h1', 'pass', 'No H1 in the body.'),
  );
  // The page's title is the H1: the body's headings start at H2 and go down one level at a time.
  let previous = 1;
  const skipped = headings.find((heading) => {
    const skips = heading.depth > previous + 1;
    previous = heading.depth;
    return skips;
  });
  items.push(
    skipped
      ? item('heading-levels', 'warning', `A heading skips a level (H${skipped.depth} without an H${skipped.depth - 1} above it).`, { excerpt: skipped.text })
      : item('heading-levels', 'pass', 'Heading levels are not skipped.'),
  );
  return items;
}

function checkStrayMarkdown(strayMarks: string[]): CheckItem {
  return strayMarks.length
    ? item('stray-markdown', 'blocker', `Markdown marks show as text (${strayMarks.length === 1 ? 'one place' : `${strayMarks.length} places`}): a "**" or "##" that is not formatting.`, { excerpt: strayMarks[0].slice(0, 200) })
    : item('stray-markdown', 'pass', 'No stray markdown marks.');
}

/** The path of an internal link (a site path, or an absolute URL on the site's origin); null for other links. */
function internalPath(href: string, origin: string): string | null {
  if (/^\/(?!\/)/.test(href)) return href.split(/[?#]/)[0];
  try {
    const url = new URL(href);
    return url.origin === new URL(origin).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

function checkLinks(links: string[], context: CheckContext): CheckItem[] {
  const broken = [...new Set(links)].filter((href) => {
    const path = internalPath(href, context.origin);
    return path !== null && !context.isLivePath(path);
  });
  if (!broken.length) return [item('internal-links', 'pass', 'Every internal link points at a live page.')];
  return broken.map((href, index) => item(`internal-link-${index + 1}`, 'blocker', 'This internal link points at no live page.', { excerpt: href }));
}

const SOURCE_MAX = 300;
const STATEMENT_MAX = 500;

/** The draft fact an unsupported claim offers: the sentence to edit, and where it came from. */
function draftFactOf(sentence: string, postId: number | undefined): BrandFact {
  const origin = postId ? `Post #${postId}` : 'An article';
  const source = `${origin}, the sentence: "${sentence}"`;
  return { statement: sentence.slice(0, STATEMENT_MAX), source: source.length <= SOURCE_MAX ? source : `${source.slice(0, SOURCE_MAX - 2)}…"` };
}

function claimMessage(claim: Claim): string {
  const reasons = (verdict: ClaimVerdict) => claim.atoms.filter((atom) => atom.verdict === verdict).map((atom) => atom.explanation).join(' ');
  if (claim.verdict === 'contradicted') return `Contradicted by the brand kit: ${reasons('contradicted')}`;
  if (claim.verdict === 'unsupported') return `Unsupported claim: ${reasons('unsupported')}`;
  return `Supported: ${reasons('supported')}`;
}

function checkClaims(blocks: ReturnType<typeof outlineMarkdown>['blocks'], context: CheckContext): CheckItem[] {
  const claims = findClaims(blocks, context.brandKit);
  if (!claims.length) return [item('claims', 'pass', 'No factual claims about the agency.')];
  return claims.map((claim, index) => {
    const supported = claim.verdict === 'supported';
    const fact = supported ? claim.atoms.find((atom) => atom.fact)?.fact : undefined;
    const detail: ClaimDetail = {
      sentence: claim.sentence,
      section: claim.section,
      supported,
      verdict: claim.verdict,
      atoms: claim.atoms,
      ...(fact ? { fact } : {}),
      ...(claim.verdict === 'unsupported' ? { draftFact: draftFactOf(claim.sentence, context.postId) } : {}),
    };
    return item(`claim-${index + 1}`, supported ? 'pass' : 'blocker', claimMessage(claim), { excerpt: claim.sentence, claim: detail });
  });
}

function checkBannedPhrases(post: CheckedPost, kit: BrandKitContent): CheckItem[] {
  const hits = findBannedPhrases(kit.bannedPhrases, { title: post.title, excerpt: post.excerpt, metaDescription: post.metaDescription, content: post.content });
  if (!hits.length) return [item('banned-phrases', 'pass', 'No banned phrases.')];
  return hits.map((hit, index) =>
    item(`banned-phrase-${index + 1}`, 'warning', `Banned phrase "${hit.phrase}" in the ${hit.field} at line ${hit.line}, column ${hit.column}.`, {
      excerpt: hit.context,
      position: { field: hit.field, line: hit.line, column: hit.column, length: hit.length },
    }),
  );
}

function checkReadingLevel(blocks: ReturnType<typeof outlineMarkdown>['blocks']): CheckItem {
  const text = blocks.filter((block) => block.kind !== 'heading').map((block) => (/[.!?:]$/.test(block.text) ? block.text : `${block.text}.`)).join(' ');
  const { score, words } = readability(text);
  if (words < CHECK_LIMITS.readingMinWords) return item('reading-level', 'pass', `Too short to judge the reading level (${words} words).`);
  const rounded = Math.round(score);
  return score < CHECK_LIMITS.readingEaseMin
    ? item('reading-level', 'warning', `Hard to read: Flesch reading ease ${rounded} (aim for ${CHECK_LIMITS.readingEaseMin} or more). Use shorter sentences and plainer words.`)
    : item('reading-level', 'pass', `Reads easily: Flesch reading ease ${rounded}.`);
}

function checkKeyword(post: CheckedPost, firstParagraph: string): CheckItem {
  const [keyword] = parseKeywords(post.keywords);
  if (!keyword) return item('keyword', 'warning', 'Add a keyword: the phrase readers search for.');
  const found = [post.title, firstParagraph].some((text) => text.toLowerCase().includes(keyword.toLowerCase()));
  return found
    ? item('keyword', 'pass', `The keyword "${keyword}" is in the title or the first paragraph.`)
    : item('keyword', 'warning', `Put the keyword "${keyword}" in the title or the first paragraph.`, { excerpt: keyword });
}

/**
 * Issue 27: a draft's placeholder line (the current one or the spec's older one) is never publishable: alone
 * it means the article has not been written; beside written text it would go live as it is.
 */
function checkPlaceholderLine(post: CheckedPost): CheckItem[] {
  const line = DRAFT_PLACEHOLDER_LINES.find((placeholder) => post.content.includes(placeholder));
  return line ? [item('placeholder', 'blocker', `The article still holds the draft placeholder line; remove it before publishing.`, { excerpt: line })] : [];
}

/**
 * Publish readiness (issue 16): SEO, formatting, links, claims against the brand kit, banned phrases,
 * reading level. Advice only: the admin may publish anyway.
 */
export function checkPost(post: CheckedPost, context: CheckContext): PostChecks {
  const content = post.content.trim();
  if (isUnwrittenContent(content)) {
    const items = [item('content', 'blocker', 'The article has not been written yet.'), checkTitle(post), checkSlug(post)];
    return { score: scoreOf(items), items };
  }
  const outline = outlineMarkdown(post.content);
  const firstParagraph = outline.blocks.find((block) => block.kind === 'paragraph')?.text ?? '';
  const items = [
    checkTitle(post),
    checkMetaDescription(post),
    checkSlug(post),
    checkExcerpt(post),
    ...checkImage(post),
    ...checkHeadings(outline.headings),
    checkStrayMarkdown(outline.strayMarks),
    ...checkLinks(outline.links, context),
    ...checkClaims(outline.blocks, context),
    ...checkBannedPhrases(post, context.brandKit),
    checkReadingLevel(outline.blocks),
    checkKeyword(post, firstParagraph),
    ...checkPlaceholderLine(post),
  ];
  return { score: scoreOf(items), items };
}

/** A path that is a public page or `/blog/<slug>` of a published post (case and trailing slash as the site matches them). */
export function livePathMatcher(publishedSlugs: ReadonlySet<string>): (path: string) => boolean {
  return (path) => {
    const route = matchPublicRoute(path);
    return route.kind === 'page' || (route.kind === 'article' && publishedSlugs.has(route.slug));
  };
}
