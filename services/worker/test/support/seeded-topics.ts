import type { IdeaSettings } from '@app/contract';

/**
 * Thirty topics as an admin types them into the idea generator (issue 29 item 5): short and long, every
 * category and tone, with and without keywords.
 */
export const SEEDED_TOPICS: ReadonlyArray<Omit<IdeaSettings, 'targetLength'>> = [
  { topic: 'Turning long podcast episodes into shorts', industry: 'Video Editing', tone: 'professional', keywords: ['podcast clips'] },
  { topic: 'colour grading', industry: 'Video Editing', tone: 'casual', keywords: [] },
  { topic: 'youtube retention editing', industry: 'Video Editing', tone: 'technical', keywords: ['captions', 'premiere pro'] },
  { topic: 'Sound design for documentaries', industry: 'Video Editing', tone: 'professional', keywords: ['audio mixing'] },
  { topic: 'How to edit a wedding film in a weekend', industry: 'Video Editing', tone: 'casual', keywords: [] },
  { topic: 'multicam interview editing in DaVinci Resolve', industry: 'Video Editing', tone: 'technical', keywords: ['davinci resolve'] },
  { topic: 'pricing freelance video editing work', industry: 'Video Editing', tone: 'professional', keywords: ['freelance rates'] },
  { topic: 'motion graphics for explainer videos', industry: 'Video Editing', tone: 'casual', keywords: [] },
  { topic: 'Meta ads creative testing', industry: 'Video Marketing', tone: 'technical', keywords: ['meta ads'] },
  { topic: 'sales video letters for online courses', industry: 'Video Marketing', tone: 'professional', keywords: ['vsl'] },
  { topic: 'video testimonials that convert', industry: 'Video Marketing', tone: 'casual', keywords: [] },
  { topic: 'LinkedIn video for B2B founders', industry: 'Video Marketing', tone: 'professional', keywords: ['linkedin video'] },
  { topic: 'measuring ROI of product demo videos', industry: 'Video Marketing', tone: 'technical', keywords: ['roi'] },
  { topic: 'UGC ads on TikTok', industry: 'Video Marketing', tone: 'casual', keywords: ['ugc'] },
  { topic: 'launch videos for a new SaaS product', industry: 'Video Marketing', tone: 'professional', keywords: [] },
  { topic: 'batch filming a month of content in one day', industry: 'Content Creating', tone: 'casual', keywords: ['content calendar'] },
  { topic: 'Writing hooks for YouTube videos', industry: 'Content Creating', tone: 'professional', keywords: ['hooks'] },
  { topic: 'repurposing one interview into thirty posts', industry: 'Content Creating', tone: 'technical', keywords: [] },
  { topic: 'home studio lighting on a budget', industry: 'Content Creating', tone: 'casual', keywords: ['lighting'] },
  { topic: 'scripting talking-head videos', industry: 'Content Creating', tone: 'professional', keywords: ['scripts'] },
  { topic: 'content creator burnout', industry: 'Content Creating', tone: 'casual', keywords: [] },
  { topic: 'editing vlogs faster with templates', industry: 'Content Creating', tone: 'technical', keywords: ['templates'] },
  { topic: 'growing a YouTube channel from zero subscribers', industry: 'Audience Building', tone: 'casual', keywords: ['youtube growth'] },
  { topic: 'Instagram Reels consistency', industry: 'Audience Building', tone: 'professional', keywords: ['instagram reels'] },
  { topic: 'community posts and comments strategy', industry: 'Audience Building', tone: 'technical', keywords: [] },
  { topic: 'thumbnail A/B testing', industry: 'Audience Building', tone: 'technical', keywords: ['thumbnails', 'ctr'] },
  { topic: 'collaborations with other creators', industry: 'Audience Building', tone: 'professional', keywords: [] },
  { topic: 'building an email list from YouTube viewers', industry: 'Audience Building', tone: 'professional', keywords: ['email list'] },
  { topic: 'live streaming for small channels', industry: 'Audience Building', tone: 'casual', keywords: ['live streaming'] },
  { topic: 'Shorts versus long-form videos for audience growth', industry: 'Audience Building', tone: 'technical', keywords: ['youtube shorts'] },
];
