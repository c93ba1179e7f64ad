import { icon } from '@/components/ui/icons';

/** The icons only the article page shows (the list's search icon is its own) (paths from @mui/icons-material, Apache 2.0). */
export const ArrowBackIcon = /* @__PURE__ */ icon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z', 'ArrowBack');
export const IosShareIcon = /* @__PURE__ */ icon('m16 5-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2', 'IosShare');
