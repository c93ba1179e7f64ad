import { DataSource, EntityManager } from 'typeorm';
import { contentHash, renderCover } from '@app/cover-designer';
import { BlogPost, ImageVariant, makeVariants, StoredImage, storeImage } from '@app/contract';
import { DEMO_POSTS } from './demo-posts';
import { DemoPost } from './demo-post.types';

interface PreparedPost {
  post: DemoPost;
  media: StoredImage;
  /** Its responsive variants (issue 28), made here so the first visitor of /blog waits for none. */
  variants: ImageVariant[];
}

async function hasPosts(manager: EntityManager | DataSource): Promise<boolean> {
  const rows: { found: boolean }[] = await manager.query('SELECT EXISTS (SELECT 1 FROM blog_posts) AS found');
  return rows[0].found;
}

function prepare(posts: readonly DemoPost[]): Promise<PreparedPost[]> {
  return Promise.all(
    posts.map(async (post, index) => {
      const cover = renderCover({ title: post.title, category: post.category, variant: index });
      const media: StoredImage = { hash: contentHash(cover.png), contentType: 'image/png', extension: 'png', bytes: cover.png, width: cover.width, height: cover.height };
      return { post, media, variants: await makeVariants(media) };
    }),
  );
}

/**
 * Fills an empty blog with the demo articles, each with a rendered cover stored in `media` with its
 * responsive variants (the widths the blog's cards and featured slot ask for, and WebP). Does nothing
 * when blog_posts has any row, so it is safe on every start; two processes starting together are
 * serialised by a table lock and the second finds the posts already there.
 */
export async function seedDemoContent(dataSource: DataSource, posts: readonly DemoPost[] = DEMO_POSTS): Promise<{ inserted: number }> {
  // Cheap check first: the covers are only rendered (about 50 ms each) for an empty blog.
  if (await hasPosts(dataSource)) return { inserted: 0 };
  const prepared = await prepare(posts);

  return dataSource.transaction(async (manager) => {
    await manager.query('LOCK TABLE blog_posts IN EXCLUSIVE MODE');
    if (await hasPosts(manager)) return { inserted: 0 };

    for (const { post, media, variants } of prepared) await storeImage(manager, media, { source: 'cover', coverTitle: post.title }, variants);
    await manager.getRepository(BlogPost).insert(
      prepared.map(({ post, media }) => ({
        ...post,
        featuredImage: `/media/${media.hash}.png`,
        published: true,
        status: 'published',
        publishedAt: post.createdAt,
        updatedAt: post.createdAt,
      })),
    );
    return { inserted: prepared.length };
  });
}
