import { PAGES, pageHeadInput, SITE } from '@app/site';
import { MailOutlinedIcon as MailOutlineIcon } from '@/components/ui/page-icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Paper } from '@/components/ui/surface';
import { Typography } from '@/components/ui/typography';
import { usePageHead } from '@/lib/head';
import { PRIVACY, TERMS, type LegalDocument } from '../legal-content';
import styles from './legal-page.styles';
import { PageHero } from './page-hero';

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={`Last updated ${document.updated}`} />
      <Container maxWidth="md" className={styles.page}>
        <Typography className={styles.intro}>{document.intro}</Typography>
        {document.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <Typography component="h2" variant="h4">
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} className={styles.paragraph}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
        <Paper variant="outlined" className={styles.questions}>
          <Typography component="h2" variant="h4">
            Questions?
          </Typography>
          <Typography className={styles.reply}>Write to us and a real person will reply.</Typography>
          <Button href={`mailto:${SITE.email}`} variant="contained" size="large" startIcon={<MailOutlineIcon />} className={styles.mail}>
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
