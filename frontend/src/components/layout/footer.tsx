import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { SITE } from '@app/site';
import { Divider } from '@/components/ui/surface';
import { Grid } from '@/components/ui/grid';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { FOOTER_COLUMNS, type NavLink } from '@/config/site';
import { paths } from '@/config/paths';
import { LinkBehavior } from '@/components/ui/router-link';
import { SocialIcons } from '@/components/ui/social-icons';
import { Logo } from './logo';

const footerLinkSx = {
  color: 'text.secondary',
  fontWeight: 500,
  '&:hover': { color: 'text.primary' },
} as const;

function FooterLink({ link }: { link: NavLink }) {
  // The reading analytics' script counts clicks on service links by this mark.
  const beacon = link.service ? { 'data-beacon': 'service' } : {};
  if (link.external) {
    return (
      <Link href={link.to} target="_blank" rel="noopener noreferrer" sx={footerLinkSx} {...beacon}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link component={LinkBehavior} href={link.to} sx={footerLinkSx} {...beacon}>
      {link.label}
    </Link>
  );
}

function ColumnTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="overline" sx={{ color: 'text.primary', display: 'block', mb: 2 }}>
      {children}
    </Typography>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', pt: { xs: 8, md: 10 }, pb: 4, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography sx={{ mt: 2, color: 'text.secondary', maxWidth: 320, lineHeight: 1.7 }}>{SITE.tagline}.</Typography>
            <Box sx={{ mt: 3 }}>
              <SocialIcons />
            </Box>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 2 }}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 4 }}>
            <ColumnTitle>GET IN TOUCH</ColumnTitle>
            <Stack spacing={1.25} component="address" sx={{ fontStyle: 'normal' }}>
              <Link href={`mailto:${SITE.email}`} sx={{ ...footerLinkSx, color: 'text.primary', fontWeight: 700, fontSize: 18 }}>
                {SITE.email}
              </Link>
              <Link href={`tel:${SITE.phone.replace(/\s+/g, '')}`} sx={footerLinkSx}>
                {SITE.phone}
              </Link>
              <Typography sx={{ color: 'text.secondary' }}>Offices in {SITE.offices}</Typography>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 5 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            © {SITE.copyrightYear} {SITE.brand}. All rights reserved
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', fontSize: 14 }}>
            <Link component={LinkBehavior} href={paths.privacy} sx={footerLinkSx}>
              Privacy Policy
            </Link>
            <Link component={LinkBehavior} href={paths.terms} sx={footerLinkSx}>
              Terms of Service
            </Link>
            <Link href={SITE.external.status} target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
              App Status Page
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
