import { NorthEastIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { CLIENT_LOGIN } from '@/config/site';

/** What the top bar and the mobile menu share: the link look and the client log-in button. */
export const linkSx = {
  position: 'relative',
  color: 'text.secondary',
  fontWeight: 600,
  fontSize: 15,
  textDecoration: 'none',
  px: 1.5,
  py: 1,
  borderRadius: 'var(--hf-look-pillRadius)',
  transition: 'color 160ms ease, background-color 160ms ease',
  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: 2 },
  '&.active': { color: 'text.primary', bgcolor: 'action.selected' },
  '&.active::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    bottom: 2,
    width: 5,
    height: 5,
    borderRadius: '50%',
    bgcolor: 'primary.main',
    transform: 'translateX(-50%)',
  },
} as const;

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
