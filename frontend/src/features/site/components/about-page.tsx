import { PAGES, pageHeadInput } from '@app/site';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/surface';
import { FlexGrid as Grid } from '@/components/ui/flex-grid';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { CLAIMED_FIGURES, CORE_VALUES, TIMELINE } from '@/config/site-content';
import { usePageHead } from '@/lib/head';
import { cx } from '@/theme/define-styles';
import styles from './about-page.styles';
import { PageHero } from './page-hero';

/** Spec §2: timeline text is cut to 140 characters on extra-large screens and 80 on large ones. */
export const TIMELINE_TRUNCATION = { xl: 140, lg: 80 } as const;

export function truncateText(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}...`;
}

function TimelineText({ text }: { text: string }) {
  return (
    <>
      <span className={styles.narrow}>{text}</span>
      <span data-truncate="80" className={styles.large}>
        {truncateText(text, TIMELINE_TRUNCATION.lg)}
      </span>
      <span data-truncate="140" className={styles.extraLarge}>
        {truncateText(text, TIMELINE_TRUNCATION.xl)}
      </span>
    </>
  );
}

function Timeline() {
  return (
    <ol className={styles.timeline}>
      {TIMELINE.map((entry, index) => {
        const right = entry.position === 'right';
        return (
          <li key={`${entry.year}-${entry.title}`} className={cx(styles.entry, right && styles.entryRight)}>
            <div aria-hidden="true" className={cx(styles.dot, index % 2 === 1 && styles.dotSecondary)} />
            <Card className={styles.entryCard}>
              <Typography className={styles.year}>{entry.year}</Typography>
              <Typography component="h3" variant="h5" className={styles.mt1}>
                {entry.title}
              </Typography>
              <Typography className={styles.entryText}>
                <TimelineText text={entry.description} />
              </Typography>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

export function AboutPage() {
  usePageHead(pageHeadInput(PAGES.about));
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="From the TV edit suite to your channel"
        lead="We are editors, directors and strategists who learned the craft in television, and now use it to grow creators and brands online."
      />
      <Section labelledBy="story-title" tone="paper">
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionHeading id="story-title" eyebrow="Who we are" title="A video agency built on broadcast discipline" />
            <Typography className={styles.story}>
              Hyperframe began when two television editors realised the storytelling that kept audiences on broadcast
              channels could transform online video. Today our team in London and Glasgow edits, manages and directs
              content for creators, influencers and businesses, and trains the next generation of editors through the
              Academy.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <div className={styles.figures}>
              {CLAIMED_FIGURES.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <Typography className={styles.figureValue}>{figure.value}</Typography>
                  <Typography className={styles.figureLabel}>{figure.label}</Typography>
                </div>
              ))}
            </div>
          </Grid>
        </Grid>
      </Section>
      <Section labelledBy="timeline-title">
        <SectionHeading id="timeline-title" eyebrow="Our story" title="Milestones" align="center" lead="10,000 video projects completed by 2022, and counting." />
        <Timeline />
      </Section>
      <Section labelledBy="goal-title" tone="paper">
        <SectionHeading
          id="goal-title"
          eyebrow="Our goal"
          title="Make every video work as hard as the people behind it"
          lead="We want creators and brands to stop guessing: every edit is built to hold attention, grow an audience and move the numbers that matter to the business."
        />
      </Section>
      <Section labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="Core values" title="What we stand for" />
        <Grid container spacing={3}>
          {CORE_VALUES.map((value, index) => (
            <Grid key={value.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card className={styles.valueCard}>
                <Typography className={styles.valueNumber}>{String(index + 1).padStart(2, '0')}</Typography>
                <Typography component="h3" variant="h5" className={styles.valueTitle}>
                  {value.title}
                </Typography>
                <Typography className={styles.entryText}>{value.description}</Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section labelledBy="join-title" tone="paper">
        <div className={styles.join}>
          <SectionHeading id="join-title" eyebrow="Join the team" title="Want to edit with us?" />
          <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            Join the team
          </Button>
        </div>
      </Section>
    </>
  );
}
