/** sx for text that screen readers and text extraction see but that takes no space on screen. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings, not numbers: in sx, width: 1 means 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
