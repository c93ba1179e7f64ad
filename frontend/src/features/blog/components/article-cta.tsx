import { ArrowForwardIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Paper } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { ctaFor } from '../lib/article-cta-content';
import styles from './blog.styles';

/** The closing call to action, chosen by the article's category. */
export function ArticleCta({ category }: { category: string }) {
  const cta = ctaFor(category);
  const linkProps = cta.external
    ? { href: cta.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: LinkBehavior, href: cta.href };
  return (
    <Paper
      component="aside"
      aria-labelledby="article-cta-title"
      className={styles.cta}
    >
      <Typography id="article-cta-title" variant="h3" component="h2">
        {cta.heading}
      </Typography>
      <Typography className={styles.ctaText}>{cta.text}</Typography>
      <Button
        {...linkProps}
        variant="contained"
        color="inherit"
        size="large"
        endIcon={<ArrowForwardIcon />}
        // The reading analytics' script counts clicks on the article's call to action by this mark.
        data-beacon="cta"
        className={styles.ctaButton}
      >
        {cta.button}
      </Button>
    </Paper>
  );
}
