import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import type { ReactNode } from 'react';
import { Typography } from '@/components/ui/typography';

/** A page band with consistent vertical rhythm. */
export function Section({ children, id, tone = 'default', labelledBy }: { children: ReactNode; id?: string; tone?: 'default' | 'paper'; labelledBy?: string }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={{ py: { xs: 8, md: 12 }, bgcolor: tone === 'paper' ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}

/** Eyebrow + heading + optional lead, used at the top of every section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'left',
  component = 'h2',
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  component?: 'h1' | 'h2';
}) {
  return (
    <Box sx={{ mb: { xs: 4, md: 6 }, textAlign: align, maxWidth: align === 'center' ? 760 : 820, mx: align === 'center' ? 'auto' : 0 }}>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant={component === 'h1' ? 'h1' : 'h2'} component={component}>
        {title}
      </Typography>
      {lead && (
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: { xs: 17, md: 19 }, lineHeight: 1.6 }}>{lead}</Typography>
      )}
    </Box>
  );
}
