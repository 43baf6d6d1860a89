import type { Database } from './db/client';

/** What the gateway's routes are given: the database, the clock (tests move it) and its settings. */
export interface GatewayDeps {
  database: Database;
  now: () => Date;
  /** development and test keep an SMS outbox that tests read; production has none. */
  mode: 'development' | 'test' | 'production';
}
