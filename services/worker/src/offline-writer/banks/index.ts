import { isCategoryKey } from '@app/site';
import { CategoryBank } from './bank.types';
import { AUDIENCE_BUILDING_BANK } from './audience-building.bank';
import { CONTENT_CREATING_BANK } from './content-creating.bank';
import { VIDEO_EDITING_BANK } from './video-editing.bank';
import { VIDEO_MARKETING_BANK } from './video-marketing.bank';
import { GENERIC_CLOSING_HEADINGS, GENERIC_CLOSINGS } from './shared.bank';

export * from './bank.types';
export * from './shared.bank';

const BANKS = {
  'Video Editing': VIDEO_EDITING_BANK,
  'Video Marketing': VIDEO_MARKETING_BANK,
  'Content Creating': CONTENT_CREATING_BANK,
  'Audience Building': AUDIENCE_BUILDING_BANK,
} as const;

/** The writing material for a category; other categories borrow the creator material with a neutral close. */
export function bankFor(category: string): CategoryBank {
  if (isCategoryKey(category)) return BANKS[category];
  return { ...CONTENT_CREATING_BANK, closings: GENERIC_CLOSINGS, closingHeadings: GENERIC_CLOSING_HEADINGS };
}
