/**
 * The markdown thread's module (MarkdownRenderer): every parse of an article's markdown the gateway
 * makes, and the reading of its text that follows, off its event loop. Each answers content nested
 * past @app/site's limit from its text.
 */
import type { BrandKitContent } from '@app/contract';
import type { ImageSizes } from '@app/site';
import { checkPost, livePathMatcher, type CheckedPost, type PostChecks } from '../checks/post-checks';
import { linkTextGrams } from '../internal-links/link-phrase-keys';
import { suggestLinks, type LinkSuggestion } from '../internal-links/link-suggestions';
import type { LinkTarget } from '../internal-links/link-targets';
import { serveThreadTasks } from '../threads/thread-tasks';
import { renderMarkdown } from './article-html';

export type MarkdownTask =
  | { kind: 'article-html'; source: string; imageSizes?: ImageSizes }
  | { kind: 'checks'; post: CheckedPost; brandKit: BrandKitContent; publishedSlugs: string[]; origin: string; postId?: number }
  | { kind: 'link-suggestions'; source: string; targets: LinkTarget[] }
  | { kind: 'link-grams'; source: string };

export type MarkdownTaskResult = string | string[] | PostChecks | LinkSuggestion[];

serveThreadTasks<MarkdownTask, MarkdownTaskResult>((task) => {
  switch (task.kind) {
    case 'article-html':
      return renderMarkdown(task.source, task.imageSizes);
    case 'checks':
      return checkPost(task.post, { brandKit: task.brandKit, isLivePath: livePathMatcher(new Set(task.publishedSlugs)), origin: task.origin, postId: task.postId });
    case 'link-suggestions':
      return suggestLinks(task.source, task.targets);
    case 'link-grams':
      return linkTextGrams(task.source);
  }
});
