export * from './claim-reviews.repository';
