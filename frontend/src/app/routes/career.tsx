import { AcademyPosts } from '@/features/blog/components/academy-posts';
import { CareerPage } from '@/features/site/components/career-page';

export default function CareerRoute() {
  return <CareerPage academyPosts={<AcademyPosts />} />;
}
