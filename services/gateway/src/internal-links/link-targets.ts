import { PAGES, parseKeywords } from '@app/site';

export type LinkTargetKind = 'post' | 'page';

/** Somewhere an article can link to, with the phrases that may become its anchor text. */
export interface LinkTarget {
  kind: LinkTargetKind;
  path: string;
  title: string;
  /** Longest first: the most specific phrase wins. */
  phrases: string[];
}

/**
 * The agency's own pages worth linking from an article (from the public route table's pages): the
 * services (the Academy is one of them, shown on /services), the about page and careers.
 */
export const AGENCY_LINK_PAGES: readonly LinkTarget[] = [
  page(PAGES.services.path, 'Our Services', ['our services', ...PAGES.services.keywords]),
  page(PAGES.services.path, 'Hyperframe Academy', ['Hyperframe Academy', 'coaching for video editors', 'academy']),
  page(PAGES.about.path, 'About Us', ['about us', ...PAGES.about.keywords]),
  page(PAGES.career.path, 'Careers', PAGES.career.keywords),
];

function page(path: string, title: string, phrases: string[]): LinkTarget {
  return { kind: 'page', path, title, phrases: byLength(phrases) };
}

/** One word is a phrase only when it is specific enough (6+ letters): 'edit' would match everywhere. */
function isSpecific(phrase: string): boolean {
  const trimmed = phrase.trim();
  return /\s/.test(trimmed) ? trimmed.length >= 4 : trimmed.length >= 6;
}

function byLength(phrases: string[]): string[] {
  const unique = new Map(phrases.filter(isSpecific).map((phrase) => [phrase.trim().toLowerCase(), phrase.trim()]));
  return [...unique.values()].sort((a, b) => b.length - a.length);
}

/**
 * Published posts as link targets: each post's title and keywords. A keyword several posts share
 * says nothing about which one to link, so it is left out (the titles still match). `sharedPhrases` are
 * phrases known to belong to two or more other posts not passed in (InternalLinksRepository): left out too.
 */
export function postLinkTargets(posts: ReadonlyArray<{ title: string; slug: string; keywords: unknown }>, sharedPhrases: Iterable<string> = []): LinkTarget[] {
  const owners = new Map<string, number>();
  for (const phrase of sharedPhrases) owners.set(phrase.toLowerCase(), 2);
  const phrasesOf = posts.map((post) => byLength([post.title, ...parseKeywords(post.keywords)]));
  for (const phrases of phrasesOf) for (const phrase of phrases) owners.set(phrase.toLowerCase(), (owners.get(phrase.toLowerCase()) ?? 0) + 1);
  return posts.map((post, index) => ({
    kind: 'post',
    path: `/blog/${post.slug}`,
    title: post.title,
    phrases: phrasesOf[index].filter((phrase) => owners.get(phrase.toLowerCase()) === 1),
  }));
}
