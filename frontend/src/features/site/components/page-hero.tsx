import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Typography } from '@/components/ui/typography';
import styles from './page-hero.styles';

/** The opening band of an inner page. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className={styles.band}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" className={styles.eyebrow}>
          {eyebrow}
        </Typography>
        <Typography id="page-title" variant="h1" component="h1" className={styles.title}>
          {title}
        </Typography>
        {lead && <Typography className={styles.lead}>{lead}</Typography>}
        {children}
      </Container>
    </section>
  );
}
