import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { MenuIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/button';
import { NAV_LINKS } from '@/config/site';
import { Logo } from './logo';
import { ClientLoginButton, linkSx } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Fixed top bar; below md the links move into a right-side panel that closes when a link is chosen. */
export function NavBar() {
  const [open, setOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box
      component="header"
      sx={{
        position: 'fixed',
        top: 0,
        left: 'auto',
        right: 0,
        width: '100%',
        zIndex: 1100,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        flexShrink: 0,
        color: 'inherit',
        backdropFilter: 'saturate(180%) blur(14px)',
        bgcolor: 'rgba(var(--hf-palette-background-defaultChannel) / 0.78)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="xl">
        <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', minHeight: { xs: 64, md: 76 }, gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, mx: 'auto' }}>
            <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Box component={NavLink} to={link.to} end={link.to === '/'} sx={linkSx}>
                    {link.label}
                  </Box>
                </li>
              ))}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: { xs: 'auto', md: 0 } }}>
            <ThemeToggle />
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <ClientLoginButton />
            </Box>
            <IconButton
              aria-label="Open menu"
              aria-expanded={open}
              // The menu is only in the document while open: point at it only then.
              aria-controls={open ? 'mobile-menu' : undefined}
              onClick={() => {
                setMenuRequested(true);
                setOpen(true);
              }}
              sx={{ display: { md: 'none' }, color: 'text.primary', border: 1, borderColor: 'divider' }}
            >
              <MenuIcon />
            </IconButton>
          </Stack>
        </Box>
      </Container>
      {/* The panel's code (Drawer, Modal, transitions) loads only when a visitor first opens it. */}
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
