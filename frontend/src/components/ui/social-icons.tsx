import { SITE, type SocialName } from '@app/site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/button';
import { cx } from '@/theme/define-styles';
import styles from './social-icons.styles';

const ICONS: Record<SocialName, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
};

export function SocialIcons({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  return (
    <ul className={cx(styles.list, direction === 'column' && styles.column)}>
      {SITE.socials.map(({ name, url }) => {
        const Icon = ICONS[name];
        return (
          <li key={name}>
            <IconButton
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${SITE.brand} on ${name} (opens in a new tab)`}
              className={styles.button}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
