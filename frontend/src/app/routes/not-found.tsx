export { NotFoundPage as default } from '@/features/site/components/not-found-page';
