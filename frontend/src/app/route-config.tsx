import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout, PageFallback } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';

const Home = lazy(() => import('./routes/home'));
const About = lazy(() => import('./routes/about'));
const Services = lazy(() => import('./routes/services'));
const Blog = lazy(() => import('./routes/blog'));
const Article = lazy(() => import('./routes/article'));
const Career = lazy(() => import('./routes/career'));
const Privacy = lazy(() => import('./routes/privacy'));
const Terms = lazy(() => import('./routes/terms'));
const NotFound = lazy(() => import('./routes/not-found'));
// Admin code is its own chunk: a visitor never downloads it.
const Admin = lazy(() => import('@/features/admin/components/admin-page'));
const AdminLogin = lazy(() => import('@/features/auth/components/admin-login-page'));

function standalone(Component: LazyExoticComponent<ComponentType>) {
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
];
