/**
 * The agency's facts (spec §1) and what each blog category means for the writer and the cover designer:
 * who reads it, which service it leads to, and its colour (spec §3).
 */
export const AGENCY = {
  name: 'Hyperframe',
  yearsExperience: '16+',
  viewsGenerated: '55.8M+',
  revenueGenerated: '$22M+',
  projectsBy2022: '10,000',
  offices: 'London and Glasgow',
} as const;

export interface AgencyService {
  name: 'Creator' | 'Influencer' | 'Scale' | 'Academy' | 'Live';
  pitch: string;
  available: boolean;
}

export const AGENCY_SERVICES: readonly AgencyService[] = [
  { name: 'Creator', pitch: 'retention-focused editing and a channel growth subscription', available: true },
  { name: 'Influencer', pitch: 'social content scaling built to reach 10M+ views', available: true },
  { name: 'Scale', pitch: 'editing and directing for paid ads, sales video letters and brand projects', available: true },
  { name: 'Academy', pitch: 'coaching for video editors who want to earn 5-15k a month', available: false },
  { name: 'Live', pitch: 'live multi-camera production', available: false },
];

export type CategoryKey = 'Video Editing' | 'Video Marketing' | 'Content Creating' | 'Audience Building';

export interface CategoryProfile {
  /** Plural noun for the reader ("editors"). */
  audience: string;
  /** The service the closing call to action points to (spec §2 closing block). */
  service: AgencyService['name'];
  /** Hex colour of the category badge, used as the cover accent. */
  accent: string;
  label: string;
}

export const CATEGORY_PROFILES: Record<CategoryKey, CategoryProfile> = {
  'Video Editing': { audience: 'editors', service: 'Academy', accent: '#FACC15', label: 'VIDEO EDITING' },
  'Video Marketing': { audience: 'marketers and business owners', service: 'Scale', accent: '#22C55E', label: 'VIDEO MARKETING' },
  'Content Creating': { audience: 'creators', service: 'Creator', accent: '#F97316', label: 'CONTENT CREATING' },
  'Audience Building': { audience: 'creators and influencers', service: 'Influencer', accent: '#A855F7', label: 'AUDIENCE BUILDING' },
};

/** Any category outside the four is shown in gray (spec §3). */
export const FALLBACK_PROFILE: CategoryProfile = {
  audience: 'creators, marketers and editors',
  service: 'Creator',
  accent: '#9CA3AF',
  label: 'INSIGHTS',
};

export function isCategoryKey(category: string): category is CategoryKey {
  return Object.prototype.hasOwnProperty.call(CATEGORY_PROFILES, category);
}

export function categoryProfile(category: string): CategoryProfile {
  if (isCategoryKey(category)) return CATEGORY_PROFILES[category];
  return { ...FALLBACK_PROFILE, label: category.trim() ? category.trim().toUpperCase() : FALLBACK_PROFILE.label };
}
