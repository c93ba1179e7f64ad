import { ArrowForwardIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Paper } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { ctaFor } from '../lib/post-display';

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
      sx={{
        mt: 8,
        p: { xs: 4, md: 6 },
        borderRadius: 5,
        textAlign: 'center',
        color: '#fff',
        background: 'linear-gradient(135deg, #c8102e 0%, #7a1fa2 100%)',
      }}
    >
      <Typography id="article-cta-title" variant="h3" component="h2">
        {cta.heading}
      </Typography>
      <Typography sx={{ mt: 1.5, opacity: 0.92, fontSize: 18 }}>{cta.text}</Typography>
      <Button
        {...linkProps}
        variant="contained"
        color="inherit"
        size="large"
        endIcon={<ArrowForwardIcon />}
        // The reading analytics' script counts clicks on the article's call to action by this mark.
        data-beacon="cta"
        sx={{ mt: 3, bgcolor: '#fff', color: '#0a0a0f', '&:hover': { bgcolor: '#f1f1f1' } }}
      >
        {cta.button}
      </Button>
    </Paper>
  );
}
