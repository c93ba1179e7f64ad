import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { NOT_FOUND_META, pageHeadInput } from '@app/site';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { usePageHead } from '@/lib/head';
import { headingFont } from '@/theme/fonts';

export function NotFoundPage() {
  usePageHead(pageHeadInput(NOT_FOUND_META));
  const navigate = useNavigate();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontFamily: headingFont,
          fontWeight: 700,
          fontSize: 'clamp(7rem, 28vw, 16rem)',
          lineHeight: 0.9,
          letterSpacing: '-0.06em',
          background: 'linear-gradient(120deg, var(--hf-palette-primary-main), #ffb020)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        <Box component="span" sx={visuallyHidden}>
          404{' '}
        </Box>
        Page Not Found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.6, maxWidth: 560, mx: 'auto' }}>
        Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or you entered the wrong URL.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 5 }}>
        <Button component={LinkBehavior} href={paths.home} variant="contained" size="large">
          Go Home
        </Button>
        <Button component={LinkBehavior} href={paths.blog} variant="outlined" size="large">
          Browse Blog
        </Button>
        <Button onClick={() => navigate(-1)} variant="outlined" size="large">
          Go Back
        </Button>
      </Stack>
      <Typography sx={{ mt: 5, color: 'text.secondary' }}>
        Need help?{' '}
        <Link component={LinkBehavior} href={paths.about} underline="always">
          Contact us
        </Link>{' '}
        or explore{' '}
        <Link component={LinkBehavior} href={paths.services} underline="always">
          our services
        </Link>
        .
      </Typography>
    </Container>
  );
}
