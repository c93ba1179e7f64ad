import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import { PAGES, pageHeadInput, SITE } from '@app/site';
import { MailOutlinedIcon as MailOutlineIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Paper } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { usePageHead } from '@/lib/head';
import { PRIVACY, TERMS, type LegalDocument } from '../legal-content';
import { PageHero } from './page-hero';

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={`Last updated ${document.updated}`} />
      <Container maxWidth="md" sx={{ pb: { xs: 10, md: 14 } }}>
        <Typography sx={{ fontSize: 19, lineHeight: 1.75 }}>{document.intro}</Typography>
        {document.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mt: 5 }}>
            <Typography component="h2" variant="h4">
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mt: 1.5, color: 'text.secondary', fontSize: 17, lineHeight: 1.8 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
        <Paper variant="outlined" sx={{ mt: 8, p: { xs: 3, md: 5 }, borderRadius: 5 }}>
          <Typography component="h2" variant="h4">
            Questions?
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>Write to us and a real person will reply.</Typography>
          <Button href={`mailto:${SITE.email}`} variant="contained" size="large" startIcon={<MailOutlineIcon />} sx={{ mt: 3, maxWidth: '100%', overflowWrap: 'anywhere' }}>
            {SITE.email}
          </Button>
        </Paper>
      </Container>
    </>
  );
}

export function TermsPage() {
  usePageHead(pageHeadInput(PAGES.terms));
  return <LegalPage document={TERMS} />;
}

export function PrivacyPage() {
  usePageHead(pageHeadInput(PAGES.privacy));
  return <LegalPage document={PRIVACY} />;
}
