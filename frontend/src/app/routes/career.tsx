import { belowTheFold } from '@/components/ui/below-the-fold';
import { CareerPage } from '@/features/site/components/career-page';

// The Academy posts close the page: their code (cards, the posts query) loads as the visitor scrolls to them.
const AcademyPosts = belowTheFold('academy-blog', () => import('@/features/blog/components/academy-posts').then((module) => module.AcademyPosts));

export default function CareerRoute() {
  return <CareerPage academyPosts={<AcademyPosts />} />;
}
