import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import Stack from '@mui/system/Stack';
import { PAGES, pageHeadInput } from '@app/site';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { CLAIMED_FIGURES, CORE_VALUES, TIMELINE } from '@/config/site';
import { usePageHead } from '@/lib/head';
import { headingFont } from '@/theme/fonts';
import { PageHero } from './page-hero';

/** Spec §2: timeline text is cut to 140 characters on extra-large screens and 80 on large ones. */
export const TIMELINE_TRUNCATION = { xl: 140, lg: 80 } as const;

export function truncateText(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}...`;
}

function TimelineText({ text }: { text: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'inline', lg: 'none' } }}>
        {text}
      </Box>
      <Box component="span" data-truncate="80" sx={{ display: { xs: 'none', lg: 'inline', xl: 'none' } }}>
        {truncateText(text, TIMELINE_TRUNCATION.lg)}
      </Box>
      <Box component="span" data-truncate="140" sx={{ display: { xs: 'none', xl: 'inline' } }}>
        {truncateText(text, TIMELINE_TRUNCATION.xl)}
      </Box>
    </>
  );
}

function Timeline() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        position: 'relative',
        // The line down the middle: a list may hold only items, so it is drawn, not an element.
        '&::before': { content: '""', position: 'absolute', top: 0, bottom: 0, left: { xs: 11, md: '50%' }, width: 2, bgcolor: 'divider' },
      }}
    >
      {TIMELINE.map((entry, index) => {
        const right = entry.position === 'right';
        return (
          <Box
            component="li"
            key={`${entry.year}-${entry.title}`}
            sx={{
              position: 'relative',
              display: 'flex',
              justifyContent: { xs: 'flex-start', md: right ? 'flex-end' : 'flex-start' },
              pl: { xs: 5, md: 0 },
              mb: 4,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: { xs: 4, md: 'calc(50% - 7px)' },
                top: 26,
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: index % 2 ? 'secondary.main' : 'primary.main',
                boxShadow: '0 0 0 5px var(--hf-palette-background-default)',
              }}
            />
            <Card sx={{ p: 3, width: { xs: '100%', md: 'calc(50% - 40px)' }, '&:hover': { borderColor: 'primary.main' } }}>
              <Typography sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 34, color: 'primary.main', lineHeight: 1 }}>{entry.year}</Typography>
              <Typography component="h3" variant="h5" sx={{ mt: 1 }}>
                {entry.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.65 }}>
                <TimelineText text={entry.description} />
              </Typography>
            </Card>
          </Box>
        );
      })}
    </Box>
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
            <Typography sx={{ color: 'text.secondary', fontSize: 18, lineHeight: 1.75 }}>
              Hyperframe began when two television editors realised the storytelling that kept audiences on broadcast
              channels could transform online video. Today our team in London and Glasgow edits, manages and directs
              content for creators, influencers and businesses, and trains the next generation of editors through the
              Academy.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              {CLAIMED_FIGURES.map((figure) => (
                <Box key={figure.label} sx={{ p: 3, borderRadius: 4, border: 1, borderColor: 'divider' }}>
                  <Typography sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: { xs: 44, md: 56 }, lineHeight: 1 }}>{figure.value}</Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary', fontWeight: 600 }}>{figure.label}</Typography>
                </Box>
              ))}
            </Stack>
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
              <Card sx={{ p: 4, height: '100%', '&:hover': { borderColor: 'primary.main', transform: 'translateY(-4px)' } }}>
                <Typography sx={{ fontFamily: headingFont, fontWeight: 700, color: 'primary.main', fontSize: 15 }}>{String(index + 1).padStart(2, '0')}</Typography>
                <Typography component="h3" variant="h5" sx={{ mt: 1.5 }}>
                  {value.title}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.65 }}>{value.description}</Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section labelledBy="join-title" tone="paper">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <SectionHeading id="join-title" eyebrow="Join the team" title="Want to edit with us?" />
          <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            Join the team
          </Button>
        </Stack>
      </Section>
    </>
  );
}
