export * from './accounts.ts';
export * from './orders.ts';
export * from './jobs.ts';
export * from './catalog.ts';
export * from './couriers.ts';
