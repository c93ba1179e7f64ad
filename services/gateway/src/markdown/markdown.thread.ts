/**
 * The markdown thread's module (MarkdownRenderer): every parse of an article's markdown the gateway
 * makes, off its event loop. Each answers content nested past @app/site's limit from its text.
 */
import { outlineMarkdown, type MarkdownOutline } from '../checks/markdown-outline';
import { suggestLinks, type LinkSuggestion } from '../internal-links/link-suggestions';
import type { LinkTarget } from '../internal-links/link-targets';
import { serveThreadTasks } from '../threads/thread-tasks';
import { renderMarkdown } from './article-html';

export type MarkdownTask =
  | { kind: 'article-html'; source: string }
  | { kind: 'outline'; source: string }
  | { kind: 'link-suggestions'; source: string; targets: LinkTarget[] };

export type MarkdownTaskResult = string | MarkdownOutline | LinkSuggestion[];

serveThreadTasks<MarkdownTask, MarkdownTaskResult>((task) => {
  switch (task.kind) {
    case 'article-html':
      return renderMarkdown(task.source);
    case 'outline':
      return outlineMarkdown(task.source);
    case 'link-suggestions':
      return suggestLinks(task.source, task.targets);
  }
});
