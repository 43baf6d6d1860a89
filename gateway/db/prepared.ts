import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The statements every identifier read sends are prepared (decision 0062): PostgreSQL parses and plans
// a named statement once per connection and then only executes it. Planned on every call, the detail's
// three statements cost PostgreSQL 1.4-1.5 ms of CPU a read at a million identifiers; prepared, 0.5-0.7.
// Their values are `sql.placeholder`s, given when the statement runs.

const dialect = new PgDialect();

/**
 * `prepare(db)` once per database (a prepared statement belongs to its database's session), on first use.
 * The name given to `prepare` must be the statement's own: PostgreSQL keeps one text per name and connection.
 */
export function preparedPerDatabase<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = prepare(db);
      made.set(db, query);
    }
    return query;
  };
}

/** A raw statement (one the query builder cannot write, such as a recursive walk) prepared under `name`; its rows as `rowsOf` reads them. */
export function prepareRaw(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: unknown }>(dialect.sqlToQuery(query), undefined, name, false);
}
