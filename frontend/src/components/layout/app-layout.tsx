import Box from '@mui/system/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** A thin bar at the top while a page's code loads (CSS only, no progress component needed). */
export function PageFallback() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: '40%',
        zIndex: 2000,
        bgcolor: 'primary.main',
        animation: 'hf-loading 1s ease-in-out infinite',
        '@keyframes hf-loading': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
      }}
    />
  );
}

/** The public chrome: skip link, fixed nav, the page, footer. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -60,
          zIndex: 3000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 2,
          fontWeight: 700,
          '&:focus': { top: 16 },
        }}
      >
        Skip to content
      </Box>
      {/* Separate Suspense boundaries: React hydrates the nav, the page and the footer one by one. */}
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      {/* At least a screen tall, so the footer never shows (and then jumps) while a page loads. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', pt: { xs: '64px', md: '76px' }, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
