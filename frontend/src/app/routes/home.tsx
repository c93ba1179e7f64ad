import { BlogTeaser } from '@/features/blog/components/blog-teaser';
import { HomePage } from '@/features/site/components/home-page';

export default function HomeRoute() {
  return <HomePage blogTeaser={<BlogTeaser />} />;
}
