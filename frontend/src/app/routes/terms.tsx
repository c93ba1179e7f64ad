export { TermsPage as default } from '@/features/site/components/legal-page';
