import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import type { ReactNode } from 'react';
import { Typography } from '@/components/ui/typography';

/** The opening band of an inner page. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{
        pt: { xs: 8, md: 14 },
        pb: { xs: 6, md: 10 },
        background: 'radial-gradient(ellipse 70% 60% at 80% 0%, rgba(var(--hf-palette-primary-mainChannel) / 0.18), transparent)',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 2 }}>
          {eyebrow}
        </Typography>
        <Typography id="page-title" variant="h1" component="h1" sx={{ maxWidth: 1000 }}>
          {title}
        </Typography>
        {lead && <Typography sx={{ mt: 3, maxWidth: 720, color: 'text.secondary', fontSize: { xs: 18, md: 21 }, lineHeight: 1.6 }}>{lead}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
