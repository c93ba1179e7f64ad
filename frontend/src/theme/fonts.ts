/** The site's two font stacks (theme.ts builds the typography from them; public pages use them directly). */
export const headingFont = '"Space Grotesk Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const bodyFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
