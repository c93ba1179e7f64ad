export { AboutPage as default } from '@/features/site/components/about-page';
