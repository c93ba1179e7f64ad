import { SITE } from '@app/site';

/**
 * The public pages' own content (services, figures, timeline, values): only the pages that show it
 * load it, while site.ts (navigation, footer) is in every page's first chunk.
 */
export type ServiceIcon = 'creator' | 'influencer' | 'scale' | 'academy' | 'live';

/** Spec §3 service card. */
export interface ServiceCard {
  title: string;
  serviceName: string;
  description: string;
  icon: ServiceIcon;
  logo: string;
  image: string;
  brandColor: string;
  available: boolean;
  link: string;
  buttonText: string;
  isAcademyFeature: boolean;
  highlights: string[];
}

export const SERVICES: ServiceCard[] = [
  {
    title: 'Retention editing & channel growth',
    serviceName: 'Creator',
    description:
      'Retention-focused editing and a channel growth subscription for YouTubers who want every upload to keep viewers watching longer.',
    icon: 'creator',
    logo: 'CREATOR',
    image: '',
    brandColor: '#ff3d57',
    available: true,
    link: SITE.external.creator,
    buttonText: 'Explore More',
    isAcademyFeature: false,
    highlights: ['Retention-first edits', 'Thumbnails & packaging', 'Monthly growth plan'],
  },
  {
    title: 'Social content at scale',
    serviceName: 'Influencer',
    description:
      'Short-form content scaling across TikTok, Reels and Shorts, built to push your reach past 10M+ views.',
    icon: 'influencer',
    logo: 'INFLUENCER',
    image: '',
    brandColor: '#a855f7',
    available: true,
    link: SITE.external.influencer,
    buttonText: 'Explore More',
    isAcademyFeature: false,
    highlights: ['10M+ views promise', 'Daily short-form output', 'Trend-led hooks'],
  },
  {
    title: 'Ads, VSLs & brand films',
    serviceName: 'Scale',
    description:
      'Editing and directing for paid ads, sales video letters and brand projects that turn attention into revenue.',
    icon: 'scale',
    logo: 'SCALE',
    image: '',
    brandColor: '#22c55e',
    available: true,
    link: SITE.external.scale,
    buttonText: 'Explore More',
    isAcademyFeature: false,
    highlights: ['Paid social creatives', 'Sales video letters', 'Brand campaigns'],
  },
  {
    title: 'Coaching for video editors',
    serviceName: 'Academy',
    description:
      'Coaching for video editors who want a career that pays: the systems, skills and clients to earn 5-15k a month.',
    icon: 'academy',
    logo: 'ACADEMY',
    image: '',
    brandColor: '#ffb020',
    available: false,
    link: '',
    buttonText: 'Coming Soon',
    isAcademyFeature: true,
    highlights: ['Mentoring from TV editors', 'Client acquisition', 'Earn 5-15k a month'],
  },
  {
    title: 'Live multi-camera production',
    serviceName: 'Live',
    description: 'Live multi-camera production for streams, launches and events, directed by broadcast professionals.',
    icon: 'live',
    logo: 'LIVE',
    image: '',
    brandColor: '#38bdf8',
    available: false,
    link: '',
    buttonText: 'Coming Soon',
    isAcademyFeature: false,
    highlights: ['Multi-camera direction', 'Broadcast graphics', 'Stream-ready delivery'],
  },
];

/** Home statistics band (spec §2, §9): value, label, prefix/suffix and start delay. */
export const HOME_COUNTERS = [
  { end: 13773, label: 'Projects Completed', prefix: '', suffix: '', delay: 100 },
  { end: 58_400_000, label: 'Views Generated', prefix: '+', suffix: '', delay: 200 },
  { end: 19, label: 'Generated for Clients', prefix: '+$', suffix: 'M', delay: 300 },
] as const;

/** Claimed figures (spec §1) used on About and in the proven-results block. */
export const CLAIMED_FIGURES = [
  { value: '16+', label: 'Years of experience' },
  { value: '55.8M+', label: 'Views generated' },
  { value: '$22M+', label: 'Revenue generated' },
] as const;

export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
  position: 'left' | 'right';
}

export const TIMELINE: TimelineEntry[] = [
  {
    year: '2019',
    title: 'Hyperframe is founded',
    description:
      'Two broadcast editors leave the television edit suite to bring TV-grade storytelling to creators on YouTube, starting with a handful of channels and a single shared workstation.',
    position: 'left',
  },
  {
    year: '2020',
    title: 'A team and a London HQ',
    description:
      'The first full-time editors join and the studio opens its headquarters in London, building the review workflow every project still runs through today.',
    position: 'right',
  },
  {
    year: '2021',
    title: 'Sales content',
    description:
      'We start editing sales content for brands and coaches: paid ads, launch videos and sales video letters measured on revenue, not only on views.',
    position: 'left',
  },
  {
    year: '2022',
    title: 'A second office and the 10,000th video',
    description:
      'A second office opens in Glasgow and the team delivers its 10,000th video project, keeping the same standards across every client and format.',
    position: 'right',
  },
  {
    year: '2023',
    title: 'A third office and 40M views',
    description:
      'A third office joins the network and the videos we edited pass 40M views, with creators growing from their first thousand subscribers to full-time businesses.',
    position: 'left',
  },
  {
    year: '2024',
    title: 'AI service',
    description:
      'We launch an AI-assisted service that pairs automated research and first cuts with human editors, so clients get more output without losing the craft.',
    position: 'right',
  },
  {
    year: '2024',
    title: 'Scale service',
    description:
      'Scale launches: editing and directing for paid ads, sales video letters and brand projects for companies that need video to drive measurable revenue.',
    position: 'left',
  },
  {
    year: '2025',
    title: 'The Academy',
    description:
      'The Academy opens to coach video editors on the skills, systems and client work that let them earn 5-15k a month doing what they love.',
    position: 'right',
  },
];

export const CORE_VALUES = [
  { title: 'Craft first', description: 'Television standards on every cut, whatever the platform or the budget.' },
  { title: 'Results you can measure', description: 'Retention, views and revenue are how we judge our work.' },
  { title: 'Speed with care', description: 'Fast turnarounds with revisions in about 24 hours, never rushed quality.' },
  { title: 'Radical honesty', description: 'Clear feedback, clear pricing and no vanity metrics.' },
  { title: 'Always learning', description: 'We test formats and tools every week and share what works.' },
  { title: 'People who grow', description: 'Editors grow with us, from junior to lead, through our Academy.' },
] as const;

/** Featured-on strip: seven media names, drawn as type (no third-party logo files). */
export const FEATURED_ON = ['Forbes', 'BBC Three', 'Channel 4', 'Business Insider', 'The Guardian', 'Sky News', 'Wired'];

export const ACADEMY_BENEFITS = [
  {
    title: 'Learn from TV editors',
    description: 'Weekly coaching from editors who cut for broadcast television and top YouTube channels.',
  },
  {
    title: 'Real client projects',
    description: 'Work on paid projects with feedback on every draft, so your portfolio grows as you learn.',
  },
  {
    title: 'Earn 5-15k a month',
    description: 'The pricing, pitching and workflow systems that let editors build a career worth 5-15k a month.',
  },
] as const;
