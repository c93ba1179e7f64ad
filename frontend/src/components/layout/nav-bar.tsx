import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
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
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      sx={{
        backdropFilter: 'saturate(180%) blur(14px)',
        bgcolor: 'rgba(var(--hf-palette-background-defaultChannel) / 0.78)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 76 }, gap: 2 }}>
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
        </Toolbar>
      </Container>
      {/* The panel's code (Drawer, Modal, transitions) loads only when a visitor first opens it. */}
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} />
        </Suspense>
      )}
    </AppBar>
  );
}
