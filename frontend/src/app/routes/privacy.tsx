export { PrivacyPage as default } from '@/features/site/components/legal-page';
