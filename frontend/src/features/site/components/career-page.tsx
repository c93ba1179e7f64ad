import { PAGES, pageHeadInput } from '@app/site';
import type { ReactNode } from 'react';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { PublicIcon } from '@/components/ui/page-icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/surface';
import { FlexGrid as Grid } from '@/components/ui/flex-grid';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import styles from './career-page.styles';
import { PageHero } from './page-hero';
import { ShowcaseVideo } from './showcase-video';

const REGIONS = [
  { title: 'London HQ', text: 'Our headquarters and home of the review team.' },
  { title: 'Glasgow', text: 'Our second office, opened in 2022.' },
  { title: 'Remote, worldwide', text: 'Editors in many time zones, one shared standard.' },
];

/** Careers. The academy blog section comes from the blog feature through the route. */
export function CareerPage({ academyPosts }: { academyPosts?: ReactNode }) {
  usePageHead(pageHeadInput(PAGES.career));
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Work with us"
        lead="We are always looking for editors who care about story, pace and polish. Bring the craft; we bring the clients, the coaching and the systems."
      >
        <Button href="#academy-blog" variant="contained" size="large" className={styles.start} endIcon={<ArrowForwardIcon />}>
          Start with the Academy
        </Button>
      </PageHero>
      <Section labelledBy="career-about" tone="paper">
        <Grid container spacing={{ xs: 4, md: 8 }} className={styles.about}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionHeading
              id="career-about"
              eyebrow="Who we are"
              title="Editors first, since the TV days"
              lead="Hyperframe was founded by television editors. Every lead editor on the team started as a junior, learned our workflow and grew with our clients."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Button component={LinkBehavior} href={paths.about} variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
              More about us
            </Button>
          </Grid>
        </Grid>
      </Section>
      <Section labelledBy="career-global">
        <SectionHeading id="career-global" eyebrow="Global team" title="Work from anywhere, edit for everyone" />
        <Grid container spacing={3}>
          {REGIONS.map((region) => (
            <Grid key={region.title} size={{ xs: 12, md: 4 }}>
              <Card className={styles.region}>
                <div className={styles.regionStack}>
                  <PublicIcon className={styles.icon} aria-hidden="true" />
                  <Typography component="h3" variant="h5">
                    {region.title}
                  </Typography>
                  <Typography className={styles.muted}>{region.text}</Typography>
                </div>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section labelledBy="career-video" tone="paper">
        <SectionHeading id="career-video" eyebrow="Inside the studio" title="See how we work" align="center" />
        <ShowcaseVideo title="Inside the Hyperframe studio" />
      </Section>
      {academyPosts}
    </>
  );
}
