import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** Issue 16: the brand kit as the studio edits it. */
export type BrandKit = Schemas['BrandKitDto'];
export type BrandKitInput = Schemas['UpdateBrandKitDto'];
export type BrandFact = Schemas['BrandFactDto'];
