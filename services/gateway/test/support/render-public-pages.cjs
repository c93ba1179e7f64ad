// Run by server-bundle-modules.spec.ts in its own Node process (Node's own module loader, as the gateway's
// render thread uses): renders every public page with the server bundle given as argv[2] and prints, as
// JSON, each page's HTML length and every file of the bundle the process loaded.
const path = require('node:path');

const entryFile = process.argv[2];
const post = {
  id: 7, title: 'Cutting for Retention', slug: 'cutting-for-retention', excerpt: 'How we edit the first 30 seconds.',
  content: '## Hook\n\nText with **bold** and a [link](/about).\n', category: 'Video Editing', author: 'Team', metaDescription: 'About hooks.',
  featuredImage: null, featuredImageAlt: '', estimatedReadTime: 4, keywords: ['retention editing'], published: true, status: 'published',
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', publishedAt: '2026-01-01T00:00:00.000Z',
};
const pages = [
  ...['home', 'about', 'services', 'blog', 'career', 'privacy', 'terms'].map((key) => ({ url: key === 'home' ? '/' : `/${key}`, page: { kind: 'page', key } })),
  { url: `/blog/${post.slug}`, page: { kind: 'article', slug: post.slug, post }, prerenderedArticle: { slug: post.slug, updatedAt: post.updatedAt, html: '<h2>Hook</h2><p>Text</p>' } },
  { url: '/blog/missing', page: { kind: 'article', slug: 'missing', post: null } },
  { url: '/nope', page: { kind: 'not-found' } },
];

(async () => {
  const entry = require(entryFile);
  const rendered = {};
  for (const input of pages) rendered[input.url] = (await entry.render(input)).html.length;
  const folder = path.dirname(require.resolve(entryFile));
  const loaded = Object.keys(require.cache).filter((file) => file.startsWith(folder + path.sep));
  process.stdout.write(JSON.stringify({ rendered, loaded }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
