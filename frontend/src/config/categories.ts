/** Badge colours (spec §3): Video Marketing green, Video Editing yellow, Content Creating orange, Audience Building purple, else gray. */
export const CATEGORY_COLORS: Record<string, { fg: string; bg: string; name: string }> = {
  'Video Marketing': { name: 'green', fg: '#15803d', bg: '#dcfce7' },
  'Video Editing': { name: 'yellow', fg: '#854d0e', bg: '#fef9c3' },
  'Content Creating': { name: 'orange', fg: '#9a3412', bg: '#ffedd5' },
  'Audience Building': { name: 'purple', fg: '#6b21a8', bg: '#f3e8ff' },
};
export const DEFAULT_CATEGORY_COLOR = { name: 'gray', fg: '#374151', bg: '#f3f4f6' };

export function categoryColor(category: string) {
  return CATEGORY_COLORS[category] ?? DEFAULT_CATEGORY_COLOR;
}
