import { DataSource } from 'typeorm';
import { contentHash, renderCover } from '@app/cover-designer';
import { ImageVariant, makeVariants, MediaStoreRepository, StoredImage } from '@app/contract';
import { DEMO_POSTS } from './demo-posts';
import { DemoPostsRepository } from './demo-posts.repository';
import { DemoPost } from './demo-post.types';

interface PreparedPost {
  post: DemoPost;
  media: StoredImage;
  /** Its responsive variants (issue 28), made here so the first visitor of /blog waits for none. */
  variants: ImageVariant[];
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
  if (await new DemoPostsRepository(dataSource.manager).hasPosts()) return { inserted: 0 };
  const prepared = await prepare(posts);

  return dataSource.transaction(async (manager) => {
    const demoPosts = new DemoPostsRepository(manager);
    await demoPosts.lockPosts();
    if (await demoPosts.hasPosts()) return { inserted: 0 };

    const images = new MediaStoreRepository(manager);
    for (const { post, media, variants } of prepared) await images.storeImage(media, { source: 'cover', coverTitle: post.title }, variants);
    await demoPosts.insertPosts(
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
