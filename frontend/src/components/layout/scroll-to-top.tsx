import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Spec §2: every route change scrolls the page to the top, the studio and its login page included. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
