import { SITE } from './brand';

/** Head metadata of one static public page. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords: string[];
}

export type PageKey = 'home' | 'about' | 'services' | 'blog' | 'career' | 'privacy' | 'terms';

/** Every static public route with its metadata: the router, the head manager and the gateway read this. */
export const PAGES: Record<PageKey, PageMeta> = {
  home: {
    path: '/',
    title: `${SITE.brand} - ${SITE.tagline}`,
    description:
      'London video editing agency with a television background: retention-focused editing, social content scaling, paid ads and VSLs, and coaching for video editors.',
    keywords: ['video editing agency', 'YouTube editing', 'video marketing', 'content growth', 'London video agency'],
  },
  about: {
    path: '/about',
    title: `About Us - ${SITE.brand}`,
    description:
      'From a television edit suite to a video growth agency: 16+ years of experience, 55.8M+ views and $22M+ revenue generated for creators and brands.',
    keywords: ['about Hyperframe', 'video editing team', 'television editors', 'video agency history'],
  },
  services: {
    path: '/services',
    title: `Our Services - ${SITE.brand}`,
    description:
      'Creator, Influencer, Scale, Academy and Live: video editing, management and training services built for growth and impact.',
    keywords: ['video editing services', 'channel growth', 'paid ads editing', 'VSL creation', 'live production'],
  },
  blog: {
    path: '/blog',
    title: 'Professional Video Editing Blog',
    description:
      'Expert video editing tips, marketing strategies and industry insights from professional editors with television backgrounds.',
    keywords: [
      'video editing',
      'video marketing',
      'content creation',
      'YouTube editing',
      'professional video services',
      'VSL creation',
      'social media content',
      'video production',
    ],
  },
  career: {
    path: '/career',
    title: `Careers - ${SITE.brand}`,
    description:
      'Work with us: join a remote-first team of video editors and learn the craft with the Hyperframe Academy.',
    keywords: ['video editor jobs', 'video editing careers', 'Hyperframe Academy', 'remote video editor'],
  },
  privacy: {
    path: '/privacy',
    title: `Privacy Policy - ${SITE.brand}`,
    description: 'How Hyperframe collects, uses and protects your personal data, and how to exercise your rights.',
    keywords: ['privacy policy', 'data protection', 'UK GDPR'],
  },
  terms: {
    path: '/terms',
    title: `Terms of Agreement - ${SITE.brand}`,
    description: 'The terms that govern Hyperframe subscriptions, refunds, cancellations and revisions.',
    keywords: ['terms of service', 'refund policy', 'subscription terms'],
  },
};

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

export const NOT_FOUND_META: PageMeta = {
  path: '/404',
  title: `Page Not Found - ${SITE.brand}`,
  description: "Sorry, we couldn't find the page you're looking for.",
  keywords: [],
};

export const ARTICLE_NOT_FOUND_META: PageMeta = {
  path: '/blog',
  title: `Article Not Found - ${SITE.brand}`,
  description: "The article you're looking for doesn't exist or has been removed.",
  keywords: [],
};
