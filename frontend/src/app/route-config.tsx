import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout, PageFallback } from '@/components/layout/app-layout';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { paths } from '@/config/paths';

type RouteComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A route's code as its own chunk (React.lazy), which can also be loaded ahead of rendering: once
 * loaded it renders at once, without suspending. The browser loads the page's route this way before
 * hydrating the server's HTML, so hydration never meets a pending chunk (which would throw away the
 * server's markup for that part of the page and draw it again).
 */
function lazyRoute(load: () => Promise<{ default: ComponentType }>): RouteComponent {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Route = () => (loaded ? createElement(loaded) : <Lazy />);
  return Object.assign(Route, { preload });
}

const Home = lazyRoute(() => import('./routes/home'));
const About = lazyRoute(() => import('./routes/about'));
const Services = lazyRoute(() => import('./routes/services'));
const Blog = lazyRoute(() => import('./routes/blog'));
const Article = lazyRoute(() => import('./routes/article'));
const Career = lazyRoute(() => import('./routes/career'));
const Privacy = lazyRoute(() => import('./routes/privacy'));
const Terms = lazyRoute(() => import('./routes/terms'));
const NotFound = lazyRoute(() => import('./routes/not-found'));
/**
 * A studio page under the full MUI theme: both load with the page's chunk, so a visitor never
 * downloads @mui/material (the public pages' styles are resolved at build time, see theme/define-styles).
 */
async function studioPage(page: Promise<{ default: ComponentType }>): Promise<{ default: ComponentType }> {
  const [{ default: Page }, { MaterialTheme }] = await Promise.all([page, import('@/theme/material-theme')]);
  return {
    default: () => (
      <MaterialTheme>
        <Page />
      </MaterialTheme>
    ),
  };
}

// Admin code is its own chunk: a visitor never downloads it.
const Admin = lazyRoute(() => studioPage(import('@/features/studio-shell/components/admin-page')));
const AdminLogin = lazyRoute(() => studioPage(import('@/features/auth/components/admin-login-page')));

function standalone(Component: RouteComponent) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Component />
    </Suspense>
  );
}

/**
 * Every route once. react-router matches case-insensitively and ignores a trailing slash by default,
 * which is the spec's rule; the gateway applies the same rule through @site's matchPublicRoute.
 */
export const routes: RouteObject[] = [
  {
    // Above every page, so leaving or entering the studio scrolls to the top as well.
    element: <ScrollToTop />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.home, element: <Home /> },
          { path: paths.about, element: <About /> },
          { path: paths.services, element: <Services /> },
          { path: paths.blog, element: <Blog /> },
          { path: '/blog/:slug', element: <Article /> },
          { path: paths.career, element: <Career /> },
          { path: paths.privacy, element: <Privacy /> },
          { path: paths.terms, element: <Terms /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: paths.admin, element: standalone(Admin) },
      { path: paths.adminLogin, element: standalone(AdminLogin) },
    ],
  },
];

/** Loads the code of the routes a path shows (see lazyRoute). */
export async function preloadRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: Partial<RouteComponent> } | undefined)?.type;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}
