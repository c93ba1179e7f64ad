import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { PAGES, pageHeadInput } from '@app/site';
import type { ReactNode } from 'react';
import { ArrowForwardIcon, CheckCircleOutlinedIcon as CheckCircleIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/surface';
import { Grid } from '@/components/ui/grid';
import { Typography } from '@/components/ui/typography';
import { Counter } from './counter';
import { Progressive } from '@/components/ui/progressive';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { SocialIcons } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { ACADEMY_BENEFITS, CLAIMED_FIGURES, FEATURED_ON, HOME_COUNTERS, SERVICES } from '@/config/site';
import { usePageHead } from '@/lib/head';
import { useInViewOnce } from '@/lib/use-in-view';
import { headingFont } from '@/theme/fonts';
import { ServiceAction } from './service-action';
import { ServiceIcon } from './service-icon';
import { ShowcaseVideo } from './showcase-video';
import { TimelineGraphic } from './timeline-graphic';

/** Spec §9: services animate in at 30% visibility, 300 ms start, 150 ms stagger, once. */
export const SERVICES_ANIMATION = { threshold: 0.3, startDelay: 300, stagger: 150 } as const;

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 8, md: 14 },
        pb: { xs: 8, md: 12 },
        background:
          'radial-gradient(ellipse 60% 50% at 85% 10%, rgba(var(--hf-palette-primary-mainChannel) / 0.22), transparent), radial-gradient(ellipse 50% 40% at 10% 90%, rgba(168,85,247,0.16), transparent)',
      }}
    >
      <Container maxWidth="xl" sx={{ position: 'relative' }}>
        <Stack direction="row" spacing={{ xs: 0, lg: 6 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 2 }}>
              London video agency · TV-grade editing
            </Typography>
            <Typography id="hero-title" variant="h1" component="h1" sx={{ fontSize: 'clamp(2.6rem, 8.2vw, 8.25rem)', textTransform: 'none' }}>
              HIGH PERFORMANCE VIDEO SERVICES{' '}
              <Box component="span" sx={{ fontStyle: 'italic', fontWeight: 400, color: 'text.secondary' }}>
                for
              </Box>{' '}
              <Box
                component="span"
                sx={{
                  background: 'linear-gradient(90deg, var(--hf-palette-primary-main), #ffb020)',
                  WebkitBackgroundClip: 'text',
                  backgroundClip: 'text',
                  color: 'transparent',
                }}
              >
                GROWTH &amp; IMPACT
              </Box>
            </Typography>
            <Typography sx={{ mt: 3, maxWidth: 620, color: 'text.secondary', fontSize: { xs: 18, md: 21 }, lineHeight: 1.6 }}>
              Video editing, management and training for creators, influencers and brands, from editors who learned the
              craft in television.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
              <Button component={LinkBehavior} href={paths.services} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
                Our Services
              </Button>
              <Button component={LinkBehavior} href={paths.about} variant="outlined" size="large">
                Our story
              </Button>
            </Stack>
          </Box>
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <SocialIcons direction="column" />
          </Box>
        </Stack>
        <Box sx={{ mt: { xs: 7, md: 10 }, color: 'text.secondary', maxWidth: 1100 }}>
          <TimelineGraphic />
        </Box>
      </Container>
    </Box>
  );
}

