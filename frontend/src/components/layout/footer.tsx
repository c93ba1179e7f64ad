import { SITE } from '@app/site';
import { Container } from '@/components/ui/container';
import { Divider } from '@/components/ui/surface';
import { Grid } from '@/components/ui/grid';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { FOOTER_COLUMNS, type NavLink } from '@/config/site';
import { paths } from '@/config/paths';
import { LinkBehavior } from '@/components/ui/router-link';
import { SocialIcons } from '@/components/ui/social-icons';
import styles from './layout.styles';
import { Logo } from './logo';

function FooterLink({ link }: { link: NavLink }) {
  // The reading analytics' script counts clicks on service links by this mark.
  const beacon = link.service ? { 'data-beacon': 'service' } : {};
  if (link.external) {
    return (
      <Link href={link.to} target="_blank" rel="noopener noreferrer" className={styles.footerLink} {...beacon}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link component={LinkBehavior} href={link.to} className={styles.footerLink} {...beacon}>
      {link.label}
    </Link>
  );
}

function ColumnTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="overline" className={styles.columnTitle}>
      {children}
    </Typography>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography className={styles.tagline}>{SITE.tagline}.</Typography>
            <div className={styles.socials}>
              <SocialIcons />
            </div>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 2 }}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <ul className={styles.footerList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 4 }}>
            <ColumnTitle>GET IN TOUCH</ColumnTitle>
            <address className={styles.address}>
              <Link href={`mailto:${SITE.email}`} className={`${styles.footerLink} ${styles.footerEmail}`}>
                {SITE.email}
              </Link>
              <Link href={`tel:${SITE.phone.replace(/\s+/g, '')}`} className={styles.footerLink}>
                {SITE.phone}
              </Link>
              <Typography className={styles.muted}>Offices in {SITE.offices}</Typography>
            </address>
          </Grid>
        </Grid>
        <Divider className={styles.divider} />
        <div className={styles.bottom}>
          <Typography className={styles.copyright}>
            © {SITE.copyrightYear} {SITE.brand}. All rights reserved
          </Typography>
          <div className={styles.legalLinks}>
            <Link component={LinkBehavior} href={paths.privacy} className={styles.footerLink}>
              Privacy Policy
            </Link>
            <Link component={LinkBehavior} href={paths.terms} className={styles.footerLink}>
              Terms of Service
            </Link>
            <Link href={SITE.external.status} target="_blank" rel="noopener noreferrer" className={styles.footerLink}>
              App Status Page
            </Link>
          </div>
        </div>
      </Container>
    </footer>
  );
}
