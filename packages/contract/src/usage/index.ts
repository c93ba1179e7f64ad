export * from './monthly-spend';
