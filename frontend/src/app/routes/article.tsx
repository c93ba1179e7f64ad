export { ArticlePage as default } from '@/features/blog/components/article-page';
