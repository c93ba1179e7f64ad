import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { IconButton } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MenuIcon } from '@/components/ui/icons';
import { NAV_LINKS } from '@/config/site';
import styles from './layout.styles';
import { Logo } from './logo';
import { ClientLoginButton } from './nav-links';
import nav from './nav-links.styles';
import { ThemeToggle } from './theme-toggle';

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Fixed top bar; below md the links move into a right-side panel that closes when a link is chosen. */
export function NavBar() {
  const [open, setOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className={styles.header}>
      <Container maxWidth="xl">
        <div className={styles.bar}>
          <Logo />
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.navList}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={nav.link}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ThemeToggle />
            <div className={styles.wideOnly}>
              <ClientLoginButton />
            </div>
            <IconButton
              aria-label="Open menu"
              aria-expanded={open}
              // The menu is only in the document while open: point at it only then.
              aria-controls={open ? 'mobile-menu' : undefined}
              onClick={() => {
                setMenuRequested(true);
                setOpen(true);
              }}
              className={`${styles.outlinedIcon} ${styles.menuButton}`}
            >
              <MenuIcon />
            </IconButton>
          </div>
        </div>
      </Container>
      {/* The panel's code (Drawer, Modal, transitions) loads only when a visitor first opens it. */}
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
