import Stack from '@mui/system/Stack';
import { SITE, type SocialName } from '@app/site';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/button';

const ICONS: Record<SocialName, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
  Instagram: InstagramIcon,
};

export function SocialIcons({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  return (
    <Stack direction={direction} spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
              sx={{
                border: 1,
                borderColor: 'divider',
                color: 'text.primary',
                '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}
