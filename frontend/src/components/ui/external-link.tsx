import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';

/** A link to another site: new tab, no opener, and a hint for screen readers. */
export const ExternalLink = forwardRef<HTMLAnchorElement, LinkProps & { href: string }>(function ExternalLink(
  { children, ...props },
  ref,
) {
  return (
    <Link ref={ref} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span style={visuallyHiddenStyle}> (opens in a new tab)</span>
    </Link>
  );
});

const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
