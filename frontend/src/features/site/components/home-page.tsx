import { PAGES, pageHeadInput } from '@app/site';
import type { CSSProperties, ReactNode } from 'react';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { CheckCircleOutlinedIcon as CheckCircleIcon } from '@/components/ui/page-icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Card } from '@/components/ui/surface';
import { Grid } from '@/components/ui/grid';
import { Typography } from '@/components/ui/typography';
import { Counter } from './counter';
import { Progressive } from '@/components/ui/progressive';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { SocialIcons } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { ACADEMY_BENEFITS, CLAIMED_FIGURES, FEATURED_ON, HOME_COUNTERS, SERVICES } from '@/config/site-content';
import { usePageHead } from '@/lib/head';
import { useInViewOnce } from '@/lib/use-in-view';
import styles from './home-page.styles';
import { ServiceAction } from './service-action';
import { ServiceIcon } from './service-icon';
import { ShowcaseVideo } from './showcase-video';
import { TimelineGraphic } from './timeline-graphic';

/** Spec §9: services animate in at 30% visibility, 300 ms start, 150 ms stagger, once. */
export const SERVICES_ANIMATION = { threshold: 0.3, startDelay: 300, stagger: 150 } as const;

function Hero() {
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <Container maxWidth="xl" className={styles.relative}>
        <div className={styles.heroRow}>
          <div className={styles.heroText}>
            <Typography variant="overline" component="p" className={styles.eyebrow}>
              London video agency · TV-grade editing
            </Typography>
            <Typography id="hero-title" variant="h1" component="h1" className={styles.heroTitle}>
              HIGH PERFORMANCE VIDEO SERVICES <span className={styles.heroFor}>for</span>{' '}
              <span className={styles.heroGradient}>
                GROWTH &amp; IMPACT
              </span>
            </Typography>
            <Typography className={styles.heroLead}>
              Video editing, management and training for creators, influencers and brands, from editors who learned the
              craft in television.
            </Typography>
            <div className={styles.heroActions}>
              <Button component={LinkBehavior} href={paths.services} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
                Our Services
              </Button>
              <Button component={LinkBehavior} href={paths.about} variant="outlined" size="large">
                Our story
              </Button>
            </div>
          </div>
          <div className={styles.heroSocials}>
            <SocialIcons direction="column" />
          </div>
        </div>
        <div className={styles.heroTimeline}>
          <TimelineGraphic />
        </div>
      </Container>
    </section>
  );
}

function StatsBand() {
  return (
    <section aria-label="Our results in numbers" className={styles.stats}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 4 }}>
          {HOME_COUNTERS.map((counter) => (
            <Grid key={counter.label} size={{ xs: 12, md: 4 }}>
              <Counter {...counter} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </section>
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
      <Grid container spacing={{ xs: 5, md: 8 }} className={styles.center}>
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
  );
}

function FeaturedOnStrip() {
  return (
    <section aria-labelledby="featured-on-title" className={styles.featured}>
      <Container maxWidth="lg">
        <Typography id="featured-on-title" variant="overline" component="h2" className={styles.featuredTitle}>
          As featured on
        </Typography>
        <ul className={styles.featuredList}>
          {FEATURED_ON.map((name) => (
            <li key={name} className={styles.featuredName}>
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
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
              className={styles.serviceCard}
              style={
                {
                  '--hf-brand': service.brandColor,
                  opacity: inView ? 1 : 0,
                  transform: inView ? 'none' : 'translateY(32px)',
                  transition: `opacity 600ms ease ${SERVICES_ANIMATION.startDelay + index * SERVICES_ANIMATION.stagger}ms, transform 600ms ease ${SERVICES_ANIMATION.startDelay + index * SERVICES_ANIMATION.stagger}ms, border-color 200ms ease`,
                } as CSSProperties
              }
            >
              <div className={styles.serviceTop}>
                <div className={styles.serviceBadge} style={{ backgroundColor: `${service.brandColor}22` }}>
                  <ServiceIcon name={service.icon} color={service.brandColor} />
                </div>
                {!service.available && (
                  <Typography component="span" className={styles.comingSoon}>
                    Coming soon
                  </Typography>
                )}
              </div>
              <Typography component="h3" variant="h4">
                {service.serviceName}
              </Typography>
              <Typography className={styles.serviceText}>{service.description}</Typography>
              <div>
                <ServiceAction service={service} comingSoonLabel="Coming Soon" />
              </div>
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
            <Card className={styles.benefit}>
              <CheckCircleIcon className={styles.benefitIcon} aria-hidden="true" />
              <Typography component="h3" variant="h5" className={styles.benefitTitle}>
                {benefit.title}
              </Typography>
              <Typography className={styles.benefitText}>{benefit.description}</Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
      <div className={styles.workWithUs}>
        <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          Work with us
        </Button>
      </div>
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
