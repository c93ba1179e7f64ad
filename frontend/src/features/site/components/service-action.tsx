import type { CSSProperties } from 'react';
import { ArrowOutwardIcon } from '@/components/ui/page-icons';
import { Button } from '@/components/ui/button';
import { LinkBehavior } from '@/components/ui/router-link';
import type { ServiceCard } from '@/config/site-content';
import styles from './site.styles';

/** Spec §4: available → 'Explore More' link (external in a new tab when it starts with http); else a disabled 'Coming soon'. */
export function ServiceAction({
  service,
  size = 'medium',
  comingSoonLabel = 'Coming soon',
}: {
  service: ServiceCard;
  size?: 'medium' | 'large';
  comingSoonLabel?: string;
}) {
  if (!service.available) {
    return (
      <Button variant="outlined" disabled size={size}>
        {comingSoonLabel}
      </Button>
    );
  }
  const external = service.link.startsWith('http');
  const linkProps = external
    ? { href: service.link, target: '_blank', rel: 'noopener noreferrer' }
    : { component: LinkBehavior, href: service.link };
  return (
    <Button
      {...linkProps}
      variant="contained"
      color="inherit"
      size={size}
      endIcon={<ArrowOutwardIcon />}
      aria-label={`Explore More: ${service.serviceName}${external ? ' (opens in a new tab)' : ''}`}
      // The reading analytics' script counts clicks on service links by this mark.
      data-beacon="service"
      className={styles.serviceAction}
      style={{ '--hf-brand': service.brandColor } as CSSProperties}
    >
      Explore More
    </Button>
  );
}
