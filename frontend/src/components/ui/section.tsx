import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Typography } from '@/components/ui/typography';
import { cx } from '@/theme/define-styles';
import styles from './section.styles';

/** A page band with consistent vertical rhythm. */
export function Section({ children, id, tone = 'default', labelledBy }: { children: ReactNode; id?: string; tone?: 'default' | 'paper'; labelledBy?: string }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx(styles.band, tone === 'paper' && styles.paper)}>
      <Container maxWidth="lg">{children}</Container>
    </section>
  );
}

/** Eyebrow + heading + optional lead, used at the top of every section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'left',
  component = 'h2',
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  component?: 'h1' | 'h2';
}) {
  return (
    <div className={cx(styles.heading, align === 'center' && styles.headingCenter)}>
      {eyebrow && (
        <Typography variant="overline" component="p" className={styles.eyebrow}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant={component === 'h1' ? 'h1' : 'h2'} component={component}>
        {title}
      </Typography>
      {lead && <Typography className={styles.lead}>{lead}</Typography>}
    </div>
  );
}
