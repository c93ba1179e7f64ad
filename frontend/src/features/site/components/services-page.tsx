import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import Stack from '@mui/system/Stack';
import { PAGES, pageHeadInput } from '@app/site';
import { ArrowForwardIcon, CheckIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { Section, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { SERVICES, type ServiceCard } from '@/config/site';
import { usePageHead } from '@/lib/head';
import { headingFont } from '@/theme/fonts';
import { PageHero } from './page-hero';
import { ServiceAction } from './service-action';
import { ServiceIcon } from './service-icon';

function ServiceVisual({ service }: { service: ServiceCard }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        aspectRatio: '4 / 3',
        borderRadius: 5,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
        overflow: 'hidden',
        background: `radial-gradient(circle at 30% 30%, ${service.brandColor}55, transparent 60%), linear-gradient(160deg, #16161f, #07070b)`,
      }}
    >
      <Typography sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2.2rem, 5vw, 4.5rem)', letterSpacing: '-0.04em', color: '#fff' }}>
        {service.logo}
      </Typography>
      <Box sx={{ position: 'absolute', top: 20, left: 20, width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.08)' }}>
        <ServiceIcon name={service.icon} color={service.brandColor} />
      </Box>
    </Box>
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
          <Grid container spacing={{ xs: 4, md: 8 }} direction={index % 2 ? 'row-reverse' : 'row'} data-testid="service-row" sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ServiceVisual service={service} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1.25 }}>
                <Box component="span" aria-hidden="true" sx={{ width: 24, height: 3, borderRadius: 2, bgcolor: service.brandColor }} />
                {service.title}
              </Typography>
              <Typography id={`service-${index}`} variant="h2" component="h2">
                {service.serviceName}
              </Typography>
              <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.7 }}>{service.description}</Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 3 }}>
                {service.highlights.map((item) => (
                  <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CheckIcon sx={{ color: service.brandColor }} aria-hidden="true" />
                    <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
                  </Stack>
                ))}
              </Stack>
              <ServiceAction service={service} size="large" />
            </Grid>
          </Grid>
        </Section>
      ))}
      <Section labelledBy="services-career">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <SectionHeading id="services-career" eyebrow="Careers" title="Want to build these services with us?" align="center" />
          <Button component={LinkBehavior} href={paths.career} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            See careers
          </Button>
        </Stack>
      </Section>
    </>
  );
}
