import { SITE } from '@app/site';

export interface ArticleCta {
  heading: string;
  text: string;
  button: string;
  href: string;
  external: boolean;
}

/** Spec §2 closing call to action of each category's articles: the Academy, Scale, Creator or Influencer pitch. */
const CATEGORY_CTAS: Readonly<Record<string, ArticleCta>> = {
  'Video Editing': {
    heading: 'Want to Earn 5-15K a Month as a Video Editor?',
    text: 'The Academy coaches video editors on the skills, systems and clients behind a career that pays.',
    button: 'Join Academy',
    href: SITE.external.academy,
    external: true,
  },
  'Video Marketing': {
    heading: 'Ready to Scale Your Video Marketing?',
    text: 'Paid ads, sales video letters and brand projects edited and directed to drive revenue.',
    button: 'Explore Scale',
    href: SITE.external.scale,
    external: true,
  },
  'Content Creating': {
    heading: 'Ready to Transform Your Content Strategy?',
    text: 'Retention-focused editing and a channel growth subscription for creators.',
    button: 'Explore Creator',
    href: SITE.external.creator,
    external: true,
  },
  'Audience Building': {
    heading: 'Ready to Build Your Audience?',
    text: 'Social content scaling built to take your reach past 10M+ views.',
    button: 'Explore Influencer',
    href: SITE.external.influencer,
    external: true,
  },
};

/** Any other category (or none): the services page. */
const SERVICES_CTA: ArticleCta = {
  heading: 'Ready to Transform Your Video Content?',
  text: 'Editing, management and training services built for growth and impact.',
  button: 'View Our Services',
  href: '/services',
  external: false,
};

/** Spec §2 closing call to action by category. */
export function ctaFor(category: string): ArticleCta {
  return Object.hasOwn(CATEGORY_CTAS, category) ? CATEGORY_CTAS[category] : SERVICES_CTA;
}
