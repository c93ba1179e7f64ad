import type { CSSProperties } from 'react';
import { PAGES, pageHeadInput } from '@app/site';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { CheckIcon } from '@/components/ui/page-icons';
import { Button } from '@/components/ui/button';
import { FlexGrid as Grid } from '@/components/ui/flex-grid';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { SERVICES, type ServiceCard } from '@/config/site-content';
import { usePageHead } from '@/lib/head';
import { PageHero } from './page-hero';
import { ServiceAction } from './service-action';
import { ServiceIcon } from './service-icon';
import styles from './services-page.styles';

function ServiceVisual({ service }: { service: ServiceCard }) {
  return (
    <div
      aria-hidden="true"
      className={styles.visual}
      style={{ background: `radial-gradient(circle at 30% 30%, ${service.brandColor}55, transparent 60%), linear-gradient(160deg, #16161f, #07070b)` }}
    >
      <Typography className={styles.logo}>
        {service.logo}
      </Typography>
      <div className={styles.badge}>
        <ServiceIcon name={service.icon} color={service.brandColor} />
      </div>
    </div>
  );
}

export function ServicesPage() {
  usePageHead(pageHeadInput(PAGES.services));
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Video editing, management and training"
        lead="Five branded services, one standard: television-grade work measured by the growth it creates."
      />
      {SERVICES.map((service, index) => (
        <Section key={service.serviceName} labelledBy={`service-${index}`} tone={index % 2 ? 'default' : 'paper'}>
          <Grid container spacing={{ xs: 4, md: 8 }} direction={index % 2 ? 'row-reverse' : 'row'} data-testid="service-row" className={styles.row} style={{ '--hf-brand': service.brandColor } as CSSProperties}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ServiceVisual service={service} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="overline" component="p" className={styles.kicker}>
                <span aria-hidden="true" className={styles.bar} />
                {service.title}
              </Typography>
              <Typography id={`service-${index}`} variant="h2" component="h2">
                {service.serviceName}
              </Typography>
              <Typography className={styles.description}>{service.description}</Typography>
              <ul className={styles.highlights}>
                {service.highlights.map((item) => (
                  <li key={item} className={styles.highlight}>
                    <CheckIcon className={styles.check} aria-hidden="true" />
                    <Typography className={styles.strong}>{item}</Typography>
                  </li>
                ))}
              </ul>
              <ServiceAction service={service} size="large" />
            </Grid>
          </Grid>
        </Section>
      ))}
      <Section labelledBy="services-career">
        <div className={styles.career}>
          <SectionHeading id="services-career" eyebrow="Careers" title="Want to build these services with us?" align="center" />
          <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            See careers
          </Button>
        </div>
      </Section>
    </>
  );
}
