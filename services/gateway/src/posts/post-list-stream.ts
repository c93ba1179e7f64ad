import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { BlogPost } from '@app/contract';
import { toAdminPost } from './dto/admin-post.dto';
import { PostListCursor, PostListRepository } from './post-list.repository';

/**
 * Posts read and sent at a time. Memory is bounded by a page (at most this many articles of at most
 * 500 KB), however many posts there are; each page is read only when the client has taken the one before.
 */
export const POST_LIST_PAGE = 50;

/**
 * The spec's admin list as JSON text, from its first page on, a page of posts at a time: the same bytes
 * JSON.stringify gives for the whole array of AdminPosts, without holding it. A post written while the
 * list is sent appears once, as read when its page was.
 */
async function* adminPostListJson(
  repository: PostListRepository,
  first: { posts: BlogPost[]; next: PostListCursor | null },
  pageSize: number,
): AsyncGenerator<string> {
  let page = first;
  let separator = '';
  yield '[';
  for (;;) {
    // A post at a time: small strings the young generation collects at once (a page's text in one
    // string would be a large object, kept until a full collection).
    for (const post of page.posts) {
      yield separator + JSON.stringify(toAdminPost(post));
      separator = ',';
    }
    if (!page.next) break;
    page = await repository.pageAfter(page.next, pageSize);
  }
  yield ']';
}

/**
 * The list as the answer's body: a byte stream that reads the next page only when the response has room
 * for it. The first page is read before anything is sent, so a database that cannot answer is an error
 * answer as usual; a failure later can only cut the connection (StreamableFile's handler), so the client
 * sees a failed request rather than a list cut short.
 */
export async function adminPostListBody(repository: PostListRepository, pageSize = POST_LIST_PAGE): Promise<StreamableFile> {
  const first = await repository.pageAfter(null, pageSize);
  const stream = Readable.from(adminPostListJson(repository, first, pageSize), { objectMode: false });
  return new StreamableFile(stream, { type: 'application/json; charset=utf-8' });
}
