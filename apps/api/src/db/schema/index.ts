export * from './accounts.ts';
export * from './orders.ts';
