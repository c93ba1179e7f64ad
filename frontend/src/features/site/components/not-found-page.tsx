import { NOT_FOUND_META, pageHeadInput } from '@app/site';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { Typography } from '@/components/ui/typography';
import { LinkBehavior } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import a11y from '@/components/ui/visually-hidden.styles';
import { usePageHead } from '@/lib/head';
import styles from './not-found-page.styles';

export function NotFoundPage() {
  usePageHead(pageHeadInput(NOT_FOUND_META));
  const navigate = useNavigate();
  return (
    <Container maxWidth="md" className={styles.page}>
      <Typography aria-hidden="true" className={styles.code}>
        404
      </Typography>
      <Typography variant="h2" component="h1" className={styles.title}>
        <span className={a11y.visuallyHidden}>404 </span>
        Page Not Found
      </Typography>
      <Typography className={styles.lead}>
        Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or you entered the wrong URL.
      </Typography>
      <div className={styles.actions}>
        <Button component={LinkBehavior} href={paths.home} variant="contained" size="large">
          Go Home
        </Button>
        <Button component={LinkBehavior} href={paths.blog} variant="outlined" size="large">
          Browse Blog
        </Button>
        <Button onClick={() => navigate(-1)} variant="outlined" size="large">
          Go Back
        </Button>
      </div>
      <Typography className={styles.help}>
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
