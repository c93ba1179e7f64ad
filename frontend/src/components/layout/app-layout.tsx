import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import styles from './layout.styles';
import { NavBar } from './nav-bar';

/** A thin bar at the top while a page's code loads (CSS only, no progress component needed). */
export function PageFallback() {
  return <div role="progressbar" aria-label="Loading page" className={styles.fallback} />;
}

/** The public chrome: skip link, fixed nav, the page, footer. */
export function AppLayout() {
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {/* Separate Suspense boundaries: React hydrates the nav, the page and the footer one by one. */}
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      {/* At least a screen tall, so the footer never shows (and then jumps) while a page loads. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
