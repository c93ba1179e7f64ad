export * from './monthly-spend';
export * from './budget-reservations';
export * from './budget.repository';
