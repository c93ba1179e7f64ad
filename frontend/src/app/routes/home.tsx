import { belowTheFold } from '@/components/ui/below-the-fold';
import { HomePage } from '@/features/site/components/home-page';

// The blog teaser is near the bottom of the page: its code (cards, the posts query) loads as the visitor scrolls to it.
const BlogTeaser = belowTheFold('blog', () => import('@/features/blog/components/blog-teaser').then((module) => module.BlogTeaser));

export default function HomeRoute() {
  return <HomePage blogTeaser={<BlogTeaser />} />;
}