function StatsBand() {
  return (
    <Box component="section" aria-label="Our results in numbers" sx={{ borderBlock: 1, borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 4 }}>
          {HOME_COUNTERS.map((counter) => (
            <Grid key={counter.label} size={{ xs: 12, md: 4 }}>
              <Counter {...counter} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

function ShowcaseSection() {
  return (
    <Section labelledBy="showcase-title">
      <SectionHeading
        id="showcase-title"
        eyebrow="Showreel"
        title="Stories that hold attention"
        lead="A minute of the work: documentary pacing, sharp hooks and the polish of a broadcast edit."
        align="center"
      />
      <ShowcaseVideo />
    </Section>
  );
}

function ProvenResults() {
  return (
    <Section labelledBy="results-title" tone="paper">
      <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionHeading
            id="results-title"
            eyebrow="Proven results"
            title="Television craft, measured in growth"
            lead="We started in broadcast edit suites. Today the same discipline drives retention, reach and revenue for creators and brands around the world."
          />
          <Button component={LinkBehavior} href={paths.about} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            About Us
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {CLAIMED_FIGURES.map((figure) => (
              <Stack
                key={figure.label}
                direction="row"
               
                spacing={3}
                sx={{ alignItems: 'baseline', p: 3, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
              >
                <Typography sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: { xs: 40, md: 52 }, lineHeight: 1, minWidth: { xs: 130, md: 170 } }}>
                  {figure.value}
                </Typography>
                <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{figure.label}</Typography>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}

function FeaturedOnStrip() {
  return (
    <Box component="section" aria-labelledby="featured-on-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="featured-on-title" variant="overline" component="h2" sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', mb: 3 }}>
          As featured on
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={{ xs: 3, md: 6 }} sx={{ justifyContent: 'center', flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {FEATURED_ON.map((name) => (
            <Box
              component="li"
              key={name}
              sx={{
                fontFamily: headingFont,
                fontWeight: 700,
                fontSize: { xs: 18, md: 24 },
                letterSpacing: '-0.02em',
                color: 'text.secondary',
                opacity: 0.85,
                transition: 'opacity 160ms ease, color 160ms ease',
                '&:hover': { opacity: 1, color: 'text.primary' },
              }}
            >
              {name}
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

function ServicesSection() {
  const { ref, inView } = useInViewOnce<HTMLDivElement>(SERVICES_ANIMATION.threshold);
  return (
    <Section labelledBy="services-title" id="services">
      <SectionHeading
        id="services-title"
        eyebrow="Our services"
        title="Five ways we grow your video"
        lead="From a creator's first channel to a brand's ad budget, each service is built around one outcome."
      />
      <Grid container spacing={3} ref={ref} data-in-view={inView}>
        {SERVICES.map((service, index) => (
          <Grid key={service.serviceName} size={{ xs: 12, sm: 6, md: index < 2 ? 6 : 4 }}>
            <Card
              data-testid="service-card"
              sx={{
                p: { xs: 3, md: 4 },
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                opacity: inView ? 1 : 0,
                transform: inView ? 'none' : 'translateY(32px)',
                transition: `opacity 600ms ease ${SERVICES_ANIMATION.startDelay + index * SERVICES_ANIMATION.stagger}ms, transform 600ms ease ${SERVICES_ANIMATION.startDelay + index * SERVICES_ANIMATION.stagger}ms, border-color 200ms ease`,
                '&:hover': { borderColor: service.brandColor },
                '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
              }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Box sx={{ width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: `${service.brandColor}22` }}>
                  <ServiceIcon name={service.icon} color={service.brandColor} />
                </Box>
                {!service.available && (
                  <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
                    Coming soon
                  </Typography>
                )}
              </Stack>
              <Typography component="h3" variant="h4">
                {service.serviceName}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, flex: 1 }}>{service.description}</Typography>
              <Box>
                <ServiceAction service={service} comingSoonLabel="Coming Soon" />
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function JoinTheTeam() {
  return (
    <Section labelledBy="join-title" tone="paper">
      <SectionHeading
        id="join-title"
        eyebrow="Join the team"
        title="Edit with us, learn with the Academy"
        lead="We recruit editors through our Academy: coaching, real client work and a clear path to a career that pays."
      />
      <Grid container spacing={3}>
        {ACADEMY_BENEFITS.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ p: 4, height: '100%', bgcolor: 'background.default', '&:hover': { borderColor: 'secondary.main', transform: 'translateY(-4px)' } }}>
              <CheckCircleIcon sx={{ color: 'secondary.main', fontSize: 32 }} aria-hidden="true" />
              <Typography component="h3" variant="h5" sx={{ mt: 2 }}>
                {benefit.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.65 }}>{benefit.description}</Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 5 }}>
        <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          Work with us
        </Button>
      </Box>
    </Section>
  );
}

/** Home. The blog teaser comes from the blog feature through the route (features do not import each other). */
export function HomePage({ blogTeaser }: { blogTeaser?: ReactNode }) {
  usePageHead(pageHeadInput(PAGES.home));
  return (
    <Progressive initial={2}>
      <Hero />
      <StatsBand />
      <ShowcaseSection />
      <ProvenResults />
      <FeaturedOnStrip />
      <ServicesSection />
      {blogTeaser}
      <JoinTheTeam />
    </Progressive>
  );
}
