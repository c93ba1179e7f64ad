export * from './monthly-spend';
export * from './budget-reservations';
