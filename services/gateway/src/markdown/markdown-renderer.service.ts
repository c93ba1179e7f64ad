import { Injectable, Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { BrandKitContent } from '@app/contract';
import type { ImageSizes } from '@app/site';
import { createHash } from 'node:crypto';
import type { CheckedPost, PostChecks } from '../checks/post-checks';
import type { LinkSuggestion } from '../internal-links/link-suggestions';
import type { LinkTarget } from '../internal-links/link-targets';
import { RenderThread, type ThreadOutcome } from '../threads/render-thread';
import { articleFallbackHtml } from './article-html';
import type { MarkdownTask, MarkdownTaskResult } from './markdown.thread';

/**
 * A parse still running after this is given up (the content is shown as text). At the nesting limit a
 * 500 KB article takes about 1.5 s on a quiet machine; only content the depth rule did not foresee runs longer.
 */
export const MARKDOWN_DEADLINE_MS = 10_000;
/** Article HTML kept by content, in characters: the newest posts' bodies, so a write renders only what changed. */
const MEMO_CHARS = 16 * 1024 * 1024;

/**
 * Every markdown parse the gateway makes (article HTML for pages and the feed, the publish checks,
 * link suggestions) runs on one worker thread (markdown.thread.ts): a 500 KB article takes hundreds of
 * milliseconds to seconds to parse, which would hold every other request. Article HTML is kept by
 * content (a post's HTML is rendered once, not again after every write to another post), and a parse
 * that fails or runs past MARKDOWN_DEADLINE_MS answers that content as text.
 */
@Injectable()
export class MarkdownRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(MarkdownRenderer.name);
  private readonly thread: RenderThread<MarkdownTask, MarkdownTaskResult>;
  /** Article HTML by content hash, oldest use first; and the renders under way. */
  private readonly memo = new Map<string, string>();
  private memoChars = 0;
  private readonly rendering = new Map<string, Promise<string>>();

  constructor() {
    this.thread = new RenderThread({ module: require.resolve('./markdown.thread'), deadlineMs: MARKDOWN_DEADLINE_MS, logger: this.logger });
  }

  onModuleDestroy(): void {
    this.thread.close();
  }

  /**
   * The article's HTML (see renderMarkdown), or its text when it cannot be rendered. `imageSizes`: its stored
   * images' sizes (srcset, width, height), part of what the HTML is kept under.
   */
  articleHtml(source: string, imageSizes?: ImageSizes): Promise<string> {
    const sizes = imageSizes && Object.keys(imageSizes).length ? imageSizes : undefined;
    const key = createHash('sha256').update(source).update(sizes ? JSON.stringify(sizes) : '').digest('base64url');
    const kept = this.memo.get(key);
    if (kept !== undefined) {
      this.memo.delete(key);
      this.memo.set(key, kept);
      return Promise.resolve(kept);
    }
    const under = this.rendering.get(key);
    if (under) return under;
    const render = this.run<string>({ kind: 'article-html', source, imageSizes: sizes }).then((html) => {
      this.keep(key, html ?? articleFallbackHtml(source));
      return html ?? articleFallbackHtml(source);
    });
    this.rendering.set(key, render);
    void render.finally(() => this.rendering.delete(key));
    return render;
  }

  /**
   * The publish checks of a post (see checkPost): its markdown parsed and its text read (sentences,
   * claims, reading level), seconds of work for a large article. 503 when they cannot finish.
   */
  async checks(post: CheckedPost, context: { brandKit: BrandKitContent; publishedSlugs: string[]; origin: string; postId?: number }): Promise<PostChecks> {
    const { title, slug, excerpt, metaDescription, content, featuredImage, featuredImageAlt, keywords } = post;
    const checked = { title, slug, excerpt, metaDescription, content, featuredImage, featuredImageAlt, keywords };
    const result = await this.run<PostChecks>({ kind: 'checks', post: checked, ...context });
    if (!result) throw new ServiceUnavailableException('The checks of this post could not finish; try again');
    return result;
  }

  /** The article's runs of one to three words (see linkTextGrams): what its link targets are looked up by. */
  async linkGrams(source: string): Promise<string[]> {
    const grams = await this.run<string[]>({ kind: 'link-grams', source });
    if (!grams) throw new ServiceUnavailableException('The link suggestions of this post could not finish; try again');
    return grams;
  }

  /** Links the article could have to `targets` (see suggestLinks); none when it cannot be parsed. */
  async linkSuggestions(source: string, targets: LinkTarget[]): Promise<LinkSuggestion[]> {
    return (await this.run<LinkSuggestion[]>({ kind: 'link-suggestions', source, targets })) ?? [];
  }

  /**
   * The task's result; null when it failed or ran past the deadline. A task stopped with the thread
   * because another one ran past the deadline is run once more, on the new thread.
   */
  private async run<Result extends MarkdownTaskResult>(task: MarkdownTask): Promise<Result | null> {
    let outcome: ThreadOutcome<MarkdownTaskResult> = await this.thread.run(task);
    if (!outcome.ok && outcome.failure === 'stopped') outcome = await this.thread.run(task);
    return outcome.ok ? (outcome.result as Result) : null;
  }

  private keep(key: string, html: string): void {
    if (html.length > MEMO_CHARS) return;
    this.memo.set(key, html);
    this.memoChars += html.length;
    for (const [oldest, value] of this.memo) {
      if (this.memoChars <= MEMO_CHARS) break;
      this.memo.delete(oldest);
      this.memoChars -= value.length;
    }
  }
}
