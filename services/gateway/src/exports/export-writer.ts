import { BlogPost, toBrandKitContent } from '@app/contract';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { withFrontMatter } from '../imports/readers/front-matter';
import { EXPORT_FORMAT } from '../imports/readers/markdown-reader';
import { ExportsRepository } from './exports.repository';

export const EXPORT_VERSION = 1;

/** The front matter of an exported post: every field, so this product's import gives the same post back. */
export function postFrontMatter(post: BlogPost, legacyUrls: string[]): Record<string, unknown> {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    metaDescription: post.metaDescription,
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    estimatedReadTime: post.estimatedReadTime,
    keywords: post.keywords,
    published: post.published,
    status: post.status,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    publishAt: post.publishAt?.toISOString() ?? null,
    legacyUrls,
  };
}

/** One entry whose bytes are read only when the zip reaches it (one row in memory at a time). */
function lazy(zip: ZipFile, name: string, read: () => Promise<Buffer | string>): void {
  zip.addReadStreamLazy(name, (callback) => {
    read().then(
      (content) => callback(null, Readable.from([Buffer.isBuffer(content) ? content : Buffer.from(content)])),
      (error: Error) => callback(error, undefined as never),
    );
  });
}

/**
 * Everything, as one zip streamed to `output`: `posts/<slug>.md` (markdown with front matter),
 * `revisions/<slug>.json`, `media/<hash>.<ext>`, `brand-kit.md`, `ideas/<id>.md`, `productions/<id>.md`
 * (final texts) and `manifest.json`. Entries are read from Postgres as the zip reaches them, so memory
 * holds one row at a time whatever the blog's size. This product's import reads the zip back.
 */
export async function writeExport(dataSource: DataSource, output: Writable): Promise<{ posts: number; media: number }> {
  const repository = new ExportsRepository(dataSource.manager);
  const zip = new ZipFile();
  const posts = await repository.postNames();
  const media = await repository.mediaNames();
  const productions = await repository.productionNames();
  const done = pipeline(zip.outputStream, output);

  zip.addBuffer(
    Buffer.from(
      `${JSON.stringify(
        {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          exportedAt: new Date().toISOString(),
          counts: { posts: posts.length, media: media.length, productions: productions.length },
          posts: posts.map((post) => ({ id: post.id, slug: post.slug, file: `posts/${post.slug}.md`, revisions: `revisions/${post.slug}.json` })),
          media: media.map((item) => `media/${item.hash}.${item.extension}`),
        },
        null,
        2,
      )}\n`,
    ),
    'manifest.json',
  );
  for (const { id, slug } of posts) {
    lazy(zip, `posts/${slug}.md`, async () => {
      const post = await repository.findPost(id);
      if (!post) return '';
      return withFrontMatter(postFrontMatter(post, await repository.legacyPathsOf(id)), post.content);
    });
    lazy(zip, `revisions/${slug}.json`, async () =>
      JSON.stringify((await repository.revisionsOf(id)).map((revision) => ({ reason: revision.reason, createdAt: revision.createdAt.toISOString(), snapshot: revision.snapshot }))),
    );
  }
  for (const item of media) lazy(zip, `media/${item.hash}.${item.extension}`, async () => (await repository.mediaBytes(item.hash)) ?? Buffer.alloc(0));
  lazy(zip, 'brand-kit.md', async () => {
    const kit = await repository.brandKit();
    return kit ? withFrontMatter({ version: kit.version, ...toBrandKitContent(kit) }, '# Brand kit\n\nThe voice rules, facts, services and banned phrases the AI writes by, in the front matter.') : '';
  });
  lazy(zip, 'ideas/ideas.md', async () => {
    const lines: string[] = [];
    for (let after = 0; ; ) {
      const ideas = await repository.ideasAfter(after, 500);
      if (!ideas.length) break;
      for (const idea of ideas) lines.push(`- ${JSON.stringify({ id: idea.id, title: idea.title, category: idea.category, topic: idea.topic, tone: idea.tone, used: idea.used, postId: idea.postId, createdAt: idea.createdAt.toISOString() })}`);
      after = ideas[ideas.length - 1].id;
    }
    return withFrontMatter({ count: lines.length }, `# Ideas\n\n${lines.join('\n')}`);
  });
  for (const { id } of productions) {
    lazy(zip, `productions/${id}.md`, async () => {
      const production = await repository.findProduction(id);
      if (!production) return '';
      return withFrontMatter(
        { id, postId: production.postId, title: production.title, status: production.status, featuredImage: production.featuredImage, provider: production.provider, model: production.model, createdAt: production.createdAt.toISOString(), updatedAt: production.updatedAt.toISOString() },
        production.finalContent ?? '',
      );
    });
  }
  zip.end();
  await done;
  return { posts: posts.length, media: media.length };
}
