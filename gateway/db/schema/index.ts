export * from './accounts';
export * from './audit';
export * from './companies';
export * from './dictionaries';
export * from './identifiers';
export * from './market';
export * from './orders';

/** Seed bookkeeping: which version of the demo dataset a database holds. */
export { seedState } from './seed-state';
