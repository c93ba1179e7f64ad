import { NorthEastIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { CLIENT_LOGIN } from '@/config/site';

/** The client log-in button of the top bar and the mobile menu (the links' look is in nav-links.styles). */
export function ClientLoginButton({ fullWidth }: { fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      href={CLIENT_LOGIN.to}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<NorthEastIcon fontSize="small" />}
      fullWidth={fullWidth}
      aria-label={`${CLIENT_LOGIN.label} (opens in a new tab)`}
    >
      {CLIENT_LOGIN.label}
    </Button>
  );
}
