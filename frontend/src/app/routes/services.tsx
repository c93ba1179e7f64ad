export { ServicesPage as default } from '@/features/site/components/services-page';
