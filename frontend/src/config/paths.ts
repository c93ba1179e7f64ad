import { PAGES } from '@app/site';

/** Every route of the app, once. */
export const paths = {
  home: PAGES.home.path,
  about: PAGES.about.path,
  services: PAGES.services.path,
  blog: PAGES.blog.path,
  career: PAGES.career.path,
  privacy: PAGES.privacy.path,
  terms: PAGES.terms.path,
  article: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogCategory: (category: string) => `/blog?category=${encodeURIComponent(category)}`,
  admin: '/admin',
  adminLogin: '/admin-login',
} as const;
