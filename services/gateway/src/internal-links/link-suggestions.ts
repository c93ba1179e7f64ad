import { excerptAround, findPhrase, markdownPlaces } from './markdown-places';
import { LinkTarget, LinkTargetKind } from './link-targets';

/** At most this many suggestions for one article: a page of ideas, not a link farm. */
export const MAX_LINK_SUGGESTIONS = 12;

export interface LinkSuggestion {
  target: { kind: LinkTargetKind; path: string; title: string };
  /** The words of the article that would become the link, exactly as written there. */
  anchorText: string;
  /** The sentence around them, on one line. */
  excerpt: string;
  /** Where anchorText starts in the article's content (characters from 0, line endings as \n). */
  position: number;
}

/** The path part of a link the article already has (absolute links to any origin count too). */
function linkPath(href: string): string {
  const withoutOrigin = href.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return (withoutOrigin.split(/[?#]/)[0].replace(/\/+$/, '') || '/').toLowerCase();
}

function flatten(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * For each target the article does not link yet, the first place its most specific phrase occurs
 * outside headings, links, images and code; each place serves one target. Targets are tried in the
 * order given (posts before pages), best-first within each; the answer is in reading order.
 */
export function suggestLinks(content: string, targets: readonly LinkTarget[], limit = MAX_LINK_SUGGESTIONS): LinkSuggestion[] {
  const places = markdownPlaces(content);
  const linked = new Set(places.hrefs.map(linkPath));
  // One flat lower-case copy for a cheap first test: most phrases of most targets are nowhere in the article.
  const flat = flatten(places.text);
  const taken: Array<[number, number]> = [];
  const suggestions: LinkSuggestion[] = [];
  for (const target of targets) {
    if (suggestions.length >= limit) break;
    if (linked.has(target.path.toLowerCase())) continue;
    for (const phrase of target.phrases) {
      if (!flat.includes(flatten(phrase))) continue;
      const found = findPhrase(places, phrase, taken);
      if (!found) continue;
      taken.push([found.position, found.position + found.text.length]);
      linked.add(target.path.toLowerCase());
      suggestions.push({
        target: { kind: target.kind, path: target.path, title: target.title },
        anchorText: found.text,
        excerpt: excerptAround(places.text, found.position, found.text.length),
        position: found.position,
      });
      break;
    }
  }
  return suggestions.sort((a, b) => a.position - b.position);
}
