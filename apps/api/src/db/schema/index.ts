export * from './accounts.ts';
export * from './orders.ts';
export * from './jobs.ts';
